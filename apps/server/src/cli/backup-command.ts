import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '#server/config/env';
import { type Database, openDatabase } from '#server/db/client';
import { isServerRunning, requestBackupFromServer } from '#server/services/backup/backup-socket';
import { DamagedBackupError, verifyBackup } from '#server/services/backup/read-backup';
import { RestoreRefusedError, restoreBackup } from '#server/services/backup/restore-backup';
import { type BackupSummary, writeBackup } from '#server/services/backup/write-backup';
import type { Output } from './catalogue-offline';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A path as the caller typed it: `npm run` starts in the repository, INIT_CWD is where the caller was. */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

const pgliteDir = (env: Env) => path.join(env.DATA_DIR, 'pglite');

const openConfigured = (env: Env): Promise<Database> =>
  env.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
    : openDatabase({ kind: 'pglite', dataDir: pgliteDir(env) });

const printSummary = (summary: BackupSummary, output: Output) =>
  output.out(
    `backup written to ${summary.file} (${megabytes(summary.bytes)}): ${summary.tables} tables, ${summary.rows} rows, ${summary.files} files (${megabytes(summary.fileBytes)}); snapshot held ${summary.snapshotSeconds.toFixed(1)} s, ${summary.seconds.toFixed(1)} s in all`,
  );

/**
 * `npm run backup -- --out FILE`: backs up the configured installation while it serves (PostgreSQL: from here, in
 * one snapshot; the embedded database: the running server makes it, or, with none running, this process).
 */
export const runBackupCommand = async (args: string[], env: Env, output: Output): Promise<number> => {
  const index = args.indexOf('--out');
  const typed = index >= 0 ? args[index + 1] : undefined;
  if (!typed) {
    output.err('usage: npm run backup -- --out FILE');
    return 1;
  }
  const out = fromCaller(typed);
  if (!env.DATABASE_URL) {
    if (!existsSync(pgliteDir(env))) {
      output.err(`error: no installation at DATA_DIR ${env.DATA_DIR} (no pglite folder)`);
      return 1;
    }
    const fromServer = await requestBackupFromServer(env.DATA_DIR, out);
    if (fromServer) {
      printSummary(fromServer, output);
      return 0;
    }
  }
  const database = await openConfigured(env);
  try {
    printSummary(await writeBackup({ database, env }, out), output);
    return 0;
  } finally {
    await database.close();
  }
};

/**
 * `npm run restore -- FILE` restores a backup into the configured installation, which must be empty;
 * `npm run restore -- --verify FILE` checks a backup against its manifest and touches nothing.
 */
export const runRestoreCommand = async (args: string[], env: Env, output: Output): Promise<number> => {
  const isVerify = args.includes('--verify');
  const typed = args.find((arg) => !arg.startsWith('--'));
  if (!typed) {
    output.err('usage: npm run restore -- [--verify] FILE');
    return 1;
  }
  const file = fromCaller(typed);
  try {
    if (isVerify) {
      const { manifest, rows, files } = await verifyBackup(file);
      output.out(
        `${file} is whole: made ${manifest.createdAt} by version ${manifest.product.version} on ${manifest.database.kind}, ${manifest.tables.length} tables, ${rows} rows, ${files} files, every checksum and row count as its manifest says`,
      );
      return 0;
    }
    if (!env.DATABASE_URL) {
      if (await isServerRunning(env.DATA_DIR)) {
        throw new RestoreRefusedError(`a server runs on DATA_DIR ${env.DATA_DIR}: restore into a new DATA_DIR`);
      }
      if (existsSync(pgliteDir(env)) && readdirSync(pgliteDir(env)).length > 0) {
        throw new RestoreRefusedError(
          `the installation is not empty (${pgliteDir(env)} holds a database): restore into a new DATA_DIR`,
        );
      }
    }
    const database = await openConfigured(env);
    try {
      const summary = await restoreBackup(file, { database, env }, (line) => output.out(line));
      output.out(
        `restored ${summary.tables} tables, ${summary.rows} rows and ${summary.files} files in ${summary.seconds.toFixed(1)} s; ${summary.migratedForward} migrations of this version applied after`,
      );
      const unset = summary.environmentSecrets.filter((name) => env[name as keyof Env] === undefined);
      if (unset.length > 0) {
        output.err(
          `note: the backed-up installation had ${unset.join(', ')} in its environment: set the same values here`,
        );
      }
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof DamagedBackupError) {
      output.err(`error: ${file} is not a usable backup: ${error.message}`);
      return 1;
    }
    throw error;
  }
};
