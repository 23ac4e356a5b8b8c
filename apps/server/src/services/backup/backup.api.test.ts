import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip, gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/client';
import { executeRows } from '#server/db/execute-rows';
import {
  createDatabaseFileStore,
  createLocalFileStore,
  type FileStore,
  type FileStoreKind,
} from '#server/services/file-store';
import { buildTestApp, TEST_DB_KIND } from '#server/test/build-test-app';
import { createTestEnv } from '#server/test/test-env';
import { type BackupManifest, buildMigrations, MANIFEST_ENTRY } from './format';
import { DamagedBackupError, openBackup, verifyBackup } from './read-backup';
import { migrationsUpTo, RestoreRefusedError, restoreBackup } from './restore-backup';
import { tarEnd, tarHeader, tarPadding } from './tar';
import { FILES_TABLE, listTables, writeBackup } from './write-backup';

const workDir = mkdtempSync(path.join(os.tmpdir(), 'door-backup-test-'));

/** An empty installation of the kind under test: a database with nothing in it and an empty file store. */
const openEmptyInstallation = async (): Promise<{
  database: Database;
  files: { kind: FileStoreKind; store: FileStore };
}> => {
  if (TEST_DB_KIND === 'pglite') {
    const database = await openDatabase({ kind: 'pglite' });
    afterAll(() => database.close());
    return {
      database,
      files: { kind: 'folder', store: createLocalFileStore(mkdtempSync(path.join(workDir, 'store-'))) },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `door_t_${inject('postgresTemplate')?.split('_').pop()}_restore_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  afterAll(async () => {
    await database.close();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });
  return { database, files: { kind: 'database', store: createDatabaseFileStore(database.db) } };
};

/** Every row of every table (but the database file store's), as JSON text, sorted. */
const tableContents = async (database: Database) => {
  const contents = new Map<string, string[]>();
  for (const table of await listTables(database.db)) {
    if (table === FILES_TABLE) {
      continue;
    }
    const rows = await executeRows<{ line: string }>(
      database.db,
      sql.raw(`select row_to_json(t)::text as line from "${table}" t`),
    );
    contents.set(table, rows.map((row) => row.line).sort());
  }
  return contents;
};

const fileContents = async (store: FileStore) => {
  const contents = new Map<string, string>();
  for await (const key of store.keys()) {
    const file = await store.get(key);
    contents.set(key, `${file?.contentType}:${Buffer.from(file?.body ?? []).toString('base64')}`);
  }
  return contents;
};

const BUSY = 'Busy-backup-writer';
let emptyInstallation: ReturnType<typeof openEmptyInstallation> | undefined;
/** One empty installation the refusals leave empty, then the target of the forward migration. */
const emptyTarget = () => {
  emptyInstallation ??= openEmptyInstallation();
  return emptyInstallation;
};
/** The backup of the busy installation, which the later tests damage. */
const file = path.join(workDir, 'busy.tar.gz');

const tableCount = async (database: Database) =>
  Number(
    (
      await executeRows<{ count: string | number }>(
        database.db,
        sql`select count(*) as count from pg_tables where schemaname = 'public'`,
      )
    )[0]?.count,
  );

/** The backup again with its manifest changed, and every entry as it was. */
const withManifest = async (change: (manifest: BackupManifest) => void, out: string) => {
  const { manifest, entries } = await openBackup(file);
  change(manifest);
  async function* archive() {
    const text = Buffer.from(JSON.stringify(manifest));
    yield tarHeader(MANIFEST_ENTRY, text.length, new Date());
    yield text;
    yield tarPadding(text.length);
    for await (const entry of entries) {
      yield tarHeader(entry.name, entry.size, new Date());
      for await (const piece of entry.data) {
        yield piece;
      }
      yield tarPadding(entry.size);
    }
    yield tarEnd();
  }
  await pipeline(archive, createGzip(), createWriteStream(out));
  return out;
};

describe(`backup and restore (${TEST_DB_KIND})`, () => {
  it('backs up an installation while it is written to and restores every table and file into an empty one', async () => {
    const { app, database, env } = await buildTestApp();
    const files = app.ctx.files;
    await files.put('remarks/own/picture.png', Uint8Array.from([137, 80, 78, 71, 1, 2, 3]), 'image/png');
    await files.put('prints/own/offer.pdf', Buffer.from('%PDF-1.7 own offer'), 'application/pdf');
    const [brandPartner] = await executeRows<{ id: string }>(database.db, sql`select id from brand_partners limit 1`);
    // Each write: a file, then in one transaction a contact and an audit entry naming the same number.
    let written = 0;
    let isWriting = true;
    const writer = (async () => {
      while (isWriting) {
        const number = written + 1;
        await files.put(`busy/${number}.txt`, Buffer.from(`busy ${number}`), 'text/plain');
        await database.db.transaction(async (tx) => {
          await tx.execute(
            sql`insert into contacts (kind, brand_partner_id, first_name, last_name) values ('customer', ${brandPartner?.id}, ${BUSY}, ${String(number)})`,
          );
          await tx.execute(
            sql`insert into audit_entries (action, entity_type, entity_id) values ('busy', 'contact', ${String(number)})`,
          );
        });
        written = number;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const writtenBefore = written;
    const summary = await writeBackup({ database, env }, file);
    const writtenAtEnd = written;
    await new Promise((resolve) => setTimeout(resolve, 50));
    isWriting = false;
    await writer;
    expect(written).toBeGreaterThan(writtenAtEnd);
    expect(summary.rows).toBeGreaterThan(100);
    expect(summary.files).toBeGreaterThanOrEqual(2);

    const target = await openEmptyInstallation();
    const restored = await restoreBackup(file, {
      database: target.database,
      env: createTestEnv(),
      files: target.files,
    });
    expect(restored.migratedForward).toBe(0);
    expect(await target.database.pendingMigrations()).toBe(0);

    // The snapshot holds the first k writes, whole: k contacts and the same k audit entries.
    const busyIn = async (db: Database) => {
      const contacts = await executeRows<{ n: string }>(
        db.db,
        sql`select last_name as n from contacts where first_name = ${BUSY}`,
      );
      const audits = await executeRows<{ n: string }>(
        db.db,
        sql`select entity_id as n from audit_entries where action = 'busy'`,
      );
      return {
        contacts: contacts.map((row) => Number(row.n)).sort((a, b) => a - b),
        audits: audits.map((row) => Number(row.n)).sort((a, b) => a - b),
      };
    };
    const busy = await busyIn(target.database);
    const k = busy.contacts.length;
    expect(k).toBeGreaterThanOrEqual(writtenBefore);
    expect(busy.contacts).toEqual(Array.from({ length: k }, (_, index) => index + 1));
    expect(busy.audits).toEqual(busy.contacts);

    // Every table equals the source without the writes after the snapshot.
    const later = (line: string) =>
      (line.includes(`"first_name":"${BUSY}"`) && Number(JSON.parse(line).last_name) > k) ||
      (line.includes('"action":"busy"') && Number(JSON.parse(line).entity_id) > k);
    const source = await tableContents(database);
    const copy = await tableContents(target.database);
    expect([...copy.keys()]).toEqual([...source.keys()]);
    for (const [table, lines] of source) {
      expect(copy.get(table), table).toEqual(lines.filter((line) => !later(line)));
    }
    // Every file of the snapshot: the source's own ones identical, the busy ones of the k writes there.
    const sourceFiles = await fileContents(files);
    const copyFiles = await fileContents(target.files.store);
    for (const [key, content] of sourceFiles) {
      const number = key.startsWith('busy/') ? Number(key.slice(5, -4)) : 0;
      if (number === 0 || number <= k) {
        expect(copyFiles.get(key), key).toBe(content);
      }
    }
    for (const [key, content] of copyFiles) {
      expect(sourceFiles.get(key), key).toBe(content);
    }
    expect(copyFiles.get('remarks/own/picture.png')).toBeDefined();

    // A second restore into the now filled installation is refused, and changes nothing.
    await expect(
      restoreBackup(file, { database: target.database, env: createTestEnv(), files: target.files }),
    ).rejects.toThrow(/installation is not empty/);
    expect((await tableContents(target.database)).get('contacts')).toEqual(copy.get('contacts'));
  }, 240_000);

  it('refuses a damaged backup with the reason, before it touches the installation', async () => {
    const whole = readFileSync(file);
    const cut = path.join(workDir, 'cut.tar.gz');
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(verifyBackup(cut)).rejects.toThrow(/damaged.*unexpected end of file/);

    // A changed byte inside a table, the archive otherwise intact.
    const tar = gunzipSync(whole);
    const at = tar.indexOf('"brand_partner_id"', tar.indexOf('tables/contacts.ndjson\0'));
    tar[at + 1] = 'B'.charCodeAt(0);
    const altered = path.join(workDir, 'altered.tar.gz');
    writeFileSync(altered, gzipSync(tar));
    await expect(verifyBackup(altered)).rejects.toThrow(
      new DamagedBackupError('tables/contacts.ndjson differs from its checksum in the manifest (SHA-256)'),
    );

    const missing = await withManifest(
      (manifest) => {
        manifest.files.entries.push({
          key: 'lost/file.txt',
          contentType: 'text/plain',
          entry: 'files/99999999',
          bytes: 1,
          sha256: '0',
        });
      },
      path.join(workDir, 'missing.tar.gz'),
    );
    await expect(verifyBackup(missing)).rejects.toThrow('files/99999999 is missing (the file ends before it)');

    const target = await emptyTarget();
    for (const damaged of [cut, altered, missing]) {
      await expect(
        restoreBackup(damaged, { database: target.database, env: createTestEnv(), files: target.files }),
      ).rejects.toThrow(DamagedBackupError);
    }
    expect(await tableCount(target.database)).toBe(0);
  }, 120_000);

  it('refuses a backup of a newer version, and migrates an older one forward', async () => {
    const newer = await withManifest(
      (manifest) => {
        manifest.product.version = '99.0.0';
        manifest.migrations.push({ tag: '9999_future', when: Date.now(), hash: 'f'.repeat(64) });
      },
      path.join(workDir, 'newer.tar.gz'),
    );
    const target = await openEmptyInstallation();
    await expect(
      restoreBackup(newer, { database: target.database, env: createTestEnv(), files: target.files }),
    ).rejects.toThrow(
      new RestoreRefusedError(
        `the backup was made by version 99.0.0 with ${buildMigrations().length + 1} migrations; this version knows ${buildMigrations().length}: restore it with version 99.0.0 or later`,
      ),
    );
    expect(await tableCount(target.database)).toBe(0);

    // An installation one migration behind this version, backed up and restored: the last migration runs after.
    const older = await openEmptyInstallation();
    const folder = await migrationsUpTo(buildMigrations().length - 1);
    await older.database.migrate(folder);
    await older.database.db.execute(sql`insert into app_secrets (name, value) values ('olderKey', 'kept')`);
    await older.files.store.put('older/file.txt', Buffer.from('older'), 'text/plain');
    const olderFile = path.join(workDir, 'older.tar.gz');
    await writeBackup({ database: older.database, env: createTestEnv(), files: older.files }, olderFile);
    expect(await older.database.pendingMigrations()).toBe(1);
    const restored = await restoreBackup(olderFile, {
      database: target.database,
      env: createTestEnv(),
      files: target.files,
    });
    expect(restored.migratedForward).toBe(1);
    expect(await target.database.pendingMigrations()).toBe(0);
    expect(await executeRows(target.database.db, sql`select value from app_secrets where name = 'olderKey'`)).toEqual([
      { value: 'kept' },
    ]);
    expect(Buffer.from((await target.files.store.get('older/file.txt'))?.body ?? []).toString()).toBe('older');
  }, 120_000);
});
