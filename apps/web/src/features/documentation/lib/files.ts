import { DOCUMENTATION_FILE_MAX_BYTES, type FileReply } from '@door/contract';

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

/** A chosen file as base64 (without the data-URL prefix); null when it is larger than 25 MB. */
export const readAsBase64 = async (file: File): Promise<string | null> => {
  if (file.size > DOCUMENTATION_FILE_MAX_BYTES) {
    return null;
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
};
