/** A file type the documentation accepts: its content type and the file name endings that may carry it. */
type FileType = { contentType: string; extensions: readonly string[] };

const startsWith = (body: Uint8Array, ...bytes: number[]) => bytes.every((byte, index) => body[index] === byte);
const asciiAt = (body: Uint8Array, offset: number, text: string) =>
  [...text].every((char, index) => body[offset + index] === char.charCodeAt(0));

/** Whether the first kilobyte reads as text (DXF is text): no NUL and no other control bytes but tab, CR, LF. */
const looksLikeText = (body: Uint8Array) =>
  body.subarray(0, 1024).every((byte) => byte === 9 || byte === 10 || byte === 13 || (byte >= 32 && byte !== 127));

/**
 * The type of an uploaded documentation file by its content (magic bytes), not its name: PDF, PNG, JPEG, GIF, BMP,
 * WebP, ZIP and the Office formats built on it, DWG, STEP and DXF; null for anything else.
 */
export const detectDocumentationFileType = (body: Uint8Array): FileType | null => {
  if (asciiAt(body, 0, '%PDF-')) {
    return { contentType: 'application/pdf', extensions: ['pdf'] };
  }
  if (startsWith(body, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) {
    return { contentType: 'image/png', extensions: ['png'] };
  }
  if (startsWith(body, 0xff, 0xd8, 0xff)) {
    return { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] };
  }
  if (asciiAt(body, 0, 'GIF87a') || asciiAt(body, 0, 'GIF89a')) {
    return { contentType: 'image/gif', extensions: ['gif'] };
  }
  if (asciiAt(body, 0, 'BM') && body.length > 26) {
    return { contentType: 'image/bmp', extensions: ['bmp'] };
  }
  if (asciiAt(body, 0, 'RIFF') && asciiAt(body, 8, 'WEBP')) {
    return { contentType: 'image/webp', extensions: ['webp'] };
  }
  if (startsWith(body, 0x50, 0x4b, 0x03, 0x04)) {
    return { contentType: 'application/zip', extensions: ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods'] };
  }
  if (asciiAt(body, 0, 'AC10')) {
    return { contentType: 'image/vnd.dwg', extensions: ['dwg'] };
  }
  if (asciiAt(body, 0, 'ISO-10303-21')) {
    return { contentType: 'model/step', extensions: ['step', 'stp'] };
  }
  if (looksLikeText(body) && /^\s*0\s*\r?\n\s*SECTION/.test(new TextDecoder().decode(body.subarray(0, 64)))) {
    return { contentType: 'image/vnd.dxf', extensions: ['dxf'] };
  }
  return null;
};

/** The content type to store an upload under, or null when its content is not allowed or does not match its name. */
export const checkDocumentationFile = (fileName: string, body: Uint8Array): string | null => {
  const type = detectDocumentationFileType(body);
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (!type || !extension || !type.extensions.includes(extension)) {
    return null;
  }
  return type.contentType;
};
