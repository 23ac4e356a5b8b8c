import { z } from 'zod';
import { GUID_PATTERN, LANGUAGES } from './constants';
import { ROLES } from './roles';

/** A lower-case, hyphenated GUID as every id on the wire is written. */
export const guidSchema = z.string().regex(GUID_PATTERN, 'must be a GUID').toLowerCase();

/** Schema of a supported language code. */
export const languageSchema = z.enum(LANGUAGES);

/** A text translated into every interface language. */
export const localizedTextSchema = z.object({ sl: z.string(), en: z.string(), de: z.string(), fr: z.string() });
/** A text translated into every interface language. */
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** Money on the wire: major units, at most two decimals. */
export const moneySchema = z.number().multipleOf(0.01);

/** The error body of every 4xx and 5xx reply. */
export const errorReplySchema = z
  .object({
    Message: z.string().describe("What went wrong, in the caller's language"),
    detail: z.string().optional().describe('A stable code of the error kind, or the fields that failed'),
  })
  .meta({ id: 'ErrorReply' });
/** The error body of every 4xx and 5xx reply. */
export type ErrorReply = z.infer<typeof errorReplySchema>;

/** A file handed over inside JSON (price file, EDI export, generated documents). */
export const fileReplySchema = z.object({ FileName: z.string(), MimeType: z.string(), Contents: z.string() });
/** A file handed over inside JSON. */
export type FileReply = z.infer<typeof fileReplySchema>;

/** Query of calls that act inside one brand partner. */
export const brandPartnerQuerySchema = z.object({ brandPartnerId: guidSchema });

/** Path parameter `{bpi}` / `{brandPartnerId}` / `{id}` of calls that take a brand partner or entity id. */
export const bpiParamsSchema = z.object({ bpi: guidSchema.describe('The brand partner (storefront) id') });
/** Path parameter `{id}`. */
export const idParamsSchema = z.object({ id: guidSchema });

/** Schema of a staff role. */
export const roleSchema = z.enum(ROLES);
