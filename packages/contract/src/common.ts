import { z } from 'zod';
import { GUID_PATTERN, LANGUAGES, ZERO_GUID } from './constants';
import { ROLES } from './roles';

/** A lower-case, hyphenated GUID as every id on the wire is written. */
export const guidSchema = z.string().regex(GUID_PATTERN, 'must be a GUID').toLowerCase();

/**
 * Every optional id a client sends (body, query): absent, null and the all-zero GUID all mean "none" (spec §9, the
 * CONVENTIONS); the server sees `undefined` for each. One rule for every route, walked by a test over the contract.
 */
export const optionalIdSchema = guidSchema
  .nullish()
  .transform((value) => (value === null || value === undefined || value === ZERO_GUID ? undefined : value));

// The characters no field of the product may carry: C0 controls other than tab, LF and CR (NUL breaks PostgreSQL
// text, the others XML 1.0 of the EDI export and every mail header), the non-characters U+FFFE/U+FFFF, and UTF-16
// surrogates without their pair (no valid UTF-8, so the database refuses them). No person types these; a client that
// sends them is broken or probing. DEL and C1 controls stay allowed: XML 1.0 and PostgreSQL carry them.
const UNSAFE_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point of this pattern.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text holds only characters every store and export of the product can carry (see `textSchema`). */
export const isSafeText = (value: string): boolean => !UNSAFE_TEXT.test(value);

const UNSAFE_TEXT_ALL = new RegExp(UNSAFE_TEXT.source, 'g');

/**
 * A text with every character the text rule refuses replaced by U+FFFD (the replacement character, as a UTF-8 decoder
 * shows what it cannot read): for texts stored before the rule held, and for echoing a refused text back.
 */
export const toSafeText = (value: string): string => value.replace(UNSAFE_TEXT_ALL, '\uFFFD');

/** The validation message of the text rule, named with the field by the server's 400. */
export const UNSAFE_TEXT_MESSAGE = 'must not contain control characters or unpaired surrogates';

/**
 * The one text rule of every string a client sends (body, query, path, form): a string without NUL, other C0
 * controls but tab/LF/CR, U+FFFE/U+FFFF or unpaired surrogates. Chain `.trim()`, `.max()` after it; forms may pass
 * their own message key.
 */
export const textSchema = (message: string = UNSAFE_TEXT_MESSAGE) => z.string().refine(isSafeText, { message });
/** A file sent inside JSON: base64, line breaks allowed (refused at the edge, naming the field, before anything decodes it). */
export const base64Schema = () => z.string().regex(/^[A-Za-z0-9+/=\r\n]*$/, 'must be base64');

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
    requestId: z
      .string()
      .optional()
      .describe(
        "The request's trace id when the server traces, else its x-request-id: name it when reporting the error",
      ),
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
