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

// The EDI import dialog reads its file with the app's one helper.
export { fileToBase64 } from '#web/lib/files';
