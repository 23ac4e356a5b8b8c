import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './helpers';
import { countries } from './reference';
import { users } from './tenancy';

/** A registered customer's contact data and consents, one row per user; names and e-mail stay on `users`. */
export const customerProfiles = pgTable('customer_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  addressing: varchar('addressing', { length: 50 }).notNull().default(''),
  address: varchar('address', { length: 250 }).notNull().default(''),
  zip: varchar('zip', { length: 50 }).notNull().default(''),
  city: varchar('city', { length: 250 }).notNull().default(''),
  countryId: uuid('country_id').references(() => countries.id),
  companyName: varchar('company_name', { length: 250 }).notNull().default(''),
  companyRegistration: varchar('company_registration', { length: 50 }).notNull().default(''),
  companyVat: varchar('company_vat', { length: 50 }).notNull().default(''),
  telephone: varchar('telephone', { length: 50 }).notNull().default(''),
  marketing: boolean('marketing').notNull().default(false),
  notification: boolean('notification').notNull().default(false),
  personalData: boolean('personal_data').notNull().default(false),
  /** When the account was activated through its e-mail link; null while a self-registration waits for it. */
  activatedAt: timestamp('activated_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Saved delivery and receipt addresses; exactly one default per user and kind once the list has an entry. */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** delivery or receipt. */
    kind: varchar('kind', { length: 10 }).notNull(),
    addressing: varchar('addressing', { length: 50 }).notNull().default(''),
    firstName: varchar('first_name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull(),
    address: varchar('address', { length: 250 }).notNull(),
    zip: varchar('zip', { length: 50 }).notNull(),
    city: varchar('city', { length: 250 }).notNull(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    isCompany: boolean('is_company').notNull().default(false),
    companyName: varchar('company_name', { length: 250 }).notNull().default(''),
    companyRegistration: varchar('company_registration', { length: 50 }).notNull().default(''),
    companyVat: varchar('company_vat', { length: 50 }).notNull().default(''),
    telephone: varchar('telephone', { length: 50 }).notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('user_addresses_user_kind_idx').on(table.userId, table.kind),
    // At most one default per list in the database; the service keeps at least one whenever the list is not empty.
    uniqueIndex('user_addresses_one_default_uq').on(table.userId, table.kind).where(sql`${table.isDefault}`),
    check('user_addresses_kind_valid', sql`${table.kind} in ('delivery', 'receipt')`),
  ],
);

/** One-time links for account activation and password reset; only the SHA-256 hash of a token is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * activation, reset, invitation (a staff user created by management sets a first password), or email (the new
     * address of an e-mail change confirms it).
     */
    purpose: varchar('purpose', { length: 10 }).notNull(),
    /** The address an `email` token confirms; the user's e-mail changes only when it is used. */
    newEmail: varchar('new_email', { length: 250 }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('account_tokens_user_purpose_idx').on(table.userId, table.purpose),
    // No CHECK of the purposes (migration 0035 dropped it): widening one is a narrowing statement under the
    // expand-then-contract rule; the purposes are the TokenPurpose type of every writer.
  ],
);
