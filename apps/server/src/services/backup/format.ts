import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '#server/config/repo-root';

/** What the first entry of a backup (`manifest.json`) names. */
export const BACKUP_FORMAT = 'door-configurator-backup';
/** The layout of this build's backups; a reader refuses a later one. */
export const BACKUP_FORMAT_VERSION = 1;
/** The name of the manifest entry. */
export const MANIFEST_ENTRY = 'manifest.json';

/** One migration as drizzle records it: its file's tag, its journal time and the SHA-256 of its SQL. */
export type MigrationStamp = { tag: string; when: number; hash: string };

/** An entry of the archive with its size and checksum. */
export type EntryStamp = { entry: string; bytes: number; sha256: string };

/** What a backup holds, written first into it. */
export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  product: { version: string };
  database: { kind: 'pglite' | 'postgres'; serverVersion: string };
  /** The migrations applied to the database at the snapshot, oldest first. */
  migrations: MigrationStamp[];
  /** Every table of the schema `public` but `stored_files` (whose files are under `files`). */
  tables: (EntryStamp & { name: string; rows: number })[];
  sequences: { name: string; value: string | null }[];
  files: {
    store: string;
    count: number;
    bytes: number;
    entries: (EntryStamp & { key: string; contentType: string })[];
  };
  /**
   * Secrets: those the server made are rows of `app_secrets` (inside the backup); those set in the environment are
   * only named (keep them with the backup: they are the operator's).
   */
  secrets: { inDatabase: string[]; fromEnvironment: string[] };
  /** Seconds the consistent snapshot was held open. */
  snapshotSeconds: number;
};

/** This build's migrations (drizzle's journal; a migration's hash is the SHA-256 of its SQL, as drizzle computes it). */
export const buildMigrations = (folder: string = MIGRATIONS_FOLDER): MigrationStamp[] => {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map((entry) => ({
    tag: entry.tag,
    when: entry.when,
    hash: createHash('sha256')
      .update(readFileSync(path.join(folder, `${entry.tag}.sql`)).toString())
      .digest('hex'),
  }));
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Reads a manifest, refusing anything that is not one of this format (with the reason). */
export const parseManifest = (text: string): BackupManifest => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('its manifest is not JSON');
  }
  if (!isObject(value) || value.format !== BACKUP_FORMAT) {
    throw new Error(`its manifest is not a ${BACKUP_FORMAT} manifest`);
  }
  if (typeof value.formatVersion !== 'number' || value.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new Error(
      `it is of backup format ${String(value.formatVersion)}, this version reads up to ${BACKUP_FORMAT_VERSION}: restore it with a newer version`,
    );
  }
  for (const key of ['migrations', 'tables', 'sequences'] as const) {
    if (!Array.isArray(value[key])) {
      throw new Error(`its manifest has no list of ${key}`);
    }
  }
  if (!isObject(value.files) || !Array.isArray(value.files.entries)) {
    throw new Error('its manifest has no list of files');
  }
  return value as BackupManifest;
};
