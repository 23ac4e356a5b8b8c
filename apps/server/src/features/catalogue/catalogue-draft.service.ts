import { createHash } from 'node:crypto';
import {
  CATALOGUE_FILE_MAX_BYTES,
  type CatalogueDraft,
  type CatalogueDraftCheckReply,
  type CatalogueDraftOperation,
  type CatalogueDraftPreview,
  type CatalogueImportReply,
  type catalogueDraftChangeBodySchema,
  type catalogueDraftCreateBodySchema,
  type catalogueDraftPreviewBodySchema,
  type catalogueDraftPublishBodySchema,
  type catalogueDraftRenameBodySchema,
  LANGUAGES,
  type Language,
  type LocalizedText,
} from '@door/contract';
import fastJsonPatch, { type Operation } from 'fast-json-patch';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import { catalogueJson } from '#server/catalogue/catalogue-canonical';
import { type Finding, findingMessage } from '#server/catalogue/catalogue-findings';
import { lintCatalogue } from '#server/catalogue/catalogue-lint';
import { missingPictureFindings } from '#server/catalogue/catalogue-pictures';
import {
  type PreviewModel,
  prepareDraftModel,
  presentDraftPreview,
  runDraftModel,
} from '#server/catalogue/catalogue-preview';
import { readCatalogue } from '#server/catalogue/catalogue-read';
import { renameCode } from '#server/catalogue/catalogue-rename';
import { runCatalogueTests } from '#server/catalogue/catalogue-tests';
import { jsonDepth, unsafeTextPointers } from '#server/catalogue/json-texts';
import { AppError, formatMessage } from '#server/core/app-error';
import type { Caller } from '#server/core/caller';
import { CATALOGUE_MESSAGES as M } from '#server/services/catalogue/catalogue.messages';
import { readVersionFile } from '#server/services/catalogue/catalogue-files';
import { importCatalogue, refusal, wireFindings } from '#server/services/catalogue/catalogue-import';
import type { CataloguePictures } from '#server/services/catalogue/catalogue-pictures';
import { createScheduledHook } from '#server/services/catalogue/catalogue-schedule';
import type { CatalogueStore } from '#server/services/catalogue/catalogue-store';
import type { CatalogueRepository } from './catalogue.repository';
import { createCatalogueAccess } from './catalogue-access';
import type { CatalogueDraftRepository } from './catalogue-draft.repository';
import { renameRefusal } from './catalogue-draft-rename';

type CreateBody = z.output<typeof catalogueDraftCreateBodySchema>;
type ChangeBody = z.output<typeof catalogueDraftChangeBodySchema>;
type PublishBody = z.output<typeof catalogueDraftPublishBodySchema>;
type PreviewBody = z.output<typeof catalogueDraftPreviewBodySchema>;
type RenameBody = z.output<typeof catalogueDraftRenameBodySchema>;

/** How many compiled draft models the previews keep (a draft revision's model compiles once, then only runs). */
export const PREVIEW_CACHE_MAX = 32;

/** How deep an operation's value may nest: a catalogue file is about ten levels deep, a rule's condition 16 more. */
export const DRAFT_VALUE_MAX_DEPTH = 64;

const changeInvalid = (reason: string, detail: string) =>
  new AppError(M.draftChangeInvalid, { message: formatMessage(M.draftChangeInvalid, { reason }), detail });

/**
 * Refuses an operation before it is applied: a value with a text the API's text rule refuses or nested deeper than
 * any catalogue, and a move of a value into its own inside (the operations' schema already keeps `path` and `from`
 * off the file's root).
 */
const checkOperation = (operation: CatalogueDraftOperation, index: number) => {
  const at = `Operations/${index}`;
  if (operation.op === 'move' && operation.from && operation.path.startsWith(`${operation.from}/`)) {
    throw new AppError(M.draftOperationIntoItself, {
      message: formatMessage(M.draftOperationIntoItself, { index, from: operation.from, path: operation.path }),
      detail: `${at}/path`,
    });
  }
  if (operation.value === undefined) {
    return;
  }
  const [unsafe] = unsafeTextPointers(operation.value, '', 1);
  if (unsafe !== undefined) {
    throw new AppError(M.draftOperationText, {
      message: formatMessage(M.draftOperationText, { index, place: unsafe || 'value' }),
      detail: `${at}/value${unsafe}`,
    });
  }
  if (jsonDepth(operation.value, DRAFT_VALUE_MAX_DEPTH) > DRAFT_VALUE_MAX_DEPTH) {
    throw new AppError(M.draftOperationTooDeep, {
      message: formatMessage(M.draftOperationTooDeep, { index, maximum: DRAFT_VALUE_MAX_DEPTH }),
      detail: `${at}/value`,
    });
  }
};

