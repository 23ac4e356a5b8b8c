import { z } from 'zod';
import { guidSchema } from './common';

export {
  DOCUMENT_STATUS_IDS,
  DOCUMENT_TYPE_IDS,
  type DocumentStatusCode,
  type DocumentTypeCode,
  PROJECT_STATUS_IDS,
  type ProjectStatusCode,
} from './reference-ids';

/** An item of `GET /selection/countrylist`, name localized by Accept-Language. */
export const countrySchema = z.object({ CountryId: guidSchema, Code: z.string(), Name: z.string() });
/** Reply of `GET /selection/countrylist`. */
export const countryListSchema = z.array(countrySchema);
/** An item of `GET /selection/countrylist`. */
export type Country = z.infer<typeof countrySchema>;

/** An item of `GET /selection/language` and `/selection/language/{documentId}`. */
export const languageItemSchema = z.object({
  LanguageId: guidSchema,
  Name: z.string(),
  Code: z.string(),
  IsDefault: z.boolean(),
});
/** Reply of `GET /selection/language`. */
export const languageListSchema = z.array(languageItemSchema);
/** An item of `GET /selection/language`. */
export type LanguageItem = z.infer<typeof languageItemSchema>;

/** An item of `GET /selection/documenttype/{bpi}`. */
export const documentTypeOptionSchema = z.object({ DocumentTypeId: guidSchema, Name: z.string() });
/** Reply of `GET /selection/documenttype/{bpi}`. */
export const documentTypeListSchema = z.array(documentTypeOptionSchema);
/** An item of `GET /selection/documenttype/{bpi}`. */
export type DocumentTypeOption = z.infer<typeof documentTypeOptionSchema>;
