import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { type BackupManifest, MANIFEST_ENTRY, parseManifest } from './format';
import { readTar, type TarEntry } from './tar';

/** A backup that cannot be read or does not match its manifest; the message is the reason. */
export class DamagedBackupError extends Error {}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The entries of a backup file, the manifest first and read: a gzip or tar error (a cut or altered file) becomes
 * a `DamagedBackupError` naming it.
 */
export const openBackup = async (
  file: string,
): Promise<{ manifest: BackupManifest; entries: AsyncGenerator<TarEntry> }> => {
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on('error', (error) => gunzip.destroy(error));
  const tar = readTar(source.pipe(gunzip));
  const guarded = async function* (): AsyncGenerator<TarEntry> {
    try {
      for await (const entry of tar) {
        yield {
          ...entry,
          data: (async function* () {
            try {
              yield* entry.data;
            } catch (error) {
              throw new DamagedBackupError(`the file is damaged inside ${entry.name}: ${reasonOf(error)}`);
            }
          })(),
        };
      }
    } catch (error) {
      if (error instanceof DamagedBackupError) {
        throw error;
      }
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new Error(`${file} does not exist`);
      }
      throw new DamagedBackupError(`the file is damaged: ${reasonOf(error)}`);
    } finally {
      source.destroy();
    }
  };
  const entries = guarded();
  const first = await entries.next();
  if (first.done || first.value.name !== MANIFEST_ENTRY) {
    await entries.return(undefined);
    throw new DamagedBackupError('it does not begin with a manifest: not a backup of this product');
  }
  const pieces: Buffer[] = [];
  for await (const piece of first.value.data) {
    pieces.push(piece);
  }
  try {
    return { manifest: parseManifest(Buffer.concat(pieces).toString('utf8')), entries };
  } catch (error) {
    await entries.return(undefined);
    throw new DamagedBackupError(reasonOf(error));
  }
};

/** What a check of a backup found: the manifest, and its totals. */
export type VerifiedBackup = { manifest: BackupManifest; rows: number; files: number };

/** Every entry's name, size and SHA-256 as the manifest states them, in its order. */
const expectedEntries = (manifest: BackupManifest) =>
  [...manifest.tables, ...manifest.files.entries].map((stamp) => ({
    entry: stamp.entry,
    bytes: stamp.bytes,
    sha256: stamp.sha256,
    rows: 'rows' in stamp ? (stamp as { rows: number }).rows : undefined,
  }));

/**
 * Reads a whole backup and compares it with its manifest: every entry present, in order, of the stated size and
 * SHA-256, every table with its stated number of rows, nothing more. Throws a `DamagedBackupError` with the first
 * difference. Touches no installation.
 */
export const verifyBackup = async (file: string): Promise<VerifiedBackup> => {
  const { manifest, entries } = await openBackup(file);
  const expected = expectedEntries(manifest);
  let index = 0;
  for await (const entry of entries) {
    const wanted = expected[index];
    if (!wanted) {
      throw new DamagedBackupError(`it holds ${entry.name}, which its manifest does not list`);
    }
    if (wanted.entry !== entry.name) {
      throw new DamagedBackupError(`${wanted.entry} is missing (found ${entry.name} in its place)`);
    }
    const hash = createHash('sha256');
    let lines = 0;
    for await (const piece of entry.data) {
      hash.update(piece);
      if (wanted.rows !== undefined) {
        for (const byte of piece) {
          if (byte === 10) {
            lines += 1;
          }
        }
      }
    }
    if (entry.size !== wanted.bytes) {
      throw new DamagedBackupError(`${entry.name} has ${entry.size} bytes, its manifest says ${wanted.bytes}`);
    }
    if (hash.digest('hex') !== wanted.sha256) {
      throw new DamagedBackupError(`${entry.name} differs from its checksum in the manifest (SHA-256)`);
    }
    if (wanted.rows !== undefined && lines !== wanted.rows) {
      throw new DamagedBackupError(`${entry.name} has ${lines} rows, its manifest says ${wanted.rows}`);
    }
    index += 1;
  }
  if (index < expected.length) {
    throw new DamagedBackupError(`${expected[index]?.entry} is missing (the file ends before it)`);
  }
  return {
    manifest,
    rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
    files: manifest.files.count,
  };
};
