import { randomUUID } from 'node:crypto';
import {
  type AddDocumentationBody,
  DOCUMENT_STATUS_IDS,
  DOCUMENTATION_FILE_MAX_BYTES,
  type DocumentationItem,
  type DocumentationReply,
  type DocumentStatusCode,
  documentStatusCodeOf,
  type FileReply,
  isDocumentReadOnly,
  isEditorRole,
  type Language,
  type SpecialDocumentationBody,
  type SpecialDocumentationReply,
  type StatusNameReply,
} from '@door/contract';
import { strToU8, zipSync } from 'fflate';
import type { Env } from '#server/config/env';
import { AppError } from '#server/core/app-error';
import type { Caller, UserCaller } from '#server/core/caller';
import type { Database, DbOrTx } from '#server/db/client';
import type { configurationDocumentation } from '#server/db/schema';
import { requireStaff } from '#server/policies/access-guard';
import {
  assertCanReadDocument,
  DOCUMENT_POLICY_MESSAGES,
  type DocumentAccess,
  requireDocument,
} from '#server/policies/document.policy';
import { documentAccessOf } from '#server/policies/document-access-query';
import { brandMail, loadMailBrand, storefrontLink } from '#server/services/brand-mail';
import type { FileLinks } from '#server/services/file-links';
import type { FileStore } from '#server/services/file-store';
import { enqueueJob, type JobRunner } from '#server/services/job-runner';
import { enqueueMail } from '#server/services/mail';
import { DOCUMENTATION_MESSAGES as M } from './documentation.messages';
import type { DocumentationRepository } from './documentation.repository';
import { checkDocumentationFile } from './documentation-file-type';
import { keySegment, registerDocumentationJob, TECHNICAL_DOCUMENTATION_JOB } from './documentation-job';

type Row = NonNullable<Awaited<ReturnType<DocumentationRepository['findDocumentConfiguration']>>>;
type StoredItem = typeof configurationDocumentation.$inferSelect;

const STATUS = DOCUMENT_STATUS_IDS;

const accessOf = (row: Row): DocumentAccess => documentAccessOf({ ...row, statusId: row.documentStatusId });

const statusOf = (row: Row): DocumentStatusCode | null =>
  row.statusId ? (documentStatusCodeOf(row.statusId) ?? null) : null;
const isGenerating = (row: Row) => row.statusId === STATUS.generatingTechnicalDocumentation;

/**
 * What the caller may do with a configuration's documentation (§4, §6): CanEdit for staff on a document that is not
 * read-only while nothing is being generated; request for those who can edit, and for an OEM admin even when
 * editing is otherwise blocked; request and load special documentation for OEM users only, load once a request is
 * open.
 */
export const documentationFlags = (
  user: UserCaller,
  row: Row,
  hasOpenSpecialRequest: boolean,
): Pick<
  DocumentationReply,
  'CanEdit' | 'CanRequestDocumentation' | 'CanRequestSpecialDocumentation' | 'CanLoadSpecialDocumentation'
> => {
  const readOnly = isDocumentReadOnly(accessOf(row));
  const generating = isGenerating(row);
  const canEdit = isEditorRole(user.role) && !readOnly && !generating;
  const canRequest = !generating && (canEdit || user.isOemAdmin);
  return {
    CanEdit: canEdit,
    CanRequestDocumentation: canRequest,
    CanRequestSpecialDocumentation: user.isOem && canRequest && !hasOpenSpecialRequest,
    CanLoadSpecialDocumentation: user.isOem && !generating && (canEdit || user.isOemAdmin) && hasOpenSpecialRequest,
  };
};

/** Dependencies of the documentation service. */
export type DocumentationDeps = {
  repository: DocumentationRepository;
  database: Database;
  files: FileStore;
  fileLinks: FileLinks;
  jobs: JobRunner;
  env: Pick<Env, 'ENGINEERING_EMAIL'>;
};

/** File names inside a zip: each once (a second `a.pdf` becomes `a (2).pdf`). */
const uniqueNames = (names: string[]) => {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : name.replace(/(\.[^.]*)?$/, (ext) => ` (${count})${ext}`);
  });
};

/**
 * The technical documentation of a configuration in a document: items (generated, uploaded, special, URLs), the
 * documentation job, special documentation requests and loads.
 */
