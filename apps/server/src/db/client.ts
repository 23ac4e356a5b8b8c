import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { redactUrlPassword } from '../core/log-redaction';
import * as schema from './schema';

/** The database schema as one object, for relational queries. */
export type Schema = typeof schema;
/** A Drizzle database on either driver; the SQL dialect is the same. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database or an open transaction: repositories accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database with the means to migrate and close it. */
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** The embedded instance, for tests that snapshot or restore a data directory. */
  pglite?: PGlite;
};

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Where the database lives: a PostgreSQL URL, an embedded data directory, or memory. */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

/** Opens PostgreSQL when a URL is given, else the embedded PGlite (in memory without a data directory). */
export const openDatabase = async (target: DatabaseTarget): Promise<Database> => {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection closed by the server (restart, admin command) must not crash the process:
    // the pool drops that client and opens a new one on the next query.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL idle connection lost: ${error.message}`));
    try {
      const client = await pool.connect();
      client.release();
    } catch (error) {
      await pool.end();
      // The message ends up in logs: name the server, never its password (nor the URL inside the driver's reason).
      const where = redactUrlPassword(target.url);
      const reason = (error instanceof Error ? error.message : String(error)).split(target.url).join(where);
      throw new Error(`PostgreSQL at ${where} is unreachable (${reason}): start it or unset DATABASE_URL.`);
    }
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  if (target.dataDir) {
    // PGlite creates only the last folder of its path.
    mkdirSync(path.dirname(target.dataDir), { recursive: true });
  }
  // pg_trgm backs the document lists' "contains" filters (migration 0008).
  const client = await PGlite.create({
    dataDir: target.dataDir,
    loadDataDir: target.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
};
