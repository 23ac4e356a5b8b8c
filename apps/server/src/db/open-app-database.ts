import path from 'node:path';
import type { Env } from '#server/config/env';
import { type Database, openDatabase } from './client';
import { seedDatabase } from './seed';

/**
 * Opens the configured database, applies the migrations and seeds reference and (first run) demo data, one starting
 * process at a time.
 */
export const openAppDatabase = async (env: Env): Promise<Database> => {
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') });
  await database.exclusively(async () => {
    await database.migrate();
    await seedDatabase(database.db, { demo: env.SEED_DEMO });
  });
  return database;
};