export const createDocumentationService = ({
  repository,
  database,
  files,
  fileLinks,
  jobs,
  env,
}: DocumentationDeps) => {
  /** The configuration in a document as the caller may see it: 404 unknown, 403 another tenant's. */
  const load = async (tx: DbOrTx, caller: Caller, id: string, brandPartnerId: string, lock = false) => {
    const user = requireStaff(caller);
    const row = requireDocument(await repository.findDocumentConfiguration(tx, id, lock));
    if (row.brandPartnerId !== brandPartnerId.toLowerCase()) {
      throw new AppError(DOCUMENT_POLICY_MESSAGES.documentForbidden);
    }
    assertCanReadDocument(user, accessOf(row));
    return { user, row };
  };

  /** A write to the documentation: read-only documents refuse with 409 (the OEM admin's request excepted). */
  const assertWritable = (user: UserCaller, row: Row, { oemAdminMay = false } = {}) => {
    if (isDocumentReadOnly(accessOf(row)) && !(oemAdminMay && user.isOemAdmin)) {
      throw new AppError(DOCUMENT_POLICY_MESSAGES.documentReadOnly);
    }
  };

  const itemOf = (item: StoredItem, userName: string): DocumentationItem => ({
    ConfigurationDocumentationId: item.id,
    Url: item.fileKey ? fileLinks.linkOf({ key: item.fileKey, fileName: item.fileName }) : (item.url ?? ''),
    FileName: item.fileName,
    UserModified: userName,
    DateModified: item.updatedAt.toISOString(),
    IsUserUploaded: item.kind === 'uploaded' || item.kind === 'url' || item.kind === 'special',
  });

  registerDocumentationJob({ repository, database, files, jobs });

  const statusReply = async (statusId: string, lang: Language): Promise<StatusNameReply> => ({
    StatusName: await repository.statusName(database.db, statusId, lang),
    DocumentStatusId: statusId,
  });

  return {
    /** `GET /document/configuration/{id}/documentation`. */
    async get(caller: Caller, id: string, brandPartnerId: string, lang: Language): Promise<DocumentationReply> {
      const { user, row } = await load(database.db, caller, id, brandPartnerId);
      const [items, open, statusName] = await Promise.all([
        repository.listItems(database.db, row.id),
        repository.findOpenSpecialRequest(database.db, row.id),
        repository.statusName(database.db, row.statusId, lang),
      ]);
      return {
        Documentation: items.map(({ item, firstName, lastName }) =>
          itemOf(item, firstName === null ? '' : `${firstName} ${lastName ?? ''}`.trim()),
        ),
        DocumentStatus: statusName,
        DocumentStatusId: row.statusId,
        ...documentationFlags(user, row, open !== null),
      };
    },

    /** `POST /config/generateDocumentation`: status generating and a job that renders the files. */
    async generate(caller: Caller, id: string, brandPartnerId: string, lang: Language): Promise<StatusNameReply> {
      const reply = await repository.transaction(async (tx) => {
        const { user, row } = await load(tx, caller, id, brandPartnerId, true);
        const flags = documentationFlags(user, row, false);
        if (isGenerating(row)) {
          throw new AppError(M.generating);
        }
        assertWritable(user, row, { oemAdminMay: true });
        if (!flags.CanRequestDocumentation) {
          throw new AppError(DOCUMENT_POLICY_MESSAGES.actionForbiddenRole);
        }
        await repository.setStatus(tx, row.id, STATUS.generatingTechnicalDocumentation);
        await repository.insertHistory(tx, {
          documentId: row.documentId,
          documentConfigurationId: row.id,
          configurationId: row.configurationId,
          type: 'technicalDocumentationRequested',
          text: statusOf(row) ?? '',
          value: 'generatingTechnicalDocumentation',
          userId: user.userId,
        });
        await enqueueJob(tx, {
          kind: TECHNICAL_DOCUMENTATION_JOB,
          payload: { documentConfigurationId: row.id, language: row.language },
          documentId: row.documentId,
          documentConfigurationId: row.id,
        });
        return STATUS.generatingTechnicalDocumentation;
      });
      jobs.wake();
      return statusReply(reply, lang);
    },

    /** `POST /config/requestSpecialDocumentation`: records the request and mails the engineering contact. */
    async requestSpecial(
      caller: Caller,
      body: SpecialDocumentationBody,
      lang: Language,
      publicUrl: string,
    ): Promise<SpecialDocumentationReply> {
      const statusId = await repository.transaction(async (tx) => {
        const { user, row } = await load(tx, caller, body.DocumentConfigurationId, body.BrandPartnerId, true);
        if (!user.isOem) {
          throw new AppError(M.oemOnly);
        }
        if (isGenerating(row)) {
          throw new AppError(M.generating);
        }
        assertWritable(user, row, { oemAdminMay: true });
        if (await repository.findOpenSpecialRequest(tx, row.id)) {
          throw new AppError(M.specialAlreadyRequested);
        }
        if (!documentationFlags(user, row, false).CanRequestSpecialDocumentation) {
          throw new AppError(DOCUMENT_POLICY_MESSAGES.actionForbiddenRole);
        }
        const link = configurationLink(publicUrl, body.WebUrl, row.configurationId, row.brandPartnerId);
        await repository.insertSpecialRequest(tx, {
          documentConfigurationId: row.id,
          webUrl: link,
          requestedByUserId: user.userId,
        });
        await repository.insertHistory(tx, {
          documentId: row.documentId,
          documentConfigurationId: row.id,
          configurationId: row.configurationId,
          type: 'specialDocumentationRequested',
          text: env.ENGINEERING_EMAIL,
          value: link,
          userId: user.userId,
        });
        const requester = await repository.findUserName(tx, user.userId);
        const reference = `${row.year}-${row.number} / ${row.position}`;
        const documentsLink = storefrontLink(publicUrl, `/documents/${row.configurationId}`, row.brandPartnerId);
        const mail = {
          to: env.ENGINEERING_EMAIL,
          subject: `Special technical documentation requested: ${reference}`,
          text: [
            `${requester} (${user.email}) requests special technical documentation for position ${row.position} of document ${row.year}-${row.number}.`,
            '',
            `Configuration: ${link}`,
            `Documents: ${documentsLink}`,
          ].join('\n'),
          html: `<p>${escapeHtml(requester)} (${escapeHtml(user.email)}) requests special technical documentation for position ${row.position} of document ${row.year}-${row.number}.</p><p>Configuration: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a><br>Documents: <a href="${escapeHtml(documentsLink)}">${escapeHtml(documentsLink)}</a></p>`,
        };
        // The storefront of the document, so engineering sees at once whose door it is.
        const brand = await loadMailBrand(tx, row.brandPartnerId);
        await enqueueMail(tx, { ...(brand ? brandMail(mail, brand) : mail), kind: 'special-documentation' });
        return row.statusId;
      });
      jobs.wake();
      return {
        Message: '',
        StatusName: await repository.statusName(database.db, statusId, lang),
        DocumentStatusId: statusId,
      };
    },

    /** `POST /config/loadSpecialDocumentation`: the uploads since the request become the special documentation. */
    async loadSpecial(
      caller: Caller,
      body: SpecialDocumentationBody,
      lang: Language,
    ): Promise<SpecialDocumentationReply> {
      await repository.transaction(async (tx) => {
        const { user, row } = await load(tx, caller, body.DocumentConfigurationId, body.BrandPartnerId, true);
        if (!user.isOem) {
          throw new AppError(M.oemOnly);
        }
        if (isGenerating(row)) {
          throw new AppError(M.generating);
        }
        assertWritable(user, row, { oemAdminMay: true });
        const open = await repository.findOpenSpecialRequest(tx, row.id);
        if (!open) {
          throw new AppError(M.noSpecialRequest);
        }
        const attached = await repository.markSpecial(tx, row.id, open.requestedAt);
        if (attached === 0) {
          throw new AppError(M.noSpecialFiles);
        }
        await repository.closeSpecialRequest(tx, open.id);
        await repository.setStatus(tx, row.id, STATUS.specialTechnicalDocumentationGenerated);
        await repository.insertHistory(tx, {
          documentId: row.documentId,
          documentConfigurationId: row.id,
          configurationId: row.configurationId,
          type: 'specialDocumentationLoaded',
          text: `${attached}`,
          value: 'specialTechnicalDocumentationGenerated',
          userId: user.userId,
        });
      });
      const statusId = STATUS.specialTechnicalDocumentationGenerated;
      return { Message: '', ...(await statusReply(statusId, lang)) };
    },

    /** `POST /document/configuration/{id}/documentation`: a URL or an uploaded file. */
    async add(caller: Caller, id: string, body: AddDocumentationBody): Promise<DocumentationItem> {
      let upload: { key: string; body: Buffer; contentType: string } | null = null;
      if (body.Base64File) {
        const text = body.Base64File.replace(/^data:[^,]*,/, '').replace(/\s/g, '');
        if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 === 1) {
          throw new AppError(M.notBase64);
        }
        const bytes = Buffer.from(text, 'base64');
        if (bytes.length > DOCUMENTATION_FILE_MAX_BYTES) {
          throw new AppError(M.fileTooLarge);
        }
        const contentType = checkDocumentationFile(body.FileName, bytes);
        if (!contentType) {
          throw new AppError(M.fileTypeRefused);
        }
        upload = {
          key: `documentation/${id}/uploads/${randomUUID()}-${keySegment(body.FileName)}`,
          body: bytes,
          contentType,
        };
      } else if (body.Url) {
        let valid = false;
        try {
          valid = ['http:', 'https:'].includes(new URL(body.Url).protocol);
        } catch {
          valid = false;
        }
        if (!valid) {
          throw new AppError(M.urlInvalid);
        }
      }
      // Access is checked before the file is stored, and again (with the row lock) in the transaction.
      await load(database.db, caller, id, body.BrandPartnerId);
      if (upload) {
        await files.put(upload.key, upload.body, upload.contentType);
      }
      try {
        return await repository.transaction(async (tx) => {
          const { user, row } = await load(tx, caller, id, body.BrandPartnerId, true);
          assertWritable(user, row);
          if (!isEditorRole(user.role)) {
            throw new AppError(DOCUMENT_POLICY_MESSAGES.actionForbiddenRole);
          }
          const [item] = await repository.insertItems(tx, [
            {
              documentConfigurationId: row.id,
              kind: upload ? 'uploaded' : 'url',
              fileName: body.FileName,
              url: upload ? null : (body.Url ?? null),
              fileKey: upload?.key ?? null,
              contentType: upload?.contentType ?? null,
              sizeBytes: upload?.body.length ?? null,
              userId: user.userId,
            },
          ]);
          await repository.insertHistory(tx, {
            documentId: row.documentId,
            documentConfigurationId: row.id,
            configurationId: row.configurationId,
            type: 'documentationAdded',
            text: body.FileName,
            value: upload ? '' : (body.Url ?? ''),
            userId: user.userId,
          });
          if (!item) {
            throw new Error('documentation insert returned no row');
          }
          return itemOf(item, await repository.findUserName(tx, user.userId));
        });
      } catch (error) {
        if (upload) {
          await files.delete(upload.key).catch(() => undefined);
        }
        throw error;
      }
    },

    /** `DELETE /document/configuration/{id}/documentation/{docId}`. */
    async remove(caller: Caller, id: string, itemId: string, brandPartnerId: string): Promise<void> {
      const removed = await repository.transaction(async (tx) => {
        const { user, row } = await load(tx, caller, id, brandPartnerId, true);
        assertWritable(user, row);
        if (!isEditorRole(user.role)) {
          throw new AppError(DOCUMENT_POLICY_MESSAGES.actionForbiddenRole);
        }
        const [item] = await repository.findItems(tx, row.id, [itemId]);
        if (!item) {
          throw new AppError(M.itemNotFound);
        }
        if (item.kind === 'generated' && isGenerating(row)) {
          throw new AppError(M.generatedNotDeletable);
        }
        await repository.deleteItems(tx, [item.id]);
        await repository.insertHistory(tx, {
          documentId: row.documentId,
          documentConfigurationId: row.id,
          configurationId: row.configurationId,
          type: 'documentationDeleted',
          text: item.fileName,
          value: item.url ?? '',
          userId: user.userId,
        });
        return item;
      });
      if (removed.fileKey) {
        await files.delete(removed.fileKey).catch(() => undefined);
      }
    },

    /**
     * `POST /document/configuration/{id}/documentation/zip`: the chosen items in one zip file; a URL item becomes an
     * Internet shortcut (`.url`).
     */
    async zip(caller: Caller, id: string, brandPartnerId: string, ids: string[]): Promise<FileReply> {
      const { row } = await load(database.db, caller, id, brandPartnerId);
      const items = await repository.findItems(database.db, row.id, [...new Set(ids)]);
      if (items.length === 0) {
        throw new AppError(M.itemNotFound);
      }
      const entries: Array<{ name: string; body: Uint8Array }> = [];
      for (const item of items) {
        if (item.fileKey) {
          // A file that is gone is an error: a zip without it would look complete.
          const stored = await files.get(item.fileKey);
          if (!stored) {
            throw new AppError(M.fileMissing);
          }
          entries.push({ name: item.fileName, body: stored.body });
        } else if (item.url) {
          const name = /\.url$/i.test(item.fileName) ? item.fileName : `${item.fileName}.url`;
          entries.push({ name, body: strToU8(`[InternetShortcut]\r\nURL=${item.url}\r\n`) });
        }
      }
      const names = uniqueNames(entries.map((entry) => entry.name.replace(/[\\/]/g, '_')));
      const zipped = zipSync(Object.fromEntries(entries.map((entry, index) => [names[index] as string, entry.body])));
      return {
        FileName: `documentation-${row.year}-${row.number}-${row.position}.zip`,
        MimeType: 'application/zip',
        Contents: Buffer.from(zipped).toString('base64'),
      };
    },
  };

  /** The configuration's link in the mail: this server's address, the path of WebUrl, and the configuration. */
  function configurationLink(publicUrl: string, webUrl: string, configurationId: string, brandPartnerId: string) {
    let path = '/configurator/configuration';
    try {
      const parsed = new URL(webUrl, publicUrl);
      if (parsed.pathname.startsWith('/configurator')) {
        path = parsed.pathname;
      }
    } catch {
      // An unreadable WebUrl falls back to the configurator's path.
    }
    const url = new URL(path, publicUrl);
    url.searchParams.set('id', configurationId);
    url.searchParams.set('bpi', brandPartnerId);
    return url.toString().slice(0, 2000);
  }
};
/** The technical documentation service. */
export type DocumentationService = ReturnType<typeof createDocumentationService>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
