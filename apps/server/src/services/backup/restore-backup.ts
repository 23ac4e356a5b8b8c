import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Env } from '#server/config/env';
import { MIGRATIONS_FOLDER } from '#server/config/repo-root';
import type { Database } from '#server/db/client';
import { executeRows } from '#server/db/execute-rows';
import { type FileStore, type FileStoreKind, fileStoreKindOf, openFileStore } from '#server/services/file-store';
import { type BackupManifest, buildMigrations } from './format';
import { DamagedBackupError, openBackup, verifyBackup } from './read-backup';
import type { TarEntry } from './tar';
import { FILES_TABLE, listTables } from './write-backup';

/** A restore the installation refuses (not empty, a newer backup); the message is the reason. */
export class RestoreRefusedError extends Error {}

/** What a restore did. */
export type RestoreSummary = {
  tables: number;
  rows: number;
  files: number;
  /** Migrations of this version applied after the backup's data was loaded (0 when the backup is as new). */
  migratedForward: number;
  /** Settings the backed-up installation had in its environment: set them again (the backup names, never holds them). */
  environmentSecrets: string[];
  seconds: number;
};

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Rows a statement inserts, at most, and the JSON text it carries, about. */
const BATCH_ROWS = 1000;
const BATCH_BYTES = 4 * 1024 * 1024;

/** Refuses a backup whose migrations are not this version's first ones; answers how many this version adds. */
const checkMigrations = (manifest: BackupManifest): number => {
  const build = buildMigrations();
  if (manifest.migrations.length > build.length) {
    throw new RestoreRefusedError(
      `the backup was made by version ${manifest.product.version} with ${manifest.migrations.length} migrations; this version knows ${build.length}: restore it with version ${manifest.product.version} or later`,
    );
  }
  manifest.migrations.forEach((migration, index) => {
    const own = build[index];
    if (own?.hash !== migration.hash || own.when !== migration.when) {
      throw new RestoreRefusedError(
        `the backup's migration ${index + 1} (${migration.tag}) is not this version's (${own?.tag ?? 'none'}): it comes from another line of versions`,
      );
    }
  });
  return build.length - manifest.migrations.length;
};

/** Refuses an installation that holds anything: a restore never mixes with, nor overwrites, data. */
const assertEmpty = async (database: Database, store: FileStore, storeKind: FileStoreKind) => {
  const [row] = await executeRows<{ count: string | number }>(
    database.db,
    sql`select count(*) as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'v', 'm')`,
  );
  if (Number(row?.count ?? 0) > 0) {
    throw new RestoreRefusedError(
      `the installation is not empty (its database has ${row?.count} tables): restore into a new database (an empty DATABASE_URL, or a new DATA_DIR)`,
    );
  }
  // The database store lives in the (empty) database.
  for await (const key of storeKind === 'database' ? [] : store.keys()) {
    throw new RestoreRefusedError(
      `the installation's file store is not empty (it holds ${key}): restore into an empty one`,
    );
  }
};

