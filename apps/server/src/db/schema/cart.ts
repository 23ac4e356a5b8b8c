import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { configurations } from './configurations';
import { createdAtColumn, idColumn } from './helpers';
import { brandPartners, users } from './tenancy';

/**
 * Cart tokens of anonymous visitors. Only the SHA-256 hash is stored: the token itself is a secret that reads and
 * changes exactly one cart, and a leaked database does not hand out carts.
 */
export const anonymousCartTokens = pgTable('anonymous_cart_tokens', {
  id: idColumn(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAtColumn(),
});

/** A configuration saved in the cart of a signed-in user or of an anonymous token; one cart per configuration. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: idColumn(),
    configurationId: uuid('configuration_id')
      .notNull()
      .references(() => configurations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    anonymousTokenId: uuid('anonymous_token_id').references(() => anonymousCartTokens.id, { onDelete: 'cascade' }),
    brandPartnerId: uuid('brand_partner_id')
      .notNull()
      .references(() => brandPartners.id),
    quantity: integer('quantity').notNull().default(1),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_items_configuration_uq').on(table.configurationId),
    index('cart_items_user_idx').on(table.userId),
    index('cart_items_anonymous_idx').on(table.anonymousTokenId),
    check('cart_items_quantity_range', sql`${table.quantity} between 1 and 100`),
    check('cart_items_one_owner', sql`(${table.userId} is null) <> (${table.anonymousTokenId} is null)`),
  ],
);
