import { z } from 'zod';
import { guidSchema, textSchema } from './common';
import { LIMITS } from './limits';
import { isAdminRole, isInstallerRole, type Role } from './roles';

/** The two kinds of remark of a configuration in a document: `type=0` sales, `type=1` installer. */
export const REMARK_TYPES = { sales: 0, installer: 1 } as const;
/** A remark kind by name. */
export type RemarkKind = keyof typeof REMARK_TYPES;
/** A remark kind as the wire writes it (0 or 1). */
export type RemarkType = (typeof REMARK_TYPES)[RemarkKind];

/** The file name endings of remark images (§9), compared case-insensitively. */
export const REMARK_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.bmp', '.png'] as const;
/** Largest remark image, after base64 decoding (DOMAIN: 10 MB). */
export const REMARK_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Largest base64 text of a remark image: 4 characters per 3 bytes. */
export const REMARK_IMAGE_BASE64_MAX_LENGTH = Math.ceil(REMARK_IMAGE_MAX_BYTES / 3) * 4;

/** Whether a file name ends in one of the remark image extensions (any case). */
export const isRemarkImageName = (fileName: string): boolean => {
  const lower = fileName.trim().toLowerCase();
  return REMARK_IMAGE_EXTENSIONS.some((extension) => lower.endsWith(extension) && lower.length > extension.length);
};

/** Who may write remarks of a kind (§6): sales remarks admins and sales, installer remarks installers. */
export const canWriteRemark = (role: Role | null | undefined, kind: RemarkKind): boolean =>
  kind === 'sales' ? isAdminRole(role) : isInstallerRole(role);

/** The remark kind of a `type` query value. */
export const remarkKindOf = (type: RemarkType): RemarkKind => (type === REMARK_TYPES.sales ? 'sales' : 'installer');

/** Message key of a file that is not a remark image ('not an image' under the upload title). */
export const NOT_AN_IMAGE = 'notAnImage';

/** `?type=` of the remark calls: 0 sales, 1 installer. */
export const remarkTypeQuerySchema = z.object({
  type: z
    .enum(['0', '1'])
    .transform((value) => Number(value) as RemarkType)
    .describe('0: sales remarks, 1: installer remarks'),
});

/** One remark as `GET /document/configuration/{id}/notes` lists it (the text under the key of its kind). */
export const remarkSchema = z
  .object({
    SalesDocumentConfigurationCommentId: guidSchema,
    SalesComment: z.string().optional().describe('The text of a sales remark'),
    InstallerComment: z.string().optional().describe('The text of an installer remark'),
    CommentImageUrl: z.string().nullable().describe('Signed link to the image, valid without a bearer token'),
    CommentImageName: z.string().nullable(),
    Date: z.string().describe('ISO 8601 time the remark was written'),
    User: z.string().describe('Name of the author'),
    CanDelete: z.boolean(),
  })
  .meta({ id: 'ConfigurationRemark' });
/** One remark of a configuration in a document. */
export type Remark = z.infer<typeof remarkSchema>;

/** The remarks of one kind, newest first. */
export const remarkListSchema = z.array(remarkSchema);

/** The remark form of the web app: text required, an optional image whose name must be a remark image name. */
export const remarkFormSchema = z.object({
  Comment: textSchema().trim().min(1).max(LIMITS.commentMax),
  FileName: textSchema()
    .max(LIMITS.textMax)
    .nullable()
    .refine((name) => name === null || isRemarkImageName(name), { message: NOT_AN_IMAGE }),
});

// Standard base64 without line breaks, as a browser's FileReader writes it, optionally as a data: URL.
const BASE64_PATTERN = /^(?:data:[\w/+.-]{1,100};base64,)?[A-Za-z0-9+/]*={0,2}$/;

/** Body of `POST /document/configuration/{id}/notes?type=`: text, and an image as base64 with its name. */
export const remarkCreateBodySchema = z
  .object({
    BrandPartnerId: guidSchema,
    Comment: textSchema().trim().min(1).max(LIMITS.commentMax),
    FileBase64: z
      .string()
      .max(REMARK_IMAGE_BASE64_MAX_LENGTH + 100)
      .regex(BASE64_PATTERN, 'must be base64')
      .nullable()
      .optional()
      .describe('The image, base64 (a data: URL prefix is accepted); at most 10 MB decoded'),
    FileName: textSchema()
      .trim()
      .max(LIMITS.textMax)
      .nullable()
      .optional()
      .describe('Name of the image: .jpg, .jpeg, .bmp or .png'),
  })
  .superRefine((body, context) => {
    const hasFile = Boolean(body.FileBase64);
    if (hasFile && !body.FileName) {
      context.addIssue({ code: 'custom', path: ['FileName'], message: 'required with FileBase64' });
    } else if (hasFile && body.FileName && !isRemarkImageName(body.FileName)) {
      context.addIssue({ code: 'custom', path: ['FileName'], message: 'must end in .jpg, .jpeg, .bmp or .png' });
    }
  });
/** A new remark. */
export type RemarkCreateBody = z.infer<typeof remarkCreateBodySchema>;

/** Path of the remark calls. */
export const remarkParamsSchema = z.object({ id: guidSchema.describe('The configuration in the document') });
/** Path of `DELETE /document/configuration/{id}/notes/{noteId}`. */
export const remarkDeleteParamsSchema = remarkParamsSchema.extend({ noteId: guidSchema.describe('The remark') });
