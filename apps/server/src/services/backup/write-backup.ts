import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Env } from '#server/config/env';
import { SERVER_VERSION } from '#server/config/repo-root';
import type { Database, DbOrTx } from '#server/db/client';
import { executeRows } from '#server/db/execute-rows';
import {
  createDatabaseFileStore,
  createLocalFileStore,
  type FileStore,
  type FileStoreKind,
  fileStoreKindOf,
  openFileStore,
} from '#server/services/file-store';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  buildMigrations,
  type EntryStamp,
  MANIFEST_ENTRY,
} from './format';
import { tarEnd, tarHeader, tarPadding, writeTo } from './tar';

/** The table of the database file store: its rows go into the backup as files, like those of every other store. */
export const FILES_TABLE = 'stored_files';

/** Settings that hold secrets when set in the environment (the manifest names them, never their values). */
const SECRET_SETTINGS = ['JWT_SECRET', 'FILE_LINK_SECRET', 'OAUTH_CLIENT_SECRET', 'AWS_SECRET_ACCESS_KEY'] as const;

/** Rows fetched from the snapshot at a time. */
const FETCH_ROWS = 2000;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables of the schema `public`, by name. */
export const listTables = async (db: DbOrTx): Promise<string[]> =>
  (
    await executeRows<{ name: string }>(
      db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
    )
  ).map((row) => row.name);

/** A file being written with its size and SHA-256 counted on the way. */
const countingFile = (file: string) => {
  const stream = createWriteStream(file);
  const hash = createHash('sha256');
  let bytes = 0;
  return {
    async write(chunk: Uint8Array) {
      hash.update(chunk);
      bytes += chunk.byteLength;
      await writeTo(stream, chunk);
    },
    async close(): Promise<{ bytes: number; sha256: string }> {
      await new Promise<void>((resolve, reject) =>
        stream.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
      return { bytes, sha256: hash.digest('hex') };
    },
  };
};

/**
 * Links every file of a folder store into a new folder at once (a write replaces a file by renaming a new one over
 * it and a delete unlinks its name, so a linked file never changes): the files as they are at the snapshot, read at
 * leisure. Copies where a link cannot be made (another file system).
 */
const freezeFolder = async (root: string, frozen: string): Promise<void> => {
  for (const tree of ['files', 'types']) {
    const from = path.join(root, tree);
    const entries = await readdir(from, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return [];
      }
      throw error;
    });
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.endsWith('.tmp')) {
        continue;
      }
      const source = path.join(entry.parentPath, entry.name);
      const target = path.join(frozen, tree, path.relative(from, source));
      await mkdir(path.dirname(target), { recursive: true });
      await link(source, target).catch(async (error: unknown) => {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') {
          return; // Deleted since it was listed: not part of the snapshot.
        }
        await copyFile(source, target);
      });
    }
  }
};

/** What a backup took: rows, files and how long. */
export type BackupSummary = {
  file: string;
  bytes: number;
  tables: number;
  rows: number;
  files: number;
  fileBytes: number;
  snapshotSeconds: number;
  seconds: number;
};

/** Where a backup reads from: the open database, the settings (file store, DATA_DIR) and, for tests, the file store. */
export type BackupSource = { database: Database; env: Env; files?: { kind: FileStoreKind; store: FileStore } };

/**
 * Writes a backup of the installation into `out` (a gzipped tar: `manifest.json`, then `tables/<name>.ndjson`, one
 * `row_to_json` a line, then `files/<n>`), from one consistent snapshot while the installation serves: one
 * REPEATABLE READ, read-only transaction exports every table (and the database file store's files); a folder store
 * is linked into a frozen copy inside the same transaction. The file appears under its name only when complete.
 */
