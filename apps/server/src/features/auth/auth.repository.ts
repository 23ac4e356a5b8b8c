import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import { refreshTokens, userBrandPartners, users } from '#server/db/schema';
import { revokeAllRefreshTokensForUser } from '#server/services/refresh-tokens';

/** A user row as sign-in needs it. */
export type SignInUser = typeof users.$inferSelect;

/** Drizzle queries of sign-in: users, their storefronts and refresh tokens. */
export const createAuthRepository = (db: Db) => ({
  /** Runs work in one transaction. */
  transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => db.transaction(work),

  /** Finds an active user by e-mail, case-insensitively. */
  async findActiveUserByEmail(email: string): Promise<SignInUser | null> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.isActive, true)))
      .limit(1);
    return row ?? null;
  },

  /** Finds an active user by id. */
  async findActiveUserById(tx: DbOrTx, userId: string): Promise<SignInUser | null> {
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), eq(users.isActive, true)))
      .limit(1);
    return row ?? null;
  },

  /** The storefronts a staff user may act for, the default first. */
  async listStaffBrandPartnerIds(tx: DbOrTx, userId: string): Promise<string[]> {
    const rows = await tx
      .select({ id: userBrandPartners.brandPartnerId })
      .from(userBrandPartners)
      .where(eq(userBrandPartners.userId, userId))
      .orderBy(sql`${userBrandPartners.isDefault} desc`, userBrandPartners.brandPartnerId);
    return rows.map((row) => row.id);
  },

  /** Stores a refresh token's hash. */
  async insertRefreshToken(
    tx: DbOrTx,
    token: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
  ): Promise<void> {
    await tx.insert(refreshTokens).values(token);
  },

  /** Reads a refresh token by hash and locks it for the rest of the transaction. */
  async findRefreshTokenForUpdate(tx: DbOrTx, tokenHash: string) {
    const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).for('update');
    return row ?? null;
  },

  /** Marks a refresh token as spent. */
  async markRefreshTokenUsed(tx: DbOrTx, id: string, at: Date): Promise<void> {
    await tx.update(refreshTokens).set({ usedAt: at }).where(eq(refreshTokens.id, id));
  },

  /** Revokes every token of a family (a reused token means it was stolen). */
  async revokeFamily(tx: DbOrTx, familyId: string, at: Date): Promise<void> {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  },

  /** Revokes every refresh token of a user (password change). */
  revokeAllForUser: revokeAllRefreshTokensForUser,
});
/** Drizzle queries of sign-in. */
export type AuthRepository = ReturnType<typeof createAuthRepository>;