/** The size a value adds to the file as JSON text (a value taken from the file or the request is not deep). */
const jsonSize = (value: unknown) => JSON.stringify(value)?.length ?? 0;

/**
 * A freshly read file with JSON Patch operations applied in place, whole or not at all (400 naming the first that
 * fails). Each operation is checked before it applies, and the file may not grow past a catalogue file's limit: a
 * `copy` of a large list into itself doubles the file, and a thousand of them would exhaust the memory.
 */
const patched = (file: unknown, operations: CatalogueDraftOperation[]): unknown => {
  let document = file;
  let size = jsonSize(file);
  operations.forEach((operation, index) => {
    checkOperation(operation, index);
    try {
      if (operation.op === 'copy' && operation.from) {
        size += jsonSize(fastJsonPatch.getValueByPointer(document, operation.from));
      } else if (operation.op === 'add' || operation.op === 'replace') {
        size += jsonSize(operation.value);
      }
      if (size >= CATALOGUE_FILE_MAX_BYTES) {
        throw new AppError(M.draftTooLarge, { detail: 'Operations' });
      }
      document = fastJsonPatch.applyOperation(document, operation as Operation, true, true, true, index).newDocument;
    } catch (error) {
      if (error instanceof AppError) {
        throw error;
      }
      const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
      throw changeInvalid(reason, `Operations/${index}`);
    }
  });
  if (!isPlainObject(document)) {
    throw changeInvalid('the catalogue must stay an object', 'Operations');
  }
  return document;
};

/**
 * A refused preview: a request naming something the draft does not have (the model, a parameter or value of a
 * change, a change the engine refuses) says what in the caller's language; a model that does not compile lists its
 * findings, each at its place in the draft.
 */
