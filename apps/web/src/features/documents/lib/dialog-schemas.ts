import {
  assignDocumentBodySchema,
  copyDocumentFieldsSchema,
  forwardDocumentBodySchema,
  newOfferContactFieldsSchema,
  sendToSupplierBodySchema,
} from '@door/contract';
import { z } from 'zod';

// The dialogs' forms check the fields the user fills with the contract's own rules of the calls' bodies (§5: the
// server validates the same bodies with the same schemas); only the form shapes are the web's. Loaded with the
// dialogs only, so the list page itself loads no zod.

/** Assign (§5): a user must be picked. */
export const assignFormSchema = assignDocumentBodySchema.pick({ PartnerUserId: true });
/** Forward (§5): a contact must be picked, and only a contact with a user can be. */
export const forwardFormSchema = forwardDocumentBodySchema.pick({ ContactId: true });
/** Copy (§5): a document type is required. */
export const copyFormSchema = copyDocumentFieldsSchema;
/** Send to supplier (§5): a type and a contact are required; the comment is optional text of at most 255. */
export const sendToSupplierFormSchema = sendToSupplierBodySchema.pick({
  DocumentTypeId: true,
  NewProject: true,
  ContactId: true,
  Comment: true,
});
/** ERP export: a language is required (the call itself falls back to the default language; the dialog asks). */
export const erpExportFormSchema = z.object({ language: z.string().min(1, 'pickLanguage') });
/** New offer's inquiry customer: an existing contact. */
export const newOfferFormSchema = newOfferContactFieldsSchema;

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
