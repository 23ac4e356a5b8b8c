import { z } from 'zod';
import { guidSchema } from './common';
import { contactEmailSchema } from './inquiry';

/**
 * All data held about a person (GDPR Art. 15), by table: each table that names them, with its rows (columns as the
 * database names them; secrets such as password and token hashes left out). `Kept` lists the documents the law keeps
 * on erasure (issued offers, orders and order confirmations).
 */
export const personalDataExportSchema = z.object({
  ExportedAt: z.string(),
  Email: z.string(),
  Tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
/** Reply of the data exports. */
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

/** What an erasure did, by table: rows deleted and rows anonymised (never the erased values). */
export const personalDataErasureSchema = z.object({
  Deleted: z.record(z.string(), z.number().int()),
  Anonymised: z.record(z.string(), z.number().int()),
  /** Documents the law keeps with the buyer's name and address as issued. */
  KeptDocuments: z.number().int(),
});
/** Reply of an erasure. */
export type PersonalDataErasure = z.infer<typeof personalDataErasureSchema>;

/** `POST /account/delete`: the signed-in customer's own e-mail address typed again, as the confirmation. */
export const deleteAccountBodySchema = z.object({
  Email: z.string().max(250).describe("The account's e-mail address, typed again to confirm"),
});
/** Body of `POST /account/delete`. */
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** Whom staff export or erase: a contact of a storefront by e-mail (its registered customer account too). */
export const personalDataSubjectBodySchema = z.object({
  BrandPartnerId: guidSchema.describe('The storefront whose customer it is'),
  Email: contactEmailSchema.describe("The contact's e-mail address"),
});
/** Body of the staff's export and erasure. */
export type PersonalDataSubjectBody = z.infer<typeof personalDataSubjectBodySchema>;

/** `POST /manage/personalData/erase`: the subject and its e-mail typed again, as the confirmation. */
export const erasePersonalDataBodySchema = personalDataSubjectBodySchema.extend({
  Confirm: z.string().max(250).describe('The e-mail address typed again'),
});
/** Body of the staff's erasure. */
export type ErasePersonalDataBody = z.infer<typeof erasePersonalDataBodySchema>;
