import { DOCUMENTATION_FILE_MAX_BYTES } from '@door/contract';
import { fileToBase64 } from '#web/lib/files';

/** A chosen file as base64 (without the data-URL prefix); null when it is larger than 25 MB. */
export const readAsBase64 = async (file: File): Promise<string | null> =>
  file.size > DOCUMENTATION_FILE_MAX_BYTES ? null : fileToBase64(file);
