import type { PublicDocumentItem } from '@door/contract';
import { AppError } from '#server/core/app-error';
import { COMMON_MESSAGES } from '#server/core/messages';
import type { FileLinks } from '#server/services/file-links';
import type { PublicDocumentsRepository } from './public-documents.repository';

/**
 * The public documents page (`/documents/{configurationId}`): no login and no tenant check (DOMAIN), so whoever has
 * a configuration's id gets its documents; stored files get signed links that open without a login, and items with
 * no address are left out.
 */
export const createPublicDocumentsService = ({
  repository,
  fileLinks,
}: {
  repository: PublicDocumentsRepository;
  fileLinks: FileLinks;
}) => ({
  async list(configurationId: string): Promise<PublicDocumentItem[]> {
    if (!(await repository.configurationExists(configurationId))) {
      throw new AppError(COMMON_MESSAGES.notFound);
    }
    const rows = await repository.listItems(configurationId);
    return rows.flatMap((row) => {
      const url = row.fileKey ? fileLinks.linkOf({ key: row.fileKey, fileName: row.fileName }) : (row.url ?? '');
      return url === ''
        ? []
        : [
            {
              ConfigurationDocumentationId: row.id,
              Url: url,
              FileName: row.fileName,
              DateModified: row.updatedAt.toISOString(),
            },
          ];
    });
  },
});
