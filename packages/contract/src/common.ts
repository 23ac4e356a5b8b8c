import { z } from 'zod';

/** The all-zero GUID: "none" (no project, no country). */
export const ZERO_GUID = '00000000-0000-0000-0000-000000000000';

/** A lower-case, hyphenated GUID as every id on the wire is written. */
export const guidSchema = z
  .string()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'must be a GUID')
  .toLowerCase();

/** Languages of the interface; unknown languages fall back to the first. */
export const LANGUAGES = ['sl', 'en', 'de', 'fr'] as const;
/** A language of the interface. */
export type Language = (typeof LANGUAGES)[number];
/** The language used when none or an unknown one is asked for. */
export const DEFAULT_LANGUAGE: Language = 'sl';
/** Schema of a supported language code. */
export const languageSchema = z.enum(LANGUAGES);

/** Picks a supported language from a header or stored value, falling back to Slovenian. */
export const resolveLanguage = (value: string | null | undefined): Language => {
  const code = (value ?? '').split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(code ?? '') ? (code as Language) : DEFAULT_LANGUAGE;
};

/** A text translated into every interface language. */
export const localizedTextSchema = z.object({ sl: z.string(), en: z.string(), de: z.string(), fr: z.string() });
/** A text translated into every interface language. */
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** Money on the wire: major units, at most two decimals. */
export const moneySchema = z.number().multipleOf(0.01);
/** The default currency of documents and prices. */
export const DEFAULT_CURRENCY = 'EUR';

/** The error body of every 4xx and 5xx reply. */
export const errorReplySchema = z.object({ Message: z.string(), detail: z.string().optional() });
/** The error body of every 4xx and 5xx reply. */
export type ErrorReply = z.infer<typeof errorReplySchema>;

/** A file handed over inside JSON (price file, EDI export, generated documents). */
export const fileReplySchema = z.object({ FileName: z.string(), MimeType: z.string(), Contents: z.string() });
/** A file handed over inside JSON. */
export type FileReply = z.infer<typeof fileReplySchema>;

/** Query of calls that act inside one brand partner. */
export const brandPartnerQuerySchema = z.object({ brandPartnerId: guidSchema });

/** Path parameter `{bpi}` / `{brandPartnerId}` / `{id}` of calls that take a brand partner or entity id. */
export const bpiParamsSchema = z.object({ bpi: guidSchema });
/** Path parameter `{id}`. */
export const idParamsSchema = z.object({ id: guidSchema });

/** Version shown in the footer. */
export const APP_VERSION = '1.56.2';
