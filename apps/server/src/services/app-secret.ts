import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Env } from '#server/config/env';
import type { Database } from '#server/db/client';
import { appSecrets } from '#server/db/schema';

const SIGNING_KEY = 'signingKey';

/**
 * The key that signs access tokens and file links: the configured `JWT_SECRET`, else one made once and kept in the
 * database, so every process of the installation shares it (the first to start writes it, the others read it). An
 * installation that kept its key in `DATA_DIR/jwt-secret` before carries it into the database, so its tokens and
 * links stay valid.
 */
export const resolveSigningKey = async (
  env: Pick<Env, 'JWT_SECRET' | 'DATA_DIR'>,
  database: Pick<Database, 'db'>,
): Promise<string> => {
  if (env.JWT_SECRET) {
    return env.JWT_SECRET;
  }
  const legacyFile = path.join(env.DATA_DIR, 'jwt-secret');
  const made = existsSync(legacyFile) ? readFileSync(legacyFile, 'utf8').trim() : randomBytes(48).toString('base64url');
  await database.db.insert(appSecrets).values({ name: SIGNING_KEY, value: made }).onConflictDoNothing();
  const [row] = await database.db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, SIGNING_KEY));
  if (!row) {
    throw new Error('the signing key could not be kept in the database');
  }
  return row.value;
};
