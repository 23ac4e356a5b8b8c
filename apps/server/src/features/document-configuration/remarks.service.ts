import { randomUUID } from 'node:crypto';
import {
  canWriteRemark,
  type DocumentHistoryType,
  isAdminRole,
  isDocumentReadOnly,
  REMARK_IMAGE_MAX_BYTES,
  type Remark,
  type RemarkCreateBody,
  type RemarkKind,
  type RemarkType,
  remarkKindOf,
} from '@door/contract';
import { AppError } from '#server/core/app-error';
import type { Caller, UserCaller } from '#server/core/caller';
import { COMMON_MESSAGES } from '#server/core/messages';
import type { DbOrTx } from '#server/db/client';
import { requireBrandPartner } from '#server/policies/access-guard';
import {
  assertCanReadDocument,
  assertDocumentWritable,
  authorizeDocument,
  DOCUMENT_POLICY_MESSAGES,
} from '#server/policies/document.policy';
import { documentAccessOf } from '#server/policies/document-access-query';
import type { FileLinks } from '#server/services/file-links';
import type { FileStore } from '#server/services/file-store';
import { REMARK_MESSAGES } from './remarks.messages';
import type { RemarksRepository } from './remarks.repository';

type Found = NonNullable<Awaited<ReturnType<RemarksRepository['findDocumentConfiguration']>>>;
type StoredRemark = Awaited<ReturnType<RemarksRepository['listRemarks']>>[number];

/** An image the server accepts, recognised by its first bytes (never by the client's name or type). */
export type RemarkImage = { contentType: 'image/png' | 'image/jpeg' | 'image/bmp'; extension: string };

// BITMAPCOREHEADER, BITMAPINFOHEADER and its later versions: the sizes a BMP's second header may have.
const BMP_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

/** The image kind of a file by its magic bytes (PNG, JPEG, BMP); null for anything else. */
export const detectRemarkImage = (bytes: Uint8Array): RemarkImage | null => {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (bytes.length >= 8 && starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) {
    return { contentType: 'image/png', extension: '.png' };
  }
  if (bytes.length >= 4 && starts(0xff, 0xd8, 0xff)) {
    return { contentType: 'image/jpeg', extension: '.jpg' };
  }
  if (bytes.length >= 26 && starts(0x42, 0x4d)) {
    const headerSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(14, true);
    if (BMP_HEADER_SIZES.has(headerSize)) {
      return { contentType: 'image/bmp', extension: '.bmp' };
    }
  }
  return null;
};

/** The bytes of a base64 text (a `data:` URL prefix is dropped); 400 naming FileBase64 when over 10 MB. */
const decodeImage = (base64: string): Uint8Array => {
  const data = base64.replace(/^data:[^,]*,/, '');
  if (Math.floor((data.length * 3) / 4) - 2 > REMARK_IMAGE_MAX_BYTES) {
    throw new AppError(REMARK_MESSAGES.imageTooLarge, { detail: 'FileBase64' });
  }
  const bytes = Buffer.from(data, 'base64');
  if (bytes.byteLength > REMARK_IMAGE_MAX_BYTES) {
    throw new AppError(REMARK_MESSAGES.imageTooLarge, { detail: 'FileBase64' });
  }
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
};

/** The history type of a remark write (stable codes the web app translates). */
export type RemarkHistoryType = Extract<
  DocumentHistoryType,
  'salesRemarkAdded' | 'installerRemarkAdded' | 'salesRemarkDeleted' | 'installerRemarkDeleted'
>;

// The history columns hold 500 characters; a longer remark is cut there (it stays whole in its own table).
const cut = (text: string) => text.slice(0, 500);

/**
 * Remarks of a configuration in a document (DOMAIN "Remarks", spec §6): anyone who sees the document reads them;
 * sales remarks are written by admins and sales, installer remarks by installers; the author may delete a remark,
 * admins and sales every sales remark, while the document is not read-only. Images go to the file store before the
 * row naming them commits; an upload or a transaction that fails leaves no row (and no file, as far as it can).
 */