const previewRefusal = (findings: Finding[]) => {
  const [first] = findings;
  if (first && (first.path === '/Model' || first.path.startsWith('/Changes'))) {
    const message = Object.fromEntries(
      LANGUAGES.map((lang) => [lang, formatMessage(M.previewRefused, { reason: findingMessage(first, lang) })[lang]]),
    ) as LocalizedText;
    return new AppError(M.previewRefused, {
      message,
      detail: first.path,
      extra: (lang) => ({ Findings: wireFindings(findings, lang) }),
    });
  }
  return refusal(M.previewModelInvalid, findings);
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A brand's open catalogue draft, the workbench's working copy (OEM admins only, like every catalogue call): started
 * from a version or an uploaded file, changed by JSON Patch operations (all or none; a stale revision is refused, so
 * two maintainers never overwrite each other), checked (lint, the catalogue's tests, the diff against the current
 * version), and published through the same import as a file, which refuses it while lint has errors or a test fails.
 * Customers never see a draft: the shop reads published versions only.
 */
export const createCatalogueDraftService = ({
  repository,
  drafts,
  store,
  pictures,
}: {
  repository: CatalogueRepository;
  drafts: CatalogueDraftRepository;
  store: CatalogueStore;
  pictures: CataloguePictures;
}) => {
  const db = repository.db;
  const { openBrand, versionOf } = createCatalogueAccess(repository);
  // Keyed by the draft's id (a new draft of the brand starts its revisions again), revision and model code.
  const previews = new LRUCache<string, { model: PreviewModel; revision: number } | { findings: Finding[] }>({
    max: PREVIEW_CACHE_MAX,
  });

  /** The draft's model compiled for previews, from the cache when the draft has not changed since. */
  const previewModelOf = async (brandId: string, modelCode: string) => {
    const head = await drafts.head(db, brandId);
    if (!head) {
      throw new AppError(M.draftNotFound);
    }
    const cached = previews.get(`${head.id}:${head.revision}:${modelCode}`);
    if (cached) {
      return cached;
    }
    const row = await drafts.find(db, brandId);
    if (!row) {
      throw new AppError(M.draftNotFound);
    }
    const reading = readCatalogue(JSON.parse(row.file) as unknown);
    const prepared = reading.draft
      ? prepareDraftModel(brandId, reading.draft, reading.findings, modelCode)
      : { findings: reading.findings.filter((item) => item.severity === 'error') };
    const entry = 'model' in prepared ? { model: prepared.model, revision: row.revision } : prepared;
    previews.set(`${row.id}:${row.revision}:${modelCode}`, entry);
    return entry;
  };

  /**
   * The draft's model with edits not yet saved (the workbench previews them while their save is on its way), at the
   * revision they apply to; kept for the next changes of the same edits.
   */
  const editedModelOf = async (
    brandId: string,
    modelCode: string,
    revision: number | undefined,
    operations: CatalogueDraftOperation[],
  ) => {
    const row = await drafts.find(db, brandId);
    if (!row) {
      throw new AppError(M.draftNotFound);
    }
    if (revision !== undefined && revision !== row.revision) {
      throw new AppError(M.draftStale, { detail: 'Revision' });
    }
    const key = `${row.id}:${row.revision}:${createHash('sha1').update(JSON.stringify(operations)).digest('hex')}:${modelCode}`;
    const cached = previews.get(key);
    if (cached) {
      return cached;
    }
    const reading = readCatalogue(patched(JSON.parse(row.file) as unknown, operations));
    const prepared = reading.draft
      ? prepareDraftModel(brandId, reading.draft, reading.findings, modelCode)
      : { findings: reading.findings.filter((item) => item.severity === 'error') };
    const entry = 'model' in prepared ? { model: prepared.model, revision: row.revision } : prepared;
    previews.set(key, entry);
    return entry;
  };

  const draftOf = async (brandId: string): Promise<CatalogueDraft> => {
    const row = await drafts.find(db, brandId);
    if (!row) {
      throw new AppError(M.draftNotFound);
    }
    return {
      BrandId: row.brandId,
      Revision: row.revision,
      BasedOnVersion: row.basedOnVersion ?? null,
      UpdatedAt: row.updatedAt.toISOString(),
      UpdatedBy: row.updatedBy.trim(),
      File: JSON.parse(row.file) as unknown,
    };
  };

  /** The draft at the revision the caller read (409 when someone saved since). */
  const draftAt = async (brandId: string, revision: number) => {
    const draft = await draftOf(brandId);
    if (draft.Revision !== revision) {
      throw new AppError(M.draftStale, { detail: 'Revision' });
    }
    return draft;
  };

  return {
    /** `GET …/draft`. */
    async get(caller: Caller, brandId: string): Promise<CatalogueDraft> {
      await openBrand(caller, brandId);
      return draftOf(brandId);
    },

    /** `POST …/draft`: from a version (default the current one) or an uploaded file that reads as a catalogue. */
    async create(caller: Caller, brandId: string, body: CreateBody): Promise<CatalogueDraft> {
      const { user } = await openBrand(caller, brandId);
      let file: string;
      let basedOnVersionId: string | null = null;
      if (body.File !== undefined) {
        const reading = readCatalogue(body.File);
        if (!reading.file) {
          throw refusal(M.invalidCatalogue, reading.findings);
        }
        file = catalogueJson(reading.file);
      } else {
        const version = await versionOf(brandId, body.FromVersion ?? 'current');
        basedOnVersionId = version.id;
        file = catalogueJson(await readVersionFile(db, version));
      }
      if (!(await drafts.insert(db, { brandId, basedOnVersionId, file, userId: user.userId }))) {
        throw new AppError(M.draftExists);
      }
      return draftOf(brandId);
    },

    /** `PUT …/draft`: the operations applied to the revision read, whole or not at all. */
    async change(caller: Caller, brandId: string, body: ChangeBody): Promise<CatalogueDraft> {
      const { user } = await openBrand(caller, brandId);
      const draft = await draftAt(brandId, body.Revision);
      const changed = patched(draft.File, body.Operations);
      if (!(await drafts.update(db, brandId, body.Revision, JSON.stringify(changed), user.userId))) {
        throw new AppError(M.draftStale, { detail: 'Revision' });
      }
      return draftOf(brandId);
    },

    /**
     * `POST …/draft/rename`: a code renamed with every reference to it, stored as one revision (the workbench undoes
     * it like any change); refused (400) when the new code is taken or no entry with a code is at the place.
     */
    async rename(caller: Caller, brandId: string, body: RenameBody): Promise<CatalogueDraft> {
      const { user } = await openBrand(caller, brandId);
      const draft = await draftAt(brandId, body.Revision);
      const outcome = renameCode(draft.File, body.Path, body.To);
      if ('refusal' in outcome) {
        throw renameRefusal(outcome, body.To);
      }
      if (outcome.from === outcome.to) {
        return draft;
      }
      if (!(await drafts.update(db, brandId, body.Revision, JSON.stringify(outcome.file), user.userId))) {
        throw new AppError(M.draftStale, { detail: 'Revision' });
      }
      return draftOf(brandId);
    },

    /** `DELETE …/draft`. */
    async remove(caller: Caller, brandId: string): Promise<void> {
      await openBrand(caller, brandId);
      if (!(await drafts.remove(db, brandId))) {
        throw new AppError(M.draftNotFound);
      }
    },

    /** `POST …/draft/check`: lint, the tests and (when lint and the tests pass) the diff against the current version. */
    async check(caller: Caller, brandId: string, lang: Language): Promise<CatalogueDraftCheckReply> {
      const { user } = await openBrand(caller, brandId);
      const draft = await draftOf(brandId);
      const reading = readCatalogue(draft.File);
      const findings = [
        ...lintCatalogue(reading),
        ...(reading.file ? await missingPictureFindings(reading.file, pictures.exists) : []),
      ];
      const clean = reading.file !== null && !findings.some((item) => item.severity === 'error');
      const tests = clean && reading.file ? runCatalogueTests(reading.file) : [];
      const passing = tests.every((outcome) => outcome.failures.length === 0);
      const preview =
        clean && passing
          ? await importCatalogue(db, {
              brandId,
              reading,
              source: 'draft',
              userId: user.userId,
              dryRun: true,
              publish: null,
              pictureExists: pictures.exists,
            })
          : null;
      return {
        Findings: wireFindings(findings, lang),
        Tests: tests.map((outcome) => ({
          Name: outcome.name,
          Path: outcome.path,
          Passed: outcome.failures.length === 0,
          Failures: wireFindings(outcome.failures, lang),
        })),
        Preview: preview ? { ComparedWith: preview.comparedWith, Diff: preview.diff } : null,
      };
    },

    /**
     * `POST …/draft/preview`: the customer's configurator on the draft's model, from its default through the changes
     * in order, with why each parameter is not enabled or value not allowed (the rule and its place in the draft),
     * where each price line comes from, what a catalogue test would expect now, and the door drawn.
     */
    async preview(caller: Caller, brandId: string, body: PreviewBody, lang: Language): Promise<CatalogueDraftPreview> {
      await openBrand(caller, brandId);
      const prepared = body.Operations?.length
        ? await editedModelOf(brandId, body.Model, body.Revision, body.Operations)
        : await previewModelOf(brandId, body.Model);
      if ('findings' in prepared) {
        throw previewRefusal(prepared.findings);
      }
      const run = runDraftModel(prepared.model, body.Changes, lang);
      if ('findings' in run) {
        throw previewRefusal(run.findings);
      }
      return presentDraftPreview(prepared.model, run.result, lang, prepared.revision);
    },

    /** `POST …/draft/publish`: the revision checked becomes a new version, published now or from a time. */
    async publish(caller: Caller, brandId: string, body: PublishBody, lang: Language): Promise<CatalogueImportReply> {
      const { user } = await openBrand(caller, brandId);
      const draft = await draftAt(brandId, body.Revision);
      const scheduled = createScheduledHook({
        brandId,
        userId: user.userId,
        choice: body.Scheduled ?? null,
        resolutions: body.Resolutions ?? [],
      });
      const outcome = await importCatalogue(db, {
        brandId,
        reading: readCatalogue(draft.File),
        source: 'draft',
        userId: user.userId,
        dryRun: false,
        publish: { from: body.From ? new Date(body.From) : null, note: body.Note ?? null },
        pictureExists: pictures.exists,
        scheduled: scheduled.hook,
      });
      const done = scheduled.outcome();
      await drafts.remove(db, brandId, body.Revision);
      store.invalidate(brandId);
      return {
        DryRun: false,
        Version: outcome.version,
        IsNew: outcome.isNew,
        ComparedWith: outcome.comparedWith,
        Diff: outcome.diff,
        Findings: wireFindings(outcome.warnings, lang),
        Published: outcome.published ? { ValidFrom: outcome.published.validFrom.toISOString() } : null,
        ...(done ? { Scheduled: done } : {}),
      };
    },
  };
};
/** The catalogue draft service. */
export type CatalogueDraftService = ReturnType<typeof createCatalogueDraftService>;
