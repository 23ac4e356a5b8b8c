import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '#server/config/repo-root';
import { redactUrlPassword } from '#server/core/log-redaction';
import { observePglite, type PoolStats } from './observed-pglite';
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
  /** Applies the migrations of this build (or of another folder: a restore first applies those of its backup). */
  migrate: (folder?: string) => Promise<void>;
  /**
   * Runs work while no other process of the installation runs its own (a PostgreSQL advisory lock; PGlite has one
   * process): starting processes migrate and seed one after the other.
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  /** How many migrations of this build are not applied yet (0 when the database is up to date). */
  pendingMigrations: () => Promise<number>;
  close: () => Promise<void>;
  /**
   * Listens to a notification channel (`NOTIFY channel, payload`): PostgreSQL on a connection of its own that is
   * opened again when lost (`onLost` runs when it is lost, `onReconnect` when it is back: notices may have been
   * missed in between), PGlite in its one process. Returns the function that stops listening.
   */
  listen: (
    channel: string,
    onNotice: (payload: string) => void,
    onReconnect?: () => void,
    onLost?: () => void,
  ) => Promise<() => Promise<void>>;
  /** Use of the connections now (`GET /metrics`): the pg pool's, or PGlite's one connection. */
  poolStats: () => PoolStats;
  /** The embedded instance, for tests that snapshot or restore a data directory. */
  pglite?: PGlite;
};

const assertChannel = (channel: string) => {
  if (!/^[a-z_]{1,63}$/.test(channel)) {
    throw new Error(`not a notification channel name: ${channel}`);
  }
};

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1000;

const listenOnPostgres = async (
  url: string,
  channel: string,
  onNotice: (payload: string) => void,
  onReconnect?: () => void,
  onLost?: () => void,
): Promise<() => Promise<void>> => {
  assertChannel(channel);
  let current: pg.Client | null = null;
  let isStopped = false;
  const reconnectLater = () => {
    if (isStopped) {
      return;
    }
    onLost?.();
    setTimeout(() => {
      connect().then(onReconnect, (error: unknown) => {
        process.emitWarning(`PostgreSQL listening connection not restored: ${String(error)}`);
        reconnectLater();
      });
    }, RELISTEN_DELAY_MS).unref();
  };
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === channel) {
        onNotice(message.payload ?? '');
      }
    });
    // A lost connection (server restart, admin command) is opened again; what was missed is caught up by onReconnect.
    client.on('error', (error) => process.emitWarning(`PostgreSQL listening connection lost: ${error.message}`));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    client.on('end', reconnectLater);
    current = client;
  };
  await connect();
  return async () => {
    isStopped = true;
    await current?.end();
  };
};

/** The migrations of this build (drizzle's journal). */
const BUILD_MIGRATIONS = (
  JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

/** Applied migrations, as drizzle's migrator records them; 0 before the first migration (no table yet). */
const appliedMigrations = async (db: Db): Promise<number> => {
  try {
    const result: unknown = await db.execute(sql`select count(*) as count from drizzle.__drizzle_migrations`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { count: unknown }[];
    return Number(rows[0]?.count ?? 0);
  } catch {
    return 0;
  }
};

/** Connections of a process's pool. */
const POOL_MAX = 10;

/** Any number of processes may start at once on one PostgreSQL: one migrates and seeds at a time. */
const STARTUP_LOCK = 7_221_001;

/** Where the database lives: a PostgreSQL URL, an embedded data directory, or memory. */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

/** Opens PostgreSQL when a URL is given, else the embedded PGlite (in memory without a data directory). */
export const openDatabase = async (target: DatabaseTarget): Promise<Database> => {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: POOL_MAX });
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
      listen: (channel, onNotice, onReconnect, onLost) =>
        listenOnPostgres(target.url, channel, onNotice, onReconnect, onLost),
      migrate: (folder = MIGRATIONS_FOLDER) => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: folder }),
      exclusively: async (work) => {
        // The lock lives on a connection of its own while the work uses the pool.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
          client.release();
        }
      },
      pendingMigrations: async () => BUILD_MIGRATIONS - (await appliedMigrations(db)),
      poolStats: () => ({
        used: pool.totalCount - pool.idleCount,
        idle: pool.idleCount,
        pending: pool.waitingCount,
        max: POOL_MAX,
      }),
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
  const observed = observePglite(client);
  const db = drizzlePglite(observed.client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    poolStats: observed.stats,
    pglite: client,
    listen: async (channel, onNotice) => {
      assertChannel(channel);
      const stop = await client.listen(channel, onNotice);
      return async () => {
        await stop();
      };
    },
    migrate: (folder = MIGRATIONS_FOLDER) =>
      migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder }),
    pendingMigrations: async () => BUILD_MIGRATIONS - (await appliedMigrations(db)),
    exclusively: (work) => work(),
    close: () => client.close(),
  };
};
