import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import {
  anonymousCartTokens,
  brandPartners,
  cartItems,
  configurations,
  salesDocumentConfigurations,
} from '#server/db/schema';

/** Whose cart: a signed-in user's or an anonymous token's. */
export type CartOwner = { userId: string } | { anonymousTokenId: string };

/** A stored configuration as the cart needs it. */
export type CartConfigurationRow = Pick<
  typeof configurations.$inferSelect,
  | 'id'
  | 'brandPartnerId'
  | 'modelId'
  | 'catalogueVersionId'
  | 'choices'
  | 'comment'
  | 'ownerUserId'
  | 'isPublished'
  | 'updatedAt'
>;

const CONFIGURATION_COLUMNS = {
  id: configurations.id,
  brandPartnerId: configurations.brandPartnerId,
  modelId: configurations.modelId,
  catalogueVersionId: configurations.catalogueVersionId,
  choices: configurations.choices,
  comment: configurations.comment,
  ownerUserId: configurations.ownerUserId,
  isPublished: configurations.isPublished,
  updatedAt: configurations.updatedAt,
};

const ownerCondition = (owner: CartOwner) =>
  'userId' in owner ? eq(cartItems.userId, owner.userId) : eq(cartItems.anonymousTokenId, owner.anonymousTokenId);

/** Drizzle queries of the cart: tokens, items and the configurations' published flag. */
export const createCartRepository = (db: Db) => ({
  db,
  /** Runs work in one transaction. */
  transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => db.transaction(work),

  /** Whether a brand partner shows the consents; null when it does not exist. */
  async findShowConsents(brandPartnerId: string): Promise<boolean | null> {
    const [row] = await db
      .select({ showConsents: brandPartners.showConsents })
      .from(brandPartners)
      .where(eq(brandPartners.id, brandPartnerId));
    return row ? row.showConsents : null;
  },

  /** The id of the anonymous token with this hash (and marks it used); null when unknown. */
  async findTokenId(tx: DbOrTx, tokenHash: string): Promise<string | null> {
    const [row] = await tx
      .update(anonymousCartTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(anonymousCartTokens.tokenHash, tokenHash))
      .returning({ id: anonymousCartTokens.id });
    return row?.id ?? null;
  },

  /** Stores a new anonymous token by its hash and returns its id. */
  async insertToken(tx: DbOrTx, tokenHash: string): Promise<string> {
    const [row] = await tx.insert(anonymousCartTokens).values({ tokenHash }).returning({ id: anonymousCartTokens.id });
    return (row as { id: string }).id;
  },

  /** Reads one configuration; null when unknown. */
  async findConfiguration(tx: DbOrTx, configurationId: string): Promise<CartConfigurationRow | null> {
    const [row] = await tx
      .select(CONFIGURATION_COLUMNS)
      .from(configurations)
      .where(eq(configurations.id, configurationId));
    return row ?? null;
  },

  /** Whether the configuration is in a document (then it is that document's, not a cart's). */
  async isInDocument(tx: DbOrTx, configurationId: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: salesDocumentConfigurations.id })
      .from(salesDocumentConfigurations)
      .where(eq(salesDocumentConfigurations.configurationId, configurationId))
      .limit(1);
    return row !== undefined;
  },

  /** Sets the published flag of configurations. */
  async setPublished(tx: DbOrTx, configurationIds: string[], isPublished: boolean): Promise<void> {
    if (configurationIds.length > 0) {
      await tx.update(configurations).set({ isPublished }).where(inArray(configurations.id, configurationIds));
    }
  },

  /** The cart item of a configuration, whoever owns it; null when it is in no cart. */
  async findItem(tx: DbOrTx, configurationId: string) {
    const [row] = await tx.select().from(cartItems).where(eq(cartItems.configurationId, configurationId)).for('update');
    return row ?? null;
  },

  /** How many configurations a cart holds. */
  async countItems(tx: DbOrTx, owner: CartOwner): Promise<number> {
    const [row] = await tx.select({ value: count() }).from(cartItems).where(ownerCondition(owner));
    return row?.value ?? 0;
  },

  /** Puts a configuration into a cart, or moves its item there (keeping the quantity). */
  async upsertItem(tx: DbOrTx, owner: CartOwner, configurationId: string, brandPartnerId: string): Promise<void> {
    const values = {
      configurationId,
      brandPartnerId,
      userId: 'userId' in owner ? owner.userId : null,
      anonymousTokenId: 'anonymousTokenId' in owner ? owner.anonymousTokenId : null,
    };
    await tx
      .insert(cartItems)
      .values(values)
      .onConflictDoUpdate({ target: cartItems.configurationId, set: { ...values, updatedAt: sql`now()` } });
  },

  /** A cart's items with their configurations, oldest first. */
  async listItems(owner: CartOwner) {
    return db
      .select({ quantity: cartItems.quantity, configuration: CONFIGURATION_COLUMNS })
      .from(cartItems)
      .innerJoin(configurations, eq(configurations.id, cartItems.configurationId))
      .where(ownerCondition(owner))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  },

  /** Changes the quantity of a cart item; false when the configuration is not in this cart. */
  async updateQuantity(owner: CartOwner, configurationId: string, quantity: number): Promise<boolean> {
    const rows = await db
      .update(cartItems)
      .set({ quantity, updatedAt: sql`now()` })
      .where(and(ownerCondition(owner), eq(cartItems.configurationId, configurationId)))
      .returning({ id: cartItems.id });
    return rows.length > 0;
  },

  /** Removes a configuration from a cart; false when it was not in this cart. */
  async deleteItem(tx: DbOrTx, owner: CartOwner, configurationId: string): Promise<boolean> {
    const rows = await tx
      .delete(cartItems)
      .where(and(ownerCondition(owner), eq(cartItems.configurationId, configurationId)))
      .returning({ id: cartItems.id });
    return rows.length > 0;
  },
});
/** Drizzle queries of the cart. */
export type CartRepository = ReturnType<typeof createCartRepository>;
