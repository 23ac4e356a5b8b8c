import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { refreshTokens } from '#server/db/schema';

/**
 * Revokes every refresh token of a user inside the caller's transaction, so a password change and the end of the
 * old sessions commit together. Shared by the token endpoint (auth) and the password reset (account).
 */
export const revokeAllRefreshTokensForUser = async (tx: DbOrTx, userId: string, at: Date): Promise<void> => {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
};
