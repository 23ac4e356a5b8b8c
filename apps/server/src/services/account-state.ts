import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema';

/** The channel the `users` trigger announces a changed or removed account on (migration 0030). */
export const ACCOUNT_CHANNEL = 'account_changed';

/**
 * Bounds of the cached account rows. Each process keeps the security version and active flag of the users it served
 * lately; a `NOTIFY` forgets a user's row in every process at once, and the TTL bounds what a process that missed one
 * could still trust (none is trusted while the listening connection is lost).
 */
export const ACCOUNT_STATE_CACHE = { max: 20_000, ttlMs: 60_000 } as const;

type AccountRow = { securityVersion: number; isActive: boolean };

/**
 * Who may still use an access token: the token names the user and the security version it was issued at; the user's
 * row (cached per process, forgotten through LISTEN/NOTIFY) must still be active at that version. A deactivated user,
 * a changed role, flag, partner, e-mail, password or storefront access raises the version in the database, so every
 * token issued before it is refused within the time a notice takes (milliseconds), and the browser's one refresh gets
 * a token of the new state or, for a deactivated user, none.
 */
export const createAccountStates = (database: Pick<Database, 'db' | 'listen'>) => {
  const rows = new LRUCache<string, AccountRow>({ max: ACCOUNT_STATE_CACHE.max, ttl: ACCOUNT_STATE_CACHE.ttlMs });
  // Raised by every notice: a row read while a notice arrived is used once but not kept (it may predate the change).
  let generation = 0;
  // False while the listening connection is lost: notices may be missed, so every request reads the row.
  let isHearing = true;
  let stopListening: (() => Promise<void>) | null = null;

  const forget = (userId?: string) => {
    generation += 1;
    if (userId) {
      rows.delete(userId.toLowerCase());
    } else {
      rows.clear();
    }
  };

  /** Reads a user's row, and keeps it unless a notice arrived meanwhile or notices may be missed. */
  const load = async (key: string): Promise<AccountRow | null> => {
    const readAt = generation;
    const [row] = await database.db
      .select({ securityVersion: users.securityVersion, isActive: users.isActive })
      .from(users)
      .where(eq(users.id, key))
      .limit(1);
    if (row && isHearing && readAt === generation) {
      rows.set(key, row);
    }
    return row ?? null;
  };

  return {
    /** Whether a token of the user issued at `securityVersion` is still good: the user is active at that version. */
    async isCurrent(userId: string, securityVersion: number): Promise<boolean> {
      const key = userId.toLowerCase();
      const cached = isHearing ? rows.get(key) : undefined;
      // Versions only rise: a token newer than the cached row was issued after a change whose notice is on its way.
      const row = cached && cached.securityVersion >= securityVersion ? cached : await load(key);
      return row?.isActive === true && row.securityVersion === securityVersion;
    },
    /** Forgets a user's row (or every row) in this process; the database's notice does it in every process. */
    forget,
    /** Listens to the account notices of every process (PostgreSQL LISTEN/NOTIFY; in-process on PGlite). */
    async listen() {
      if (!stopListening) {
        stopListening = await database.listen(
          ACCOUNT_CHANNEL,
          (userId) => forget(userId || undefined),
          () => {
            forget();
            isHearing = true;
          },
          () => {
            isHearing = false;
            forget();
          },
        );
      }
    },
    /** Stops listening. */
    async stop() {
      const stop = stopListening;
      stopListening = null;
      await stop?.();
    },
    /** How many rows this process holds now (tests and diagnostics). */
    size: () => rows.size,
  };
};
/** The per-request check of an account's state. */
export type AccountStates = ReturnType<typeof createAccountStates>;
