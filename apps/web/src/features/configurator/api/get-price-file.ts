import type { FileReply } from '@door/contract';
import { apiClient } from '../../../lib/api-client';

/** The brand partner's price file for a configuration (GET /configurator/{id}/pricefile). */
export const getPriceFile = async (configurationId: string): Promise<FileReply> =>
  apiClient.get<FileReply>(`/configurator/${configurationId}/pricefile`);

/** Hands a base64 file to the browser as a download. */
export const downloadFile = (file: FileReply): void => {
  const bytes = Uint8Array.from(atob(file.Contents), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.MimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.FileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
};
