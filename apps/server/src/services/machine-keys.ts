import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import { machineKeys } from '#server/db/schema';

/** A machine key's secret as stored: its SHA-256 (the secret is 32 random bytes, so nothing slower is needed). */
export const hashMachineSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** New client credentials: a client id (`dck_…`, not secret) and a secret (`dcs_…`) shown once. */
export const newMachineCredentials = () => ({
  clientId: `dck_${randomBytes(12).toString('hex')}`,
  clientSecret: `dcs_${randomBytes(32).toString('base64url')}`,
});

/** A key found by its credentials: who made it and what it may do. */
export type AuthenticatedKey = { id: string; name: string; createdByUserId: string; scopes: string[] };

/** The shape a client id may have at all: printable ASCII, at most 200 characters. */
const CLIENT_ID_SHAPE = /^[\x21-\x7e]{1,200}$/;

/** How often a key's last use is written at most: a busy key must not write on every call. */
const LAST_USE_RESOLUTION = sql`interval '1 minute'`;

/**
 * The machine keys as the token endpoint and the auth plugin see them: checked by client id and secret (compared in
 * constant time), and, on every request of a machine token, whether the key is still unrevoked (a revoke acts at once
 * in every process: it is read from the database each time), with the key's last use written at most once a minute.
 */
export const createMachineKeyChecks = (db: Db) => ({
  /** The unrevoked key of these credentials; null when unknown, revoked or the secret is wrong. */
  async authenticate(tx: DbOrTx, clientId: string, clientSecret: string): Promise<AuthenticatedKey | null> {
    // A client id is printable ASCII (`dck_…`); anything else (a NUL the database cannot compare, a megabyte) is
    // no key's, answered like an unknown one without asking the database.
    if (!CLIENT_ID_SHAPE.test(clientId)) {
      return null;
    }
    const [row] = await tx
      .select({
        id: machineKeys.id,
        name: machineKeys.name,
        createdByUserId: machineKeys.createdByUserId,
        scopes: machineKeys.scopes,
        secretHash: machineKeys.secretHash,
      })
      .from(machineKeys)
      .where(and(eq(machineKeys.clientId, clientId), isNull(machineKeys.revokedAt)));
    const given = Buffer.from(hashMachineSecret(clientSecret), 'hex');
    // Compared even when the id is unknown, so the answer's time does not tell which client ids exist.
    const stored = Buffer.from(row?.secretHash ?? hashMachineSecret(randomBytes(16).toString('hex')), 'hex');
    if (!row || !timingSafeEqual(given, stored)) {
      return null;
    }
    return { id: row.id, name: row.name, createdByUserId: row.createdByUserId, scopes: row.scopes };
  },

  /** The key's name when it is unrevoked (its use is noted), else null: its tokens are refused. */
  async useKey(keyId: string): Promise<string | null> {
    const [row] = await db
      .select({
        name: machineKeys.name,
        stale: sql<boolean>`${machineKeys.lastUsedAt} is null or ${machineKeys.lastUsedAt} < now() - ${LAST_USE_RESOLUTION}`,
      })
      .from(machineKeys)
      .where(and(eq(machineKeys.id, keyId), isNull(machineKeys.revokedAt)));
    if (!row) {
      return null;
    }
    if (row.stale) {
      await db
        .update(machineKeys)
        .set({ lastUsedAt: sql`now()` })
        .where(
          and(
            eq(machineKeys.id, keyId),
            sql`(${machineKeys.lastUsedAt} is null or ${machineKeys.lastUsedAt} < now() - ${LAST_USE_RESOLUTION})`,
          ),
        );
    }
    return row.name;
  },
});
/** The machine key checks. */
export type MachineKeyChecks = ReturnType<typeof createMachineKeyChecks>;
