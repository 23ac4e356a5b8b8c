import type { FileReply } from '@door/contract';

// Files in and out of the browser, written once: every download of a file reply (print, zip, EDI, production file,
// price file, documentation) and every upload read as base64 (EDI import, documentation).

/** Hands bytes to the browser as a download of the name. */
export const downloadBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** Hands a base64 file reply to the browser as a download. */
export const downloadFile = (file: FileReply): void => {
  const bytes = Uint8Array.from(atob(file.Contents), (char) => char.charCodeAt(0));
  downloadBlob(new Blob([bytes], { type: file.MimeType || 'application/octet-stream' }), file.FileName);
};

/** The base64 of a file's bytes (without a data-URL prefix), as the upload calls send it. */
export const fileToBase64 = async (file: Blob): Promise<string> => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
};
