import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '#server/config/env';
import { openDatabase } from '#server/db/client';
import { createDatabaseFileStore, createLocalFileStore } from '#server/services/file-store';
import { moveFiles, runFilesCommand } from './files-command';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'door-files-move-'));
const database = await openDatabase({ kind: 'pglite' });
await database.migrate();
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});
const bytes = (text: string) => new TextEncoder().encode(text);
const keysOf = async (keys: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const key of keys) {
    all.push(key);
  }
  return all.sort();
};

describe('moving the files of one store into another', () => {
  it('copies every file with its bytes and type, and deletes the source only when asked', async () => {
    const folder = createLocalFileStore(path.join(dataDir, 'store'));
    const rows = createDatabaseFileStore(database.db);
    await folder.put('prints/a/offer.pdf', bytes('%PDF-1'), 'application/pdf');
    await folder.put('remarks/b/photo.png', bytes('png'), 'image/png');
    const copied = await moveFiles(folder, rows, { deleteSource: false });
    expect(copied).toEqual({ moved: 2, bytes: 9, failed: [] });
    expect(await keysOf(rows.keys())).toEqual(['prints/a/offer.pdf', 'remarks/b/photo.png']);
    expect(await rows.get('prints/a/offer.pdf')).toEqual({ body: bytes('%PDF-1'), contentType: 'application/pdf' });
    expect(await keysOf(folder.keys())).toHaveLength(2);

    const moved = await moveFiles(rows, folder, { deleteSource: true });
    expect(moved.moved).toBe(2);
    expect(await keysOf(rows.keys())).toEqual([]);
    expect(new TextDecoder().decode((await folder.get('remarks/b/photo.png'))?.body)).toBe('png');
  });

  it('answers the usage and exit code 1 for a wrong command, and names what it moved', async () => {
    const lines: string[] = [];
    const output = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
    const env = loadEnv({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) });
    const open = async () => ({ ...database, close: async () => undefined });
    expect(await runFilesCommand(['move', '--from', 'folder'], env, open, output)).toBe(1);
    expect(lines[0]).toMatch(/^usage: npm run files -- move/);
    lines.length = 0;
    expect(await runFilesCommand(['move', '--from', 'folder', '--to', 'database'], env, open, output)).toBe(0);
    expect(lines).toEqual(['moved 2 files (9 bytes) from folder to database']);
  });
});
