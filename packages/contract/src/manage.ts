import { z } from 'zod';
import { isEmail } from './account';
import { brandStyleSchema, footerSchema } from './brand';
import { contrastRatio, contrastSuggestions, WCAG_AA_CONTRAST } from './colour';
import { guidSchema, languageSchema, optionalIdSchema, roleSchema, textSchema } from './common';
import { type Language, ZERO_GUID } from './constants';
import { isAllowedLink } from './links';

/** What the audit log records: catalogue publishes and every management write. */
export const AUDIT_ENTITY_TYPES = [
  'catalogue',
  'brand',
  'partner',
  'user',
  'brandPartner',
  'personalData',
  'machineKey',
  'webhook',
] as const;

/** Filters of `GET /manage/audit` and its CSV export: entity type, action, actor (name or e-mail), time span. */
export const auditFilterSchema = z.object({
  entityType: z.enum(AUDIT_ENTITY_TYPES).optional().describe('Only entries of this kind of entity'),
  action: textSchema().max(60).optional().describe('Only this action, e.g. catalogue.publish'),
  actor: textSchema().max(100).optional().describe("Part of the actor's name or e-mail"),
  from: z.iso.datetime({ offset: true }).optional().describe('Entries at or after this time'),
  to: z.iso.datetime({ offset: true }).optional().describe('Entries before this time'),
});

/** Query of `GET /manage/audit`: the filters and a page (newest first). */
export const auditQuerySchema = auditFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
/** Query of `GET /manage/audit`, as sent. */
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** An entry of the audit log: who (null: the server itself), when, what, the entity before and after. */
export const auditEntrySchema = z.object({
  AuditEntryId: guidSchema,
  CreatedAt: z.string(),
  ActorUserId: guidSchema.nullable(),
  ActorName: z.string(),
  Action: z.string(),
  EntityType: z.string(),
  EntityId: z.string(),
  EntityName: z.string(),
  Before: z.record(z.string(), z.unknown()).nullable(),
  After: z.record(z.string(), z.unknown()).nullable(),
});
/** An entry of the audit log. */
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * The most bytes of the entries of one page of `GET /manage/audit` (each entry is bounded when written, at most
 * about 17 KB): past it, an entry's before and after come as their hash and size only (the export holds them).
 */
export const AUDIT_PAGE_MAX_BYTES = 1_000_000;

/** The file name of the audit log's CSV export in a language, for a day (`YYYY-MM-DD`). */
export const auditCsvFileName = (lang: Language, day: string): string =>
  `${{ sl: 'revizijska-sled', en: 'audit-log', de: 'pruefprotokoll', fr: 'journal-audit' }[lang]}-${day}.csv`;

/** Reply of `GET /manage/audit`: a page of entries, newest first, and how many match. */
export const auditPageSchema = z.object({
  Items: z.array(auditEntrySchema),
  Total: z.number().int(),
  Page: z.number().int(),
  PageSize: z.number().int(),
});
/** Reply of `GET /manage/audit`. */
export type AuditPage = z.infer<typeof auditPageSchema>;
/** The filters of the audit log, as validated. */
export type AuditFilter = z.output<typeof auditFilterSchema>;

