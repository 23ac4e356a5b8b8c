import type { Env } from '#server/config/env';
import type { Database } from '#server/db/client';
import { FILE_STORE_KINDS, type FileStore, type FileStoreKind, openFileStore } from '#server/services/file-store';
import type { Output } from './catalogue-offline';

const USAGE = [
  'usage: npm run files -- move --from <store> --to <store> [--delete-source]',
  `stores: ${FILE_STORE_KINDS.join(', ')} (folder: DATA_DIR/store; database: the configured database; s3: S3_URL)`,
];

/** What a move did: files copied (and their bytes), and the keys that could not be moved. */
export type MoveReport = { moved: number; bytes: number; failed: string[] };

/**
 * Copies every file of one store into another (the same key, bytes and content type), then, when asked, deletes it
 * from the source. A file is deleted from the source only after it was written and read back from the target.
 */
export const moveFiles = async (
  from: FileStore,
  to: FileStore,
  { deleteSource }: { deleteSource: boolean },
  onProgress: (key: string) => void = () => {},
): Promise<MoveReport> => {
  const report: MoveReport = { moved: 0, bytes: 0, failed: [] };
  for await (const key of from.keys()) {
    try {
      const file = await from.get(key);
      if (!file) {
        continue;
      }
      await to.put(key, file.body, file.contentType);
      const copied = await to.get(key);
      if (copied?.body.byteLength !== file.body.byteLength) {
        throw new Error('the copy reads back with another size');
      }
      if (deleteSource) {
        await from.delete(key);
      }
      report.moved += 1;
      report.bytes += file.body.byteLength;
      onProgress(key);
    } catch {
      report.failed.push(key);
    }
  }
  return report;
};

const kindOf = (value: string | undefined): FileStoreKind | null =>
  FILE_STORE_KINDS.includes(value as FileStoreKind) ? (value as FileStoreKind) : null;

/** `npm run files -- move --from A --to B [--delete-source]`: exit code 0 when every file moved, else 1. */
export const runFilesCommand = async (
  args: string[],
  env: Env,
  open: () => Promise<Database>,
  output: Output,
): Promise<number> => {
  const option = (name: string) => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const from = kindOf(option('--from'));
  const to = kindOf(option('--to'));
  if (args[0] !== 'move' || !from || !to || from === to) {
    for (const line of USAGE) {
      output.err(line);
    }
    return 1;
  }
  const database = await open();
  try {
    const report = await moveFiles(openFileStore(from, env, database), openFileStore(to, env, database), {
      deleteSource: args.includes('--delete-source'),
    });
    output.out(`moved ${report.moved} files (${report.bytes} bytes) from ${from} to ${to}`);
    for (const key of report.failed) {
      output.err(`${key}: not moved`);
    }
    return report.failed.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
};
