import type { BrandStyle, Footer, Language } from '@door/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './helpers';

/** A product line of the manufacturer: catalogue and default look. */
export const brands = pgTable('brands', {
  id: idColumn(),
  name: varchar('name', { length: 200 }).notNull(),
  createdAt: createdAtColumn(),
});

/** A partner's postal address (management pages). */
export type PartnerAddress = Partial<{ Street: string; PostalCode: string; City: string; Country: string }>;

/** A company in the sales chain: manufacturer (OEM), distributor, dealer. */
export const partners = pgTable(
  'partners',
  {
    id: idColumn(),
    name: varchar('name', { length: 250 }).notNull(),
    parentPartnerId: uuid('parent_partner_id').references((): AnyPgColumn => partners.id),
    isOem: boolean('is_oem').notNull().default(false),
    /** Next project number; incremented in the transaction that creates a project. */
    nextProjectNumber: integer('next_project_number').notNull().default(1),
    /** A partner with documents is never deleted: it is deactivated (no new users, hidden from pickers). */
    isActive: boolean('is_active').notNull().default(true),
    address: jsonb('address').$type<PartnerAddress>().notNull().default({}),
    /** Raised by every management write; a write naming an older version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: createdAtColumn(),
  },
  (table) => [index('partners_parent_idx').on(table.parentPartnerId)],
);

/** A storefront's words in other languages: its page title, header text, banner and footer link texts (each optional). */
export type StorefrontTexts = Partial<
  Record<
    Language,
    Partial<{
      Title: string;
      HeaderText: string;
      /** The header text of the public documents pages (their theme's own). */
      DocumentsHeaderText: string;
      ExposedBannerText: string;
      Footer1text: string;
      Footer2text: string;
      Footer3text: string;
    }>
  >
>;

/** One partner selling one brand: the white-label storefront. */
export const brandPartners = pgTable(
  'brand_partners',
  {
    id: idColumn(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    title: varchar('title', { length: 200 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    redirectBrandPartnerId: uuid('redirect_brand_partner_id').references((): AnyPgColumn => brandPartners.id),
    style: jsonb('style').$type<BrandStyle>().notNull(),
    /** Theme used on paths containing 'documents' (public documents page). */
    documentsStyle: jsonb('documents_style').$type<BrandStyle>().notNull(),
    footer: jsonb('footer').$type<Footer>().notNull(),
    /** Title, banner and footer texts in other languages; `title`, `style` and `footer` hold the fallback. */
    texts: jsonb('texts').$type<StorefrontTexts>().notNull().default({}),
    showConsents: boolean('show_consents').notNull().default(true),
    enabledApplication: boolean('enabled_application').notNull().default(true),
    enabledEdifactExport: boolean('enabled_edifact_export').notNull().default(false),
    enabledEdifactImport: boolean('enabled_edifact_import').notNull().default(false),
    /** Markup on the brand's catalogue prices in basis points (1250 = +12.5 %). */
    priceMarkupBasisPoints: integer('price_markup_basis_points').notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull().default('EUR'),
    /** Address that receives inquiries of this storefront. */
    inquiryEmail: varchar('inquiry_email', { length: 250 }).notNull(),
    /** How many days a sent offer stays valid by default (its valid-until date). */
    offerValidityDays: integer('offer_validity_days').notNull().default(30),
    /** How many days before an offer expires its customer is reminded; null: no reminder (the default). */
    offerReminderDays: integer('offer_reminder_days'),
    /** Raised by every management write; a write naming an older version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('brand_partners_partner_idx').on(table.partnerId),
    check('brand_partners_markup_range', sql`${table.priceMarkupBasisPoints} between -5000 and 30000`),
    check('brand_partners_offer_validity_range', sql`${table.offerValidityDays} between 1 and 365`),
    check('brand_partners_offer_reminder_range', sql`${table.offerReminderDays} between 1 and 60`),
  ],
);

/** A person who signs in: staff of a partner (with a role) or a registered customer of a brand partner. */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    email: varchar('email', { length: 250 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull(),
    /** admin = head of sales, prod = sales, mon = installer; null for customers. */
    role: varchar('role', { length: 10 }),
    partnerId: uuid('partner_id').references(() => partners.id),
    /** The storefront a registered customer belongs to. */
    customerBrandPartnerId: uuid('customer_brand_partner_id').references(() => brandPartners.id),
    isOem: boolean('is_oem').notNull().default(false),
    isOemAdmin: boolean('is_oem_admin').notNull().default(false),
    isParentPartner: boolean('is_parent_partner').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    language: varchar('language', { length: 2 }).notNull().default('sl'),
    /** Raised by every management write; a write naming an older version is refused (409). */
    version: integer('version').notNull().default(1),
    /**
     * Raised by the database whenever who the user is or what it may do changes (e-mail, password, role, partner,
     * flags, active, storefront access: triggers of migration 0030); an access token names the version it was
     * issued at and is refused once it differs (services/account-state.ts).
     */
    securityVersion: integer('security_version').notNull().default(1),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${table.email})`),
    check('users_role_valid', sql`${table.role} is null or ${table.role} in ('admin', 'prod', 'mon')`),
    check(
      'users_staff_or_customer',
      sql`(${table.role} is not null and ${table.partnerId} is not null) or (${table.role} is null and ${table.customerBrandPartnerId} is not null)`,
    ),
  ],
);

/** Which brand partners a staff user may act for. */
export const userBrandPartners = pgTable(
  'user_brand_partners',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandPartnerId: uuid('brand_partner_id')
      .notNull()
      .references(() => brandPartners.id),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.userId, table.brandPartnerId] })],
);

/** Refresh tokens, stored as SHA-256 hashes; rotated on use, a reused one revokes its family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId), index('refresh_tokens_user_idx').on(table.userId)],
);