export const writeBackup = async (
  { database, env, files }: BackupSource,
  out: string,
  onProgress: (line: string) => void = () => {},
): Promise<BackupSummary> => {
  const started = performance.now();
  const target = path.resolve(out);
  const work = `${target}.part-${randomBytes(6).toString('hex')}`;
  await mkdir(work, { recursive: true });
  const storeKind = files?.kind ?? fileStoreKindOf(env, database);
  const frozenFolder = path.join(env.DATA_DIR, `store-backup-${randomBytes(6).toString('hex')}`);
  try {
    let snapshotSeconds = 0;
    const manifest = await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw('set transaction isolation level repeatable read, read only'));
      const snapshotStarted = performance.now();
      // The first statement takes the snapshot; the folder store is frozen right after it.
      const [version] = await executeRows<{ version: string }>(tx, sql`select version() as version`);
      if (storeKind === 'folder' && !files) {
        await freezeFolder(path.join(env.DATA_DIR, 'store'), frozenFolder);
      }
      const applied = await executeRows<{ hash: string; created_at: string | number }>(
        tx,
        sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at`,
      ).catch(() => []);
      const known = new Map(buildMigrations().map((migration) => [`${migration.when}`, migration.tag]));
      const migrations = applied.map((row) => ({
        tag: known.get(String(row.created_at)) ?? 'unknown',
        when: Number(row.created_at),
        hash: row.hash,
      }));
      const tables: BackupManifest['tables'] = [];
      for (const name of (await listTables(tx)).filter((table) => table !== FILES_TABLE)) {
        const entry = `tables/${name}.ndjson`;
        const file = countingFile(path.join(work, `t-${tables.length}`));
        let rows = 0;
        await tx.execute(
          sql.raw(
            `declare backup_rows no scroll cursor for select row_to_json(t)::text as line from ${quoteIdent(name)} t`,
          ),
        );
        for (;;) {
          const batch = await executeRows<{ line: string }>(
            tx,
            sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`),
          );
          if (batch.length === 0) {
            break;
          }
          rows += batch.length;
          await file.write(Buffer.from(`${batch.map((row) => row.line).join('\n')}\n`));
        }
        await tx.execute(sql.raw('close backup_rows'));
        tables.push({ name, rows, entry, ...(await file.close()) });
        onProgress(`${name}: ${rows} rows`);
      }
      const sequences = await executeRows<{ name: string; value: string | null }>(
        tx,
        sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'
            order by sequencename`,
      );
      const secretNames = await executeRows<{ name: string }>(tx, sql`select name from app_secrets order by name`);
      const store =
        files?.store ??
        (storeKind === 'database'
          ? createDatabaseFileStore(tx as unknown as Database['db'])
          : storeKind === 'folder'
            ? createLocalFileStore(frozenFolder)
            : openFileStore('s3', env, database));
      const fileEntries: BackupManifest['files']['entries'] = [];
      for await (const key of store.keys()) {
        const stored = await store.get(key);
        if (!stored) {
          continue;
        }
        const entry = `files/${String(fileEntries.length).padStart(8, '0')}`;
        const file = countingFile(path.join(work, `f-${fileEntries.length}`));
        await file.write(stored.body);
        fileEntries.push({ key, contentType: stored.contentType, entry, ...(await file.close()) });
      }
      onProgress(`files: ${fileEntries.length}`);
      snapshotSeconds = (performance.now() - snapshotStarted) / 1000;
      const made: BackupManifest = {
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        createdAt: new Date().toISOString(),
        product: { version: SERVER_VERSION },
        database: { kind: database.kind, serverVersion: version?.version ?? '' },
        migrations,
        tables,
        sequences,
        files: {
          store: storeKind,
          count: fileEntries.length,
          bytes: fileEntries.reduce((sum, entry) => sum + entry.bytes, 0),
          entries: fileEntries,
        },
        secrets: {
          inDatabase: secretNames.map((row) => row.name),
          fromEnvironment: SECRET_SETTINGS.filter((name) => env[name] !== undefined),
        },
        snapshotSeconds,
      };
      return made;
    });
    manifest.snapshotSeconds = snapshotSeconds;
    const unknown = manifest.migrations.filter((migration) => migration.tag === 'unknown');
    if (unknown.length > 0) {
      throw new Error(
        `the database has ${unknown.length} migrations this version does not know: back it up with the version that runs it`,
      );
    }
    await assemble(manifest, work, `${work}.tar.gz`);
    await rename(`${work}.tar.gz`, target);
    const written = await stat(target);
    return {
      file: target,
      bytes: written.size,
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      files: manifest.files.count,
      fileBytes: manifest.files.bytes,
      snapshotSeconds: manifest.snapshotSeconds,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(`${work}.tar.gz`, { force: true });
    await rm(frozenFolder, { recursive: true, force: true });
  }
};

/** The parts written to `work` (t-N, f-N) as one gzipped tar: the manifest first, then tables, then files. */
const assemble = async (manifest: BackupManifest, work: string, out: string) => {
  const now = new Date(manifest.createdAt);
  const parts: { stamp: EntryStamp; file: string }[] = [
    ...manifest.tables.map((table, index) => ({ stamp: table, file: path.join(work, `t-${index}`) })),
    ...manifest.files.entries.map((entry, index) => ({ stamp: entry, file: path.join(work, `f-${index}`) })),
  ];
  async function* archive() {
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 1));
    yield tarHeader(MANIFEST_ENTRY, manifestBytes.length, now);
    yield manifestBytes;
    yield tarPadding(manifestBytes.length);
    for (const part of parts) {
      yield tarHeader(part.stamp.entry, part.stamp.bytes, now);
      for await (const chunk of createReadStream(part.file)) {
        yield chunk as Buffer;
      }
      yield tarPadding(part.stamp.bytes);
    }
    yield tarEnd();
  }
  await pipeline(archive, createGzip({ level: 6 }), createWriteStream(out));
};
