import type { AddressKind } from '@door/contract';
import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import { accountTokens, countries, customerProfiles, userAddresses, userBrandPartners, users } from '#server/db/schema';

/** What a one-time token is for. */
export type TokenPurpose = 'activation' | 'reset' | 'invitation' | 'email';

/** The profile columns a customer edits. */
export type ProfileValues = {
  addressing: string;
  address: string;
  zip: string;
  city: string;
  countryId: string | null;
  companyName: string;
  companyRegistration: string;
  companyVat: string;
  telephone: string;
  marketing: boolean;
  notification: boolean;
  personalData: boolean;
};

/** The columns of a saved address. */
export type AddressValues = {
  addressing: string;
  firstName: string;
  lastName: string;
  address: string;
  zip: string;
  city: string;
  countryId: string;
  isCompany: boolean;
  companyName: string;
  companyRegistration: string;
  companyVat: string;
  telephone: string;
};

/** A saved address row. */
export type AddressRow = typeof userAddresses.$inferSelect;

/** Drizzle queries of the account feature. */
export const createAccountRepository = (db: Db) => ({
  /** Runs work in one transaction. */
  transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => db.transaction(work),

  /** Reads a user by id. */
  async findUser(userId: string) {
    const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    return row ?? null;
  },

  /** Finds a user by e-mail (any letter case) with the activation time of a self-registration, if any. */
  async findUserByEmail(tx: DbOrTx, email: string) {
    const [row] = await tx
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
        isActive: users.isActive,
        language: users.language,
        hasProfile: sql<boolean>`${customerProfiles.userId} is not null`,
        activatedAt: customerProfiles.activatedAt,
        // The storefront the user's mails are branded by: a customer's own, a staff user's default (else any).
        brandPartnerId: sql<string | null>`coalesce(${users.customerBrandPartnerId}, (
          select ${userBrandPartners.brandPartnerId} from ${userBrandPartners}
          where ${userBrandPartners.userId} = ${users.id}
          order by ${userBrandPartners.isDefault} desc, ${userBrandPartners.brandPartnerId} limit 1))`,
      })
      .from(users)
      .leftJoin(customerProfiles, eq(customerProfiles.userId, users.id))
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    return row ?? null;
  },

  /** Locks a user row for the rest of the transaction, so changes to one user's lists run one after another. */
  async lockUser(tx: DbOrTx, userId: string): Promise<boolean> {
    const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    return rows.length > 0;
  },

  /** Creates an inactive registered customer of a storefront with its profile; returns the new id. */
  async insertCustomer(
    tx: DbOrTx,
    user: {
      email: string;
      passwordHash: string;
      firstName: string;
      lastName: string;
      brandPartnerId: string;
      language: string;
    },
    profile: ProfileValues,
  ): Promise<string> {
    const [row] = await tx
      .insert(users)
      .values({
        email: user.email,
        passwordHash: user.passwordHash,
        firstName: user.firstName,
        lastName: user.lastName,
        role: null,
        customerBrandPartnerId: user.brandPartnerId,
        isActive: false,
        language: user.language,
      })
      .returning({ id: users.id });
    if (!row) {
      throw new Error('user insert returned no row');
    }
    await tx.insert(customerProfiles).values({ userId: row.id, ...profile });
    return row.id;
  },

  /** Replaces the data of a registration that was never activated (the newest registration wins). */
  async replacePendingCustomer(
    tx: DbOrTx,
    userId: string,
    user: { passwordHash: string; firstName: string; lastName: string; brandPartnerId: string; language: string },
    profile: ProfileValues,
  ): Promise<void> {
    await tx
      .update(users)
      .set({
        passwordHash: user.passwordHash,
        firstName: user.firstName,
        lastName: user.lastName,
        customerBrandPartnerId: user.brandPartnerId,
        language: user.language,
      })
      .where(and(eq(users.id, userId), eq(users.isActive, false)));
    await tx
      .update(customerProfiles)
      .set({ ...profile, updatedAt: new Date() })
      .where(eq(customerProfiles.userId, userId));
  },

  /** Stores a one-time token's hash. */
  async insertToken(
    tx: DbOrTx,
    token: { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
  ): Promise<void> {
    await tx.insert(accountTokens).values(token);
  },

  /** Reads a token of a purpose by hash with its user, and locks it for the rest of the transaction. */
  async findTokenForUpdate(tx: DbOrTx, tokenHash: string, purpose: TokenPurpose) {
    const [row] = await tx
      .select({
        id: accountTokens.id,
        userId: accountTokens.userId,
        expiresAt: accountTokens.expiresAt,
        usedAt: accountTokens.usedAt,
        email: users.email,
        isActive: users.isActive,
      })
      .from(accountTokens)
      .innerJoin(users, eq(users.id, accountTokens.userId))
      .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)))
      .for('update', { of: accountTokens });
    return row ?? null;
  },

  /** Reads the link of an e-mail change by hash with its user, and locks it for the rest of the transaction. */
  async findEmailChangeForUpdate(tx: DbOrTx, tokenHash: string) {
    const [row] = await tx
      .select({
        userId: accountTokens.userId,
        newEmail: accountTokens.newEmail,
        expiresAt: accountTokens.expiresAt,
        usedAt: accountTokens.usedAt,
        email: users.email,
        isActive: users.isActive,
      })
      .from(accountTokens)
      .innerJoin(users, eq(users.id, accountTokens.userId))
      .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, 'email')))
      .for('update', { of: accountTokens });
    return row ?? null;
  },

  /** Whether another user has this e-mail (case ignored). */
  async emailTaken(tx: DbOrTx, email: string, exceptUserId: string): Promise<boolean> {
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${email})`, sql`${users.id} <> ${exceptUserId}`))
      .limit(1);
    return rows.length > 0;
  },

  /** Gives a user its confirmed e-mail, raising the version management reads (a form read before is stale). */
  async setEmail(tx: DbOrTx, userId: string, email: string): Promise<void> {
    await tx
      .update(users)
      .set({ email, version: sql`${users.version} + 1` })
      .where(eq(users.id, userId));
  },

  /** Spends every unused token of a user and purpose (the one just used, and any older links). */
  async spendTokens(tx: DbOrTx, userId: string, purpose: TokenPurpose, at: Date): Promise<void> {
    await tx
      .update(accountTokens)
      .set({ usedAt: at })
      .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
  },

  /** How many tokens of a purpose a user was sent since a time. */
  async countTokensSince(tx: DbOrTx, userId: string, purpose: TokenPurpose, since: Date): Promise<number> {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(accountTokens)
      .where(
        and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), gte(accountTokens.createdAt, since)),
      );
    return row?.count ?? 0;
  },

  /** Activates a self-registered user. */
  async activateUser(tx: DbOrTx, userId: string, at: Date): Promise<void> {
    await tx.update(users).set({ isActive: true }).where(eq(users.id, userId));
    await tx.update(customerProfiles).set({ activatedAt: at }).where(eq(customerProfiles.userId, userId));
  },

  /** Replaces a user's password hash. */
  async setPasswordHash(tx: DbOrTx, userId: string, passwordHash: string): Promise<void> {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
  },

  /** Whether a country id exists. */
  async countryExists(tx: DbOrTx, countryId: string): Promise<boolean> {
    const rows = await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId)).limit(1);
    return rows.length > 0;
  },

  /** A user's names and e-mail with the profile row, when there is one. */
  async findProfile(tx: DbOrTx, userId: string) {
    const [row] = await tx
      .select({ user: users, profile: customerProfiles })
      .from(users)
      .leftJoin(customerProfiles, eq(customerProfiles.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    return row ?? null;
  },

  /** Saves the names and the profile of a user, creating the profile row on first save. */
  async saveProfile(
    tx: DbOrTx,
    userId: string,
    names: { firstName: string; lastName: string },
    profile: ProfileValues,
  ): Promise<void> {
    await tx.update(users).set(names).where(eq(users.id, userId));
    await tx
      .insert(customerProfiles)
      .values({ userId, ...profile })
      .onConflictDoUpdate({ target: customerProfiles.userId, set: { ...profile, updatedAt: new Date() } });
  },

  /** One list of a user's addresses, the default first, then oldest first. */
  listAddresses: (tx: DbOrTx, userId: string, kind: AddressKind): Promise<AddressRow[]> =>
    tx
      .select()
      .from(userAddresses)
      .where(and(eq(userAddresses.userId, userId), eq(userAddresses.kind, kind)))
      .orderBy(desc(userAddresses.isDefault), asc(userAddresses.createdAt), asc(userAddresses.id)),

  /** One address of the user's list; null when it is not theirs or in the other list. */
  async findAddress(tx: DbOrTx, userId: string, kind: AddressKind, addressId: string): Promise<AddressRow | null> {
    const [row] = await tx
      .select()
      .from(userAddresses)
      .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId), eq(userAddresses.kind, kind)))
      .limit(1);
    return row ?? null;
  },

  /** Adds an address to a list. */
  async insertAddress(tx: DbOrTx, userId: string, kind: AddressKind, values: AddressValues, isDefault: boolean) {
    await tx.insert(userAddresses).values({ userId, kind, ...values, isDefault });
  },

  /** Changes an address of the user's list. */
  async updateAddress(tx: DbOrTx, userId: string, kind: AddressKind, addressId: string, values: AddressValues) {
    await tx
      .update(userAddresses)
      .set(values)
      .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId), eq(userAddresses.kind, kind)));
  },

  /** Removes an address of the user's list; returns the removed row, or null when it was not theirs. */
  async deleteAddress(tx: DbOrTx, userId: string, kind: AddressKind, addressId: string): Promise<AddressRow | null> {
    const [row] = await tx
      .delete(userAddresses)
      .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId), eq(userAddresses.kind, kind)))
      .returning();
    return row ?? null;
  },

  /** Makes one address the default of its list; the old default is cleared first (one default per list). */
  async setDefaultAddress(tx: DbOrTx, userId: string, kind: AddressKind, addressId: string): Promise<void> {
    await tx
      .update(userAddresses)
      .set({ isDefault: false })
      .where(and(eq(userAddresses.userId, userId), eq(userAddresses.kind, kind), eq(userAddresses.isDefault, true)));
    await tx
      .update(userAddresses)
      .set({ isDefault: true })
      .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId), eq(userAddresses.kind, kind)));
  },

  /** Clears the default of a list (before a new address takes it). */
  async clearDefaultAddress(tx: DbOrTx, userId: string, kind: AddressKind): Promise<void> {
    await tx
      .update(userAddresses)
      .set({ isDefault: false })
      .where(and(eq(userAddresses.userId, userId), eq(userAddresses.kind, kind), eq(userAddresses.isDefault, true)));
  },
});
/** Drizzle queries of the account feature. */
export type AccountRepository = ReturnType<typeof createAccountRepository>;
