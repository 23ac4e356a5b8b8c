import { z } from 'zod';
import { guidSchema, textSchema } from './common';
import { LIMITS } from './limits';

/** Largest file attached to a configuration's technical documentation (25 MB). */
export const DOCUMENTATION_FILE_MAX_BYTES = 25 * 1024 * 1024;
/** Largest file name of a documentation item. */
export const DOCUMENTATION_FILE_NAME_MAX = 255;

/** One item of a configuration's technical documentation. */
export const documentationItemSchema = z.object({
  ConfigurationDocumentationId: guidSchema,
  /** A signed download link of a stored file, or the address of a URL item. */
  Url: z.string(),
  FileName: z.string(),
  UserModified: z.string().describe('Who added the item; empty for generated files'),
  DateModified: z.string().describe('ISO date and time'),
  IsUserUploaded: z.boolean(),
});
/** One documentation item. */
export type DocumentationItem = z.infer<typeof documentationItemSchema>;

/** `GET /document/configuration/{id}/documentation`: items, status and what the caller may do. */
export const documentationReplySchema = z.object({
  Documentation: z.array(documentationItemSchema),
  DocumentStatus: z.string().describe('The configuration’s status name in the caller’s language; empty when none'),
  DocumentStatusId: guidSchema.nullable(),
  CanRequestDocumentation: z.boolean(),
  CanRequestSpecialDocumentation: z.boolean(),
  CanLoadSpecialDocumentation: z.boolean(),
  CanEdit: z.boolean(),
});
/** The documentation of a configuration. */
export type DocumentationReply = z.infer<typeof documentationReplySchema>;

/** Query of the documentation calls. */
export const documentationQuerySchema = z.object({ brandPartnerId: guidSchema });

/** Query of `POST /config/generateDocumentation`. */
export const generateDocumentationQuerySchema = z.object({
  documentConfigurationId: guidSchema,
  brandPartnerId: guidSchema,
});

/** Reply naming the configuration's new status. */
export const statusNameReplySchema = z.object({ StatusName: z.string(), DocumentStatusId: guidSchema });
/** Reply of a documentation request. */
export type StatusNameReply = z.infer<typeof statusNameReplySchema>;

/** Body of the special documentation calls (`requestSpecialDocumentation`, `loadSpecialDocumentation`). */
export const specialDocumentationBodySchema = z.object({
  DocumentConfigurationId: guidSchema,
  BrandPartnerId: guidSchema,
  WebUrl: textSchema().max(LIMITS.webUrlMax).describe('The configurator’s own link base'),
});
/** Body of the special documentation calls. */
export type SpecialDocumentationBody = z.infer<typeof specialDocumentationBodySchema>;

/** Reply of the special documentation calls. */
export const specialDocumentationReplySchema = z.object({
  Message: z.string(),
  StatusName: z.string(),
  DocumentStatusId: guidSchema.nullable(),
});
/** Reply of the special documentation calls. */
export type SpecialDocumentationReply = z.infer<typeof specialDocumentationReplySchema>;

/** A documentation URL as the dialog checks it: name and url required, url 1 to 255 characters. */
export const documentationUrlFormSchema = z.object({
  FileName: textSchema().trim().min(1).max(DOCUMENTATION_FILE_NAME_MAX),
  Url: textSchema().trim().min(1).max(LIMITS.documentationUrlMax),
});
/** The URL dialog's values. */
export type DocumentationUrlForm = z.infer<typeof documentationUrlFormSchema>;

/** Body of `POST /document/configuration/{id}/documentation`: a URL or a base64 file, with its name. */
export const addDocumentationBodySchema = z
  .object({
    BrandPartnerId: guidSchema,
    FileName: textSchema().trim().min(1).max(DOCUMENTATION_FILE_NAME_MAX),
    Url: textSchema().trim().min(1).max(LIMITS.documentationUrlMax).nullish(),
    Base64File: z
      .string()
      .min(1)
      .max(Math.ceil(DOCUMENTATION_FILE_MAX_BYTES / 3) * 4 + 4)
      .nullish(),
  })
  .refine((body) => Boolean(body.Url) !== Boolean(body.Base64File), {
    message: 'give either Url or Base64File',
    path: ['Url'],
  });
/** Body of adding a documentation item. */
export type AddDocumentationBody = z.infer<typeof addDocumentationBodySchema>;

/** Body of `POST /document/configuration/{id}/documentation/zip`: the items to put in one zip file. */
export const documentationZipBodySchema = z.object({
  BrandPartnerId: guidSchema,
  Ids: z.array(guidSchema).min(1).max(200),
});
/** Body of the zip call. */
export type DocumentationZipBody = z.infer<typeof documentationZipBodySchema>;

/** One item of the public documents page (`GET /configurator/{id}/documents`); items without Url are left out. */
export const publicDocumentItemSchema = z.object({
  ConfigurationDocumentationId: guidSchema,
  Url: z.string(),
  FileName: z.string(),
  DateModified: z.string(),
});
/** One public document item. */
export type PublicDocumentItem = z.infer<typeof publicDocumentItemSchema>;
