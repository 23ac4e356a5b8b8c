import {
  type CatalogueDraft,
  type CatalogueDraftCheckReply,
  type CatalogueImportReply,
  type catalogueDraftChangeBodySchema,
  type catalogueDraftCreateBodySchema,
  type catalogueDraftPublishBodySchema,
  type Language,
} from '@door/contract';
import fastJsonPatch, { type Operation } from 'fast-json-patch';
import type { z } from 'zod';
import { catalogueJson } from '#server/catalogue/catalogue-canonical';
import { lintCatalogue } from '#server/catalogue/catalogue-lint';
import { readCatalogue } from '#server/catalogue/catalogue-read';
import { runCatalogueTests } from '#server/catalogue/catalogue-tests';
import { AppError, formatMessage } from '#server/core/app-error';
import type { Caller } from '#server/core/caller';
import { CATALOGUE_MESSAGES as M } from '#server/services/catalogue/catalogue.messages';
import { readVersionFile } from '#server/services/catalogue/catalogue-files';
import { importCatalogue, refusal, wireFindings } from '#server/services/catalogue/catalogue-import';
import type { CatalogueStore } from '#server/services/catalogue/catalogue-store';
import type { CatalogueRepository } from './catalogue.repository';
import { createCatalogueAccess } from './catalogue-access';
import type { CatalogueDraftRepository } from './catalogue-draft.repository';

type CreateBody = z.output<typeof catalogueDraftCreateBodySchema>;
type ChangeBody = z.output<typeof catalogueDraftChangeBodySchema>;
type PublishBody = z.output<typeof catalogueDraftPublishBodySchema>;

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
}: {
  repository: CatalogueRepository;
  drafts: CatalogueDraftRepository;
  store: CatalogueStore;
}) => {
  const db = repository.db;
  const { openBrand, versionOf } = createCatalogueAccess(repository);

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
      let changed: unknown;
      try {
        changed = fastJsonPatch.applyPatch(draft.File, body.Operations as Operation[], true, true, true).newDocument;
      } catch (error) {
        const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
        throw new AppError(M.draftChangeInvalid, {
          message: formatMessage(M.draftChangeInvalid, { reason }),
          detail: 'Operations',
        });
      }
      if (!isPlainObject(changed)) {
        throw new AppError(M.draftChangeInvalid, {
          message: formatMessage(M.draftChangeInvalid, { reason: 'the catalogue must stay an object' }),
          detail: 'Operations',
        });
      }
      if (!(await drafts.update(db, brandId, body.Revision, JSON.stringify(changed), user.userId))) {
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
      const findings = lintCatalogue(reading);
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

    /** `POST …/draft/publish`: the revision checked becomes a new version, published now or from a time. */
    async publish(caller: Caller, brandId: string, body: PublishBody, lang: Language): Promise<CatalogueImportReply> {
      const { user } = await openBrand(caller, brandId);
      const draft = await draftAt(brandId, body.Revision);
      const outcome = await importCatalogue(db, {
        brandId,
        reading: readCatalogue(draft.File),
        source: 'draft',
        userId: user.userId,
        dryRun: false,
        publish: { from: body.From ? new Date(body.From) : null },
      });
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
      };
    },
  };
};
/** The catalogue draft service. */
export type CatalogueDraftService = ReturnType<typeof createCatalogueDraftService>;
