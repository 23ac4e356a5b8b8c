/** Constants and helpers without zod: the web app's first load imports only these, roles and limits. */

/** The all-zero GUID: "none" (no project, no country). */
export const ZERO_GUID = '00000000-0000-0000-0000-000000000000';

/** A GUID in any letter case (ids on the wire are lower case). */
export const GUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
/** Whether a text is a GUID. */
export const isGuid = (value: string | null | undefined): value is string => GUID_PATTERN.test(value ?? '');
/** The GUID in a text (a query parameter, a pasted id) in lower case, or null when the text is not one. */
export const readGuid = (value: string | null | undefined): string | null =>
  isGuid(value) ? value.toLowerCase() : null;

/** Languages of the interface; unknown languages fall back to the first. */
export const LANGUAGES = ['sl', 'en', 'de', 'fr'] as const;
/** A language of the interface. */
export type Language = (typeof LANGUAGES)[number];
/** The language used when none or an unknown one is asked for. */
export const DEFAULT_LANGUAGE: Language = 'sl';
/** Picks a supported language from a header or stored value, falling back to Slovenian. */
export const resolveLanguage = (value: string | null | undefined): Language => {
  const code = (value ?? '').split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(code ?? '') ? (code as Language) : DEFAULT_LANGUAGE;
};

/** The default currency of documents and prices. */
export const DEFAULT_CURRENCY = 'EUR';
/** Version shown in the footer. */
export const APP_VERSION = '1.56.2';

/** Prefix of every API call of the specification. */
export const API_PREFIX = '/api/v1';

/** Fixed ids of the demo brand partners (CONVENTIONS). */
export const DEFAULT_BRAND_PARTNER_ID = '3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01';
/** The second demo brand partner. */
export const SECOND_BRAND_PARTNER_ID = '8e4a1b2c-3d5e-4f60-a718-293a4b5c6d02';
/** The inactive demo brand partner that redirects to the default. */
export const INACTIVE_BRAND_PARTNER_ID = 'c7d8e9f0-1a2b-4c3d-8e4f-5a6b7c8d9e03';

/** Image sizes of models and values: the original, XXL for model cards and M for parameter value pictures. */
export const IMAGE_VARIANTS = ['original', 'xxl', 'm'] as const;
/** An image size. */
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];
/** Pixel sizes (width × height) of the image variants. */
export const IMAGE_VARIANT_SIZES: Record<ImageVariant, { width: number; height: number }> = {
  original: { width: 600, height: 900 },
  xxl: { width: 400, height: 600 },
  m: { width: 120, height: 120 },
};

/** Signed file links (`GET /files/{signature}?key=&name=&expires=`): the path and the sizes of their parts. */
export const FILE_LINKS = {
  path: '/files',
  keyMaxLength: 500,
  nameMaxLength: 255,
  /** HMAC-SHA256 in base64url without padding. */
  signatureLength: 43,
} as const;

/**
 * The form of a model's definition (`GET /configurator/definition/…`): raised whenever it changes (2: the drawing roles
 * and kinds). The browser asks with it (`format`), so a new form is a new address and no browser keeps an older one.
 */
export const MODEL_DEFINITION_FORMAT = 2;

/** Data types of a parameter (specification §3): list types pick a value, the others carry a custom value. */
export const DATA_TYPES = ['string', 'integer', 'double', 'decimal', 'data', 'color', 'text', 'comment'] as const;
/** A parameter data type. */
export type DataType = (typeof DATA_TYPES)[number];
/** Data types whose choice is one of the parameter's values (the others take `customValue`). */
export const LIST_DATA_TYPES: readonly DataType[] = ['string', 'data', 'color'];
/** Data types whose choice is a number typed by the user within MinValue..MaxValue. */
export const NUMERIC_DATA_TYPES: readonly DataType[] = ['integer', 'double', 'decimal'];

/** Fixed ids of the entity statuses (CategoryStatusId and other status ids of catalogue entities). */
export const ENTITY_STATUS_IDS = {
  active: '0d7b1c10-0004-4000-8000-000000000001',
  inactive: '0d7b1c10-0004-4000-8000-000000000002',
} as const;
