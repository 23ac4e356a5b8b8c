import { guidSchema, LIMITS, textSchema } from '@door/contract';
import { z } from 'zod';

// The dialogs' request shapes of §7, checked with the contract's own building blocks (guidSchema, textSchema, LIMITS)
// the server's request schemas use; loaded with the dialogs only, so the list page itself loads no zod.

const pick = (message: string) => z.string().min(1, message).pipe(guidSchema);

/** Assign (§5): a user must be picked. */
export const assignFormSchema = z.object({ PartnerUserId: pick('pickUser') });
/** Forward (§5): a contact must be picked, and only a contact with a user can be. */
export const forwardFormSchema = z.object({ ContactId: pick('pickContact') });
/** Copy (§5): a document type is required. */
export const copyFormSchema = z.object({ DocumentTypeId: pick('pickType'), NewProject: z.boolean() });
/** Send to supplier (§5): a type and a contact are required; the comment is optional text. */
export const sendToSupplierFormSchema = z.object({
  DocumentTypeId: pick('pickType'),
  NewProject: z.boolean(),
  ContactId: pick('pickContact'),
  Comment: textSchema().pipe(z.string().max(LIMITS.textMax, 'tooLong')),
});
/** ERP export: a language is required. */
export const erpExportFormSchema = z.object({ language: z.string().min(1, 'pickLanguage') });
/** New offer's inquiry customer: an existing contact. */
export const newOfferFormSchema = z.object({ ContactId: pick('pickContact') });

/** Whether a file name is an XML file (EDI import accepts XML only, §5). */
export const isXmlFileName = (name: string): boolean => /\.xml$/i.test(name.trim());

/** The base64 of a file's bytes, as the EDI import sends it. */
export const fileToBase64 = async (file: Blob): Promise<string> => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
};

/** Saves a base64 file reply (EDI export, production file) as a download. */
export const downloadBase64 = (fileName: string, mimeType: string, contents: string): void => {
  const binary = atob(contents);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) {
    bytes[index] = binary.charCodeAt(index);
  }
  const url = URL.createObjectURL(new Blob([bytes], { type: mimeType || 'application/octet-stream' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** The error text of a failed action: the server's Message, else the general exception (network failures, §8). */
export const actionErrorMessage = (error: unknown, general: string): string =>
  error instanceof Error && error.message && !/^\d+$/.test(error.message) ? error.message : general;