export const createRemarksService = ({
  repository,
  files,
  fileLinks,
  onFileError,
}: {
  repository: RemarksRepository;
  files: FileStore;
  fileLinks: FileLinks;
  /** Told about a file that could not be stored or removed (the reply does not show the cause). */
  onFileError: (error: unknown, key: string) => void;
}) => {
  /** The configuration in the document and the caller, who must see its document (404 unknown, 403 foreign). */
  const load = async (tx: DbOrTx, caller: Caller, documentConfigurationId: string, lock = false) => {
    const found = await repository.findDocumentConfiguration(tx, documentConfigurationId, lock);
    if (!found) {
      throw new AppError(COMMON_MESSAGES.notFound);
    }
    const access = documentAccessOf(found);
    const user = assertCanReadDocument(caller, access);
    return { found, access, user, readOnly: isDocumentReadOnly(access) };
  };

  /** The caller acts for the document's brand partner (403 otherwise). */
  const assertBrandPartner = (user: UserCaller, found: Found, brandPartnerId: string) => {
    requireBrandPartner(user, brandPartnerId);
    if (found.brandPartnerId !== brandPartnerId) {
      throw new AppError(DOCUMENT_POLICY_MESSAGES.documentForbidden);
    }
  };

  const canDelete = (user: UserCaller, kind: RemarkKind, authorId: string, readOnly: boolean) =>
    !readOnly && (authorId === user.userId || (kind === 'sales' && isAdminRole(user.role)));

  const toReply = (
    remark: Pick<StoredRemark, 'id' | 'comment' | 'imageKey' | 'imageName' | 'userId' | 'createdAt'>,
    userName: string,
    kind: RemarkKind,
    user: UserCaller,
    readOnly: boolean,
  ): Remark => ({
    SalesDocumentConfigurationCommentId: remark.id,
    ...(kind === 'sales' ? { SalesComment: remark.comment } : { InstallerComment: remark.comment }),
    CommentImageUrl:
      remark.imageKey && remark.imageName
        ? fileLinks.linkOf({ key: remark.imageKey, fileName: remark.imageName })
        : null,
    CommentImageName: remark.imageName,
    Date: remark.createdAt.toISOString(),
    User: userName,
    CanDelete: canDelete(user, kind, remark.userId, readOnly),
  });

  const historyOf = (found: Found, user: UserCaller, type: RemarkHistoryType, text: string, value: string) => ({
    documentId: found.documentId,
    documentConfigurationId: found.id,
    configurationId: found.configurationId,
    userId: user.userId,
    type,
    text: cut(text),
    value: cut(value),
  });

  const removeFile = async (key: string) => {
    try {
      await files.delete(key);
    } catch (error) {
      onFileError(error, key);
    }
  };

  return {
    /** `GET /document/configuration/{id}/notes?type=`: the remarks of one kind, newest first. */
    async list(caller: Caller, documentConfigurationId: string, type: RemarkType): Promise<Remark[]> {
      return repository.transaction(async (tx) => {
        const { user, access, readOnly } = await load(tx, caller, documentConfigurationId);
        const kind = remarkKindOf(type);
        authorizeDocument(user, kind === 'sales' ? 'readSalesRemarks' : 'readInstallerRemarks', access);
        const rows = await repository.listRemarks(tx, documentConfigurationId, type);
        return rows.map((row) => toReply(row, `${row.firstName} ${row.lastName}`.trim(), kind, user, readOnly));
      });
    },

    /** `POST /document/configuration/{id}/notes?type=`: a new remark, with its image stored first. */
    async create(
      caller: Caller,
      documentConfigurationId: string,
      type: RemarkType,
      body: RemarkCreateBody,
    ): Promise<Remark> {
      const kind = remarkKindOf(type);
      const check = async (tx: DbOrTx, lock: boolean) => {
        const loaded = await load(tx, caller, documentConfigurationId, lock);
        assertBrandPartner(loaded.user, loaded.found, body.BrandPartnerId);
        if (!canWriteRemark(loaded.user.role, kind)) {
          throw new AppError(REMARK_MESSAGES.remarkRoleForbidden);
        }
        assertDocumentWritable(loaded.access);
        return loaded;
      };
      // Refusals come before the upload: nothing is stored for a call that cannot succeed.
      await repository.transaction((tx) => check(tx, false));

      let image: { key: string; name: string; contentType: string } | null = null;
      if (body.FileBase64) {
        const bytes = decodeImage(body.FileBase64);
        const detected = detectRemarkImage(bytes);
        if (!detected) {
          throw new AppError(REMARK_MESSAGES.notAnImage, { detail: 'FileBase64' });
        }
        const key = `remarks/${documentConfigurationId}/${randomUUID()}${detected.extension}`;
        try {
          await files.put(key, bytes, detected.contentType);
        } catch (error) {
          onFileError(error, key);
          throw new AppError(REMARK_MESSAGES.imageNotStored);
        }
        image = { key, name: body.FileName ?? `image${detected.extension}`, contentType: detected.contentType };
      }

      try {
        return await repository.transaction(async (tx) => {
          // Checked again under a share lock: the document cannot turn read-only before this commits.
          const { found, user, readOnly } = await check(tx, true);
          const row = await repository.insertRemark(tx, {
            documentConfigurationId,
            type,
            comment: body.Comment,
            imageKey: image?.key ?? null,
            imageName: image?.name ?? null,
            imageContentType: image?.contentType ?? null,
            userId: user.userId,
          });
          await repository.insertHistory(
            tx,
            historyOf(
              found,
              user,
              kind === 'sales' ? 'salesRemarkAdded' : 'installerRemarkAdded',
              row.comment,
              row.imageName ?? '',
            ),
          );
          return toReply(row, await repository.userName(tx, user.userId), kind, user, readOnly);
        });
      } catch (error) {
        if (image) {
          await removeFile(image.key);
        }
        throw error;
      }
    },

    /** `DELETE /document/configuration/{id}/notes/{noteId}?brandPartnerId=`: the row, then its image. */
    async remove(caller: Caller, documentConfigurationId: string, remarkId: string, brandPartnerId: string) {
      const removed = await repository.transaction(async (tx) => {
        const { found, access, user } = await load(tx, caller, documentConfigurationId, true);
        assertBrandPartner(user, found, brandPartnerId);
        const remark = await repository.findRemark(tx, documentConfigurationId, remarkId);
        if (!remark) {
          throw new AppError(REMARK_MESSAGES.remarkNotFound);
        }
        const kind = remarkKindOf(remark.type as RemarkType);
        // Who may delete it first (403), then whether the document may change (409), as every write asks.
        if (!canDelete(user, kind, remark.userId, false)) {
          throw new AppError(REMARK_MESSAGES.remarkDeleteForbidden);
        }
        assertDocumentWritable(access);
        await repository.deleteRemark(tx, remark.id);
        await repository.insertHistory(
          tx,
          historyOf(
            found,
            user,
            kind === 'sales' ? 'salesRemarkDeleted' : 'installerRemarkDeleted',
            remark.comment,
            remark.imageName ?? '',
          ),
        );
        return remark;
      });
      // After the commit: a failed removal leaves an unreferenced file, never a row without its file.
      if (removed.imageKey) {
        await removeFile(removed.imageKey);
      }
    },
  };
};
/** The remarks service. */
export type RemarksService = ReturnType<typeof createRemarksService>;