/** A page of a management list: a search over names (and e-mails), newest names first by name, and the page. */
export const managePageQuerySchema = z.object({
  search: textSchema().max(100).optional().describe('Part of a name or e-mail'),
  includeInactive: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe('List deactivated records too'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
/** Query of a management list, as sent. */
export type ManagePageQuery = z.input<typeof managePageQuerySchema>;
/** Query of a management list, as validated. */
export type ManagePageFilter = z.output<typeof managePageQuerySchema>;

/** Query of `GET /manage/users`: the page and, optionally, one partner's users. */
export const manageUsersQuerySchema = managePageQuerySchema.extend({
  partnerId: optionalIdSchema.describe("Only this partner's users"),
});
/** Query of `GET /manage/users`, as sent. */
export type ManageUsersQuery = z.input<typeof manageUsersQuerySchema>;

const nameSchema = (max: number) => textSchema().trim().min(1).max(max);

/** A footer or banner link: empty, or an address starting with https:, http:, mailto: or tel: (issue 37). */
const linkSchema = textSchema()
  .trim()
  .max(500)
  .refine(isAllowedLink, { message: 'must be empty or start with https:, http:, mailto: or tel:' });
const emailSchema = textSchema()
  .trim()
  .max(250)
  .refine((value) => isEmail(value), { message: 'must be an e-mail address' });
/** A reference that may be none: null, or the all-zero GUID as the specification's clients send "none". */
const noneOrIdSchema = guidSchema.nullable().transform((value) => (value === ZERO_GUID ? null : value));
/** Every write names the version it read: a stale one is refused with 409. */
const versionSchema = z.number().int().min(1).describe('The version read; a stale one is refused with 409');

/** A staff user as management sees it (never a password). */
export const managedUserSchema = z.object({
  UserId: guidSchema,
  Email: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Role: roleSchema,
  PartnerId: guidSchema,
  PartnerName: z.string(),
  IsOem: z.boolean(),
  IsOemAdmin: z.boolean(),
  IsParentPartner: z.boolean(),
  BrandPartnerIds: z.array(guidSchema),
  DefaultBrandPartnerId: guidSchema.nullable(),
  Language: languageSchema,
  IsActive: z.boolean(),
  /** True until the user has set a password through the invitation. */
  InvitationPending: z.boolean(),
  /** The new address of an e-mail change until it confirms it (48 hours); the user keeps `Email` until then. */
  PendingEmail: z.string().nullable(),
  Version: z.number().int(),
});
/** A staff user as management sees it. */
export type ManagedUser = z.infer<typeof managedUserSchema>;

/** Body of `POST /manage/users`: the new user; an invitation is mailed to the address. */
export const createUserBodySchema = z.object({
  Email: emailSchema,
  FirstName: nameSchema(50),
  LastName: nameSchema(50),
  Role: roleSchema,
  PartnerId: guidSchema,
  IsOem: z.boolean().default(false),
  IsOemAdmin: z.boolean().default(false),
  IsParentPartner: z.boolean().default(false),
  BrandPartnerIds: z.array(guidSchema).min(1).max(200),
  DefaultBrandPartnerId: optionalIdSchema.describe('The default storefront; the first granted one when none'),
  Language: languageSchema.default('sl'),
});
/** Body of `POST /manage/users`, as sent. */
export type CreateUserBody = z.input<typeof createUserBodySchema>;

/** Body of `PUT /manage/users/{userId}`: the whole record with the version read; IsActive false deactivates. */
export const updateUserBodySchema = createUserBodySchema.extend({ IsActive: z.boolean(), Version: versionSchema });
/** Body of `PUT /manage/users/{userId}`, as sent. */
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

/** A page of users. */
export const managedUserPageSchema = z.object({
  Items: z.array(managedUserSchema),
  Total: z.number().int(),
  Page: z.number().int(),
  PageSize: z.number().int(),
});
/** A page of users. */
export type ManagedUserPage = z.infer<typeof managedUserPageSchema>;

/** Path of the calls on one user. */
export const userParamsSchema = z.object({ userId: guidSchema });
/** Path of the calls on one partner. */
export const partnerParamsSchema = z.object({ partnerId: guidSchema });
/** Path of the calls on one brand partner. */
export const brandPartnerParamsSchema = z.object({ brandPartnerId: guidSchema });

/** A partner's postal address. */
export const partnerAddressSchema = z.object({
  Street: textSchema().trim().max(200).default(''),
  PostalCode: textSchema().trim().max(20).default(''),
  City: textSchema().trim().max(100).default(''),
  Country: textSchema().trim().max(100).default(''),
});
/**
 * A partner's contact person (the contacts documents are forwarded to): `ContactId` null for a new one; a contact left
 * out of a partner's list is deactivated (documents may name it), never deleted.
 */
export const partnerContactSchema = z.object({
  ContactId: guidSchema.nullable().default(null),
  Title: textSchema().trim().max(100).default(''),
  FirstName: nameSchema(50),
  LastName: nameSchema(50),
  Email: z.union([emailSchema, z.literal('')]).default(''),
  Telephone: textSchema().trim().max(50).default(''),
});
/** A partner's contact person, as sent. */
export type PartnerContactInput = z.input<typeof partnerContactSchema>;

/** A partner as management sees it. */
export const managedPartnerSchema = z.object({
  PartnerId: guidSchema,
  Name: z.string(),
  ParentPartnerId: guidSchema.nullable(),
  ParentPartnerName: z.string(),
  IsOem: z.boolean(),
  IsActive: z.boolean(),
  Address: partnerAddressSchema,
  Contacts: z.array(partnerContactSchema),
  UserCount: z.number().int(),
  Version: z.number().int(),
});
/** A partner as management sees it. */
export type ManagedPartner = z.infer<typeof managedPartnerSchema>;

/** Body of `POST /manage/partners`. */
export const createPartnerBodySchema = z.object({
  Name: nameSchema(250),
  ParentPartnerId: noneOrIdSchema,
  IsOem: z.boolean().default(false),
  Address: partnerAddressSchema.default({ Street: '', PostalCode: '', City: '', Country: '' }),
  Contacts: z.array(partnerContactSchema).max(20).default([]),
});
/** Body of `POST /manage/partners`, as sent. */
export type CreatePartnerBody = z.input<typeof createPartnerBodySchema>;

/** Body of `PUT /manage/partners/{partnerId}`. */
export const updatePartnerBodySchema = createPartnerBodySchema.extend({
  IsActive: z.boolean(),
  Version: versionSchema,
});
/** Body of `PUT /manage/partners/{partnerId}`, as sent. */
export type UpdatePartnerBody = z.input<typeof updatePartnerBodySchema>;

/** A page of partners. */
export const managedPartnerPageSchema = z.object({
  Items: z.array(managedPartnerSchema),
  Total: z.number().int(),
  Page: z.number().int(),
  PageSize: z.number().int(),
});
/** A page of partners. */
export type ManagedPartnerPage = z.infer<typeof managedPartnerPageSchema>;

/** A theme colour: #rrggbb. */
export const themeColorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour #rrggbb')
  .toLowerCase();

/**
 * The colour pairs of a storefront that should be readable (WCAG 2.2 AA, 4.5:1): text colour on its background. The
 * editor checks them as the maintainer types and offers the nearest passing shade; the server stores any valid
 * colours (the specification's default button #86A33C with white text is one that fails), and the storefront always
 * paints the accessible shade of a failing pair (the web app's theme), so no customer meets an unreadable pair.
 */
export const THEME_COLOR_PAIRS = [
  { text: 'HeaderFontColor', background: 'BackgroundColor' },
  { text: 'ButtonFontColor', background: 'ButtonColor' },
  { text: 'ExposedBannerFontColor', background: 'ExposedBannerColor' },
] as const;

/**
 * A logo's address: empty, a web address or path, or an image inlined as a data address (PNG, JPEG, SVG: shown in an
 * `img`, where an SVG runs no script).
 */
export const imageAddressSchema = textSchema()
  .trim()
  .max(300_000)
  .refine((value) => value === '' || /^(https?:\/\/|\/|data:image\/(png|jpeg|svg\+xml)[;,])/i.test(value), {
    message: 'must be a web address, a path or an inlined PNG, JPEG or SVG image',
  });

/** A storefront's theme as management edits it: colours checked, texts and addresses plain. */
export const manageThemeSchema = z.object({
  BackgroundColor: themeColorSchema,
  HeaderFontColor: themeColorSchema,
  ButtonColor: themeColorSchema,
  ButtonFontColor: themeColorSchema,
  HeaderLogo: imageAddressSchema,
  HeaderLogotype: imageAddressSchema,
  HeaderText: textSchema().trim().max(200),
  ShowExposedBanner: z.boolean(),
  ExposedBannerText: textSchema().trim().max(500),
  ExposedBannerUrl: linkSchema,
  ExposedBannerColor: themeColorSchema,
  ExposedBannerFontColor: themeColorSchema,
});

/**
 * A storefront's default payment or delivery term, copied into every new document of the storefront: `TermId` null for
 * a new one (an existing one keeps its texts in other languages); `Value` the cash discount in percent, payment
 * terms only.
 */
export const defaultTermSchema = z.object({
  TermId: guidSchema.nullable().default(null),
  Kind: z.enum(['payment', 'delivery']),
  Name: nameSchema(200),
  Description: textSchema().trim().max(2000).default(''),
  Value: z.number().min(0).max(100).multipleOf(0.01).nullable().default(null),
  SortOrder: z.number().int().min(0).max(100_000).default(0),
});
/** A storefront's default term, as sent. */
export type DefaultTermInput = z.input<typeof defaultTermSchema>;

/** A storefront (brand partner) as management sees it. */
export const managedBrandPartnerSchema = z.object({
  BrandPartnerId: guidSchema,
  BrandId: guidSchema,
  BrandName: z.string(),
  PartnerId: guidSchema,
  PartnerName: z.string(),
  Title: z.string(),
  IsActive: z.boolean(),
  RedirectBrandPartnerId: guidSchema.nullable(),
  Style: brandStyleSchema,
  Footer: footerSchema,
  InquiryEmail: z.string(),
  /** Markup on the brand's catalogue prices in percent (−50 … +300). */
  PriceMarkupPercent: z.number(),
  Currency: z.string(),
  ShowConsents: z.boolean(),
  /** How many days a sent offer stays valid by default. */
  OfferValidityDays: z.number().int(),
  /** How many days before an offer expires its customer is reminded; null: never (the default). */
  OfferReminderDays: z.number().int().nullable(),
  EnabledApplication: z.boolean(),
  EnabledEdifactExport: z.boolean(),
  EnabledEdifactImport: z.boolean(),
  DefaultTerms: z.array(defaultTermSchema),
  Version: z.number().int(),
});
/** A storefront as management sees it. */
export type ManagedBrandPartner = z.infer<typeof managedBrandPartnerSchema>;

/** Body of `PUT /manage/brand-partners/{brandPartnerId}`: the storefront's settings with the version read. */
export const updateBrandPartnerBodySchema = z.object({
  Title: nameSchema(200),
  IsActive: z.boolean(),
  RedirectBrandPartnerId: noneOrIdSchema,
  Style: manageThemeSchema,
  Footer: z.object({
    Footer1text: textSchema().trim().max(100),
    Footer1url: linkSchema,
    Footer2text: textSchema().trim().max(100),
    Footer2url: linkSchema,
    Footer3text: textSchema().trim().max(100),
    Footer3url: linkSchema,
  }),
  InquiryEmail: emailSchema,
  PriceMarkupPercent: z.number().min(-50).max(300).multipleOf(0.01),
  ShowConsents: z.boolean(),
  OfferValidityDays: z.number().int().min(1).max(365).default(30),
  OfferReminderDays: z.number().int().min(1).max(60).nullable().default(null),
  EnabledApplication: z.boolean(),
  EnabledEdifactExport: z.boolean().default(false),
  EnabledEdifactImport: z.boolean().default(false),
  DefaultTerms: z.array(defaultTermSchema).max(50).default([]),
  Version: versionSchema,
});
/** Body of `PUT /manage/brand-partners/{brandPartnerId}`, as sent. */
export type UpdateBrandPartnerBody = z.input<typeof updateBrandPartnerBodySchema>;

/** Body of `POST /manage/brand-partners`: a new storefront of a brand for a partner (OEM admins). */
export const createBrandPartnerBodySchema = updateBrandPartnerBodySchema.omit({ Version: true }).extend({
  BrandId: guidSchema,
  PartnerId: guidSchema,
});
/** Body of `POST /manage/brand-partners`, as sent. */
export type CreateBrandPartnerBody = z.input<typeof createBrandPartnerBodySchema>;

/** A page of storefronts. */
export const managedBrandPartnerPageSchema = z.object({
  Items: z.array(managedBrandPartnerSchema),
  Total: z.number().int(),
  Page: z.number().int(),
  PageSize: z.number().int(),
});
/** A page of storefronts. */
export type ManagedBrandPartnerPage = z.infer<typeof managedBrandPartnerPageSchema>;

/**
 * Reply of `GET /manage/scope`: what the caller may manage and grant: nothing for most users; everything for the
 * manufacturer's OEM admins; for a head of sales its own partner and children, the roles, flags and storefronts it
 * holds itself.
 */
export const manageScopeSchema = z.object({
  CanManageUsers: z.boolean(),
  CanManagePartners: z.boolean(),
  CanManageBrandPartners: z.boolean(),
  CanReadAudit: z.boolean(),
  GrantableRoles: z.array(roleSchema),
  GrantableFlags: z.object({ IsOem: z.boolean(), IsOemAdmin: z.boolean(), IsParentPartner: z.boolean() }),
  Partners: z.array(z.object({ PartnerId: guidSchema, Name: z.string(), ParentPartnerId: guidSchema.nullable() })),
  BrandPartners: z.array(z.object({ BrandPartnerId: guidSchema, Title: z.string(), BrandName: z.string() })),
  Brands: z.array(z.object({ BrandId: guidSchema, Name: z.string() })),
});
/** Reply of `GET /manage/scope`. */
export type ManageScope = z.infer<typeof manageScopeSchema>;

/**
 * The pairs of a theme below WCAG AA contrast, each with its ratio and what makes it readable, nearest first: a shade
 * of its background or of its text, each naming the field it changes and checked to pass (`contrastSuggestions`).
 */
export const themeContrastFindings = (
  theme: Record<(typeof THEME_COLOR_PAIRS)[number]['text' | 'background'], string>,
) =>
  THEME_COLOR_PAIRS.flatMap((pair) => {
    const ratio = contrastRatio(theme[pair.text], theme[pair.background]);
    if (ratio >= WCAG_AA_CONTRAST) {
      return [];
    }
    const suggestions = contrastSuggestions(theme[pair.text], theme[pair.background]).map((suggestion) => ({
      ...suggestion,
      field: suggestion.change === 'text' ? pair.text : pair.background,
    }));
    return [{ ...pair, ratio, suggestions }];
  });
