import { AppError } from '#server/core/app-error';
import type { FileLinkQuery, FileLinks } from '#server/services/file-links';
import type { FileStore } from '#server/services/file-store';
import { FILE_MESSAGES } from './files.messages';

/** Types a browser may show in its tab; every other file is offered as a download. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/bmp', 'image/gif', 'image/webp', 'application/pdf']);

/** The file name as an ASCII fallback and as RFC 5987 UTF-8 (`filename*`), for `Content-Disposition`. */
export const contentDispositionOf = (disposition: 'inline' | 'attachment', fileName: string): string => {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'file';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
};

/** A stored file as the download route sends it. */
export type OpenedFile = {
  body: Uint8Array;
  contentType: string;
  contentDisposition: string;
  /** Seconds a browser may keep it: until the link expires, at most a day. */
  maxAge: number;
};

/** Opens the file of a signed link (signature and query): 403 for a malformed, tampered or expired link, 404 for a deleted file. */
export const createFilesService = ({ files, fileLinks }: { files: FileStore; fileLinks: FileLinks }) => ({
  async open(signature: string, query: FileLinkQuery, now = Date.now()): Promise<OpenedFile> {
    const target = fileLinks.verify(signature, query);
    if (!target) {
      throw new AppError(FILE_MESSAGES.fileLinkInvalid);
    }
    const stored = await files.get(target.key);
    if (!stored) {
      throw new AppError(FILE_MESSAGES.fileMissing);
    }
    const type = stored.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    const left = target.expiresAt === null ? 86_400 : target.expiresAt - Math.floor(now / 1000);
    return {
      body: stored.body,
      contentType: stored.contentType,
      contentDisposition: contentDispositionOf(INLINE_TYPES.has(type) ? 'inline' : 'attachment', target.fileName),
      maxAge: Math.max(0, Math.min(86_400, left)),
    };
  },
});