/** A folder with the first `count` migrations of this build: the schema the backup was made on. */
export const migrationsUpTo = async (count: number): Promise<string> => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'door-restore-migrations-'));
  await mkdir(path.join(folder, 'meta'));
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  journal.entries = journal.entries.slice(0, count);
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) {
    await copyFile(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
};

/** An entry's bytes in full, checked against its checksum (the file could change between the check and the load). */
const readWhole = async (entry: TarEntry, sha256: string): Promise<Buffer> => {
  const pieces: Buffer[] = [];
  for await (const piece of entry.data) {
    pieces.push(piece);
  }
  const body = Buffer.concat(pieces);
  if (createHash('sha256').update(body).digest('hex') !== sha256) {
    throw new DamagedBackupError(`${entry.name} changed since it was checked`);
  }
  return body;
};

/** The columns a row of the table is inserted with (generated columns are computed again). */
const insertableColumns = async (db: Database['db'], table: string): Promise<string[]> =>
  (
    await executeRows<{ name: string }>(
      db,
      sql`select attname as name from pg_attribute where attrelid = ${quoteIdent(table)}::regclass and attnum > 0
          and not attisdropped and attgenerated = '' order by attnum`,
    )
  ).map((row) => row.name);

/**
 * Restores a backup into an empty installation: checks the whole file first (nothing is touched when it is damaged),
 * builds the schema of the backup's migrations, loads every table in one transaction (references and triggers set
 * aside while loading, references checked again at the end), puts the files into the configured store, then applies
 * the migrations this version adds. `database` is open and not migrated.
 */
export const restoreBackup = async (
  file: string,
  { database, env, files }: { database: Database; env: Env; files?: { kind: FileStoreKind; store: FileStore } },
  onProgress: (line: string) => void = () => {},
): Promise<RestoreSummary> => {
  const started = performance.now();
  const { manifest } = await verifyBackup(file);
  onProgress(
    `checked: ${manifest.tables.length} tables, ${manifest.files.count} files, made by ${manifest.product.version}`,
  );
  const forward = checkMigrations(manifest);
  const storeKind = files?.kind ?? fileStoreKindOf(env, database);
  const store = files?.store ?? openFileStore(storeKind, env, database);
  await assertEmpty(database, store, storeKind);
  if (manifest.migrations.length > 0) {
    const folder = await migrationsUpTo(manifest.migrations.length);
    try {
      await database.migrate(folder);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }
  const stamps = new Map([...manifest.tables, ...manifest.files.entries].map((stamp) => [stamp.entry, stamp] as const));
  const { entries } = await openBackup(file);
  let pending: TarEntry | undefined;
  await database.db.transaction(async (tx) => {
    const tables = (await listTables(tx)).filter((table) => table !== FILES_TABLE);
    const inBackup = manifest.tables.map((table) => table.name);
    const differing = [
      ...inBackup.filter((name) => !tables.includes(name)),
      ...tables.filter((name) => !inBackup.includes(name)),
    ];
    if (differing.length > 0) {
      throw new DamagedBackupError(`its tables do not match its migrations (${differing.join(', ')})`);
    }
    const references = await executeRows<{ tbl: string; name: string; def: string }>(
      tx,
      sql`select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as def
          from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace order by conname`,
    );
    for (const reference of references) {
      await tx.execute(sql.raw(`alter table ${reference.tbl} drop constraint ${quoteIdent(reference.name)}`));
    }
    for (const table of tables) {
      await tx.execute(sql.raw(`alter table ${quoteIdent(table)} disable trigger user`));
    }
    for (;;) {
      const next = await entries.next();
      if (next.done) {
        break;
      }
      if (!next.value.name.startsWith('tables/')) {
        pending = next.value;
        break;
      }
      const table = manifest.tables.find((candidate) => candidate.entry === next.value.name);
      if (!table) {
        throw new DamagedBackupError(`${next.value.name} is not in its manifest`);
      }
      const columns = (await insertableColumns(tx as unknown as Database['db'], table.name)).map(quoteIdent).join(', ');
      const target = quoteIdent(table.name);
      let batch: string[] = [];
      let batchBytes = 0;
      const flush = async () => {
        if (batch.length === 0) {
          return;
        }
        const json = `[${batch.join(',')}]`;
        await tx.execute(
          sql`${sql.raw(`insert into ${target} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${target},`)} ${json}::json)`,
        );
        batch = [];
        batchBytes = 0;
      };
      const hash = createHash('sha256');
      let rest = '';
      const decoder = new TextDecoder();
      for await (const piece of next.value.data) {
        hash.update(piece);
        const lines = (rest + decoder.decode(piece, { stream: true })).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          batch.push(line);
          batchBytes += line.length;
          if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) {
            await flush();
          }
        }
      }
      await flush();
      if (hash.digest('hex') !== table.sha256 || rest !== '') {
        throw new DamagedBackupError(`${next.value.name} changed since it was checked`);
      }
      const [counted] = await executeRows<{ count: string | number }>(
        tx,
        sql.raw(`select count(*) as count from ${target}`),
      );
      if (Number(counted?.count) !== table.rows) {
        throw new DamagedBackupError(
          `${table.name} has ${counted?.count} rows after loading, its manifest says ${table.rows}`,
        );
      }
      onProgress(`${table.name}: ${table.rows} rows`);
    }
    for (const sequence of manifest.sequences) {
      if (sequence.value !== null) {
        await tx.execute(sql`select setval(${quoteIdent(sequence.name)}::regclass, ${sequence.value}::bigint, true)`);
      }
    }
    for (const reference of references) {
      await tx
        .execute(sql.raw(`alter table ${reference.tbl} add constraint ${quoteIdent(reference.name)} ${reference.def}`))
        .catch((error: unknown) => {
          throw new DamagedBackupError(
            `its rows break the reference ${reference.name} (${error instanceof Error ? error.message : String(error)})`,
          );
        });
    }
    for (const table of tables) {
      await tx.execute(sql.raw(`alter table ${quoteIdent(table)} enable trigger user`));
    }
  });
  let restoredFiles = 0;
  const putFile = async (entry: TarEntry) => {
    const stamp = manifest.files.entries.find((candidate) => candidate.entry === entry.name);
    if (!stamp || !stamps.has(entry.name)) {
      throw new DamagedBackupError(`${entry.name} is not in its manifest`);
    }
    await store.put(stamp.key, await readWhole(entry, stamp.sha256), stamp.contentType);
    restoredFiles += 1;
  };
  if (pending) {
    await putFile(pending);
  }
  for await (const entry of entries) {
    await putFile(entry);
  }
  onProgress(`files: ${restoredFiles}`);
  if (forward > 0) {
    await database.migrate();
    onProgress(`migrated forward: ${forward} migrations`);
  }
  return {
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
    files: restoredFiles,
    migratedForward: forward,
    environmentSecrets: manifest.secrets.fromEnvironment,
    seconds: (performance.now() - started) / 1000,
  };
};
