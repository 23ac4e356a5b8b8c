import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '#server/config/env';
import { type Database, openDatabase } from '#server/db/client';
import { S3RVER_CREDENTIALS, startS3Server } from '#server/test/s3-server';
import {
  assertFileKey,
  createDatabaseFileStore,
  createFileStore,
  createLocalFileStore,
  createS3FileStore,
  type FileStore,
  fileStoreKindOf,
  s3OptionsOf,
} from './file-store';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (body: Uint8Array) => new TextDecoder().decode(body);

/** What every file store does, run against the folder store and the S3 store alike. */
const fileStoreContract = (name: string, open: () => Promise<FileStore>) => {
  describe(`${name}: the file store contract`, () => {
    let store: FileStore;

    it('opens', async () => {
      store = await open();
    });

    it('gives back what was put, with its content type', async () => {
      await store.put('remarks/a1/b2.png', bytes('picture'), 'image/png');
      const got = await store.get('remarks/a1/b2.png');
      expect(got && text(got.body)).toBe('picture');
      expect(got?.contentType).toBe('image/png');
    });

    it('keeps binary bodies byte for byte', async () => {
      const body = new Uint8Array(256 * 1024).map((_, index) => (index * 31 + 7) % 256);
      await store.put('binary/all-bytes.bin', body, 'application/octet-stream');
      const got = await store.get('binary/all-bytes.bin');
      expect(got?.body.byteLength).toBe(body.byteLength);
      expect(Buffer.from(got?.body ?? []).equals(Buffer.from(body))).toBe(true);
    });

    it('replaces a file put again under the same key', async () => {
      await store.put('replace/one.txt', bytes('first'), 'text/plain');
      await store.put('replace/one.txt', bytes('second'), 'text/csv');
      const got = await store.get('replace/one.txt');
      expect(got && text(got.body)).toBe('second');
      expect(got?.contentType).toBe('text/csv');
    });

    it('answers null for a key never put', async () => {
      expect(await store.get('nothing/here.png')).toBeNull();
    });

    it('deletes a file, and deleting a missing file succeeds', async () => {
      await store.put('gone/soon.png', bytes('x'), 'image/png');
      await store.delete('gone/soon.png');
      expect(await store.get('gone/soon.png')).toBeNull();
      await expect(store.delete('gone/soon.png')).resolves.toBeUndefined();
    });

    it('lists every key it holds, and no deleted one', async () => {
      await store.put('listing/one.txt', bytes('1'), 'text/plain');
      await store.put('listing/deep/two.txt', bytes('2'), 'text/plain');
      await store.put('listing/gone.txt', bytes('3'), 'text/plain');
      await store.delete('listing/gone.txt');
      const keys: string[] = [];
      for await (const key of store.keys()) {
        keys.push(key);
      }
      expect(keys).toEqual(expect.arrayContaining(['listing/one.txt', 'listing/deep/two.txt']));
      expect(keys).not.toContain('listing/gone.txt');
    });

    it('keeps an empty file', async () => {
      await store.put('empty/file.txt', new Uint8Array(0), 'text/plain');
      const got = await store.get('empty/file.txt');
      expect(got?.body.byteLength).toBe(0);
    });

    it('refuses keys with "..", absolute paths and other unsafe names, for every call', async () => {
      for (const key of [
        '../escape.png',
        'a/../../b.png',
        '/etc/passwd',
        'a//b',
        'a\\b',
        '.hidden',
        'a/./b',
        '',
        'ü.png',
      ]) {
        await expect(store.put(key, bytes('x'), 'text/plain'), key).rejects.toThrow(/Invalid file key/);
        await expect(store.get(key), key).rejects.toThrow(/Invalid file key/);
        await expect(store.delete(key), key).rejects.toThrow(/Invalid file key/);
      }
    });
  });
};

const folder = mkdtempSync(path.join(os.tmpdir(), 'door-files-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
fileStoreContract('folder store', async () => createLocalFileStore(folder));

let embedded: Database | null = null;
afterAll(async () => {
  await embedded?.close();
});
fileStoreContract('database store', async () => {
  embedded = await openDatabase({ kind: 'pglite' });
  await embedded.migrate();
  return createDatabaseFileStore(embedded.db);
});

const s3 = await startS3Server(['door-test']);
afterAll(() => s3.close());
fileStoreContract('S3 store (s3rver)', async () =>
  createS3FileStore({
    bucket: 'door-test',
    region: 'us-east-1',
    endpoint: s3.endpoint,
    credentials: S3RVER_CREDENTIALS,
  }),
);

describe('the folder store', () => {
  it('keeps files inside its folder only, bytes and types in separate trees', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'door-files-'));
    const store = createLocalFileStore(path.join(root, 'store'));
    await store.put('remarks/x/y.png', bytes('p'), 'image/png');
    expect(readdirSync(root)).toEqual(['store']);
    expect(readdirSync(path.join(root, 'store')).sort()).toEqual(['files', 'types']);
    expect(readdirSync(path.join(root, 'store/files/remarks/x'))).toEqual(['y.png']);
    rmSync(root, { recursive: true, force: true });
  });
});

describe('choosing the store from the settings', () => {
  const env = (values: Record<string, string>) => loadEnv({ JWT_SECRET: 'x'.repeat(32), ...values });
  // The folder and S3 stores never touch the database.
  const EMBEDDED = { kind: 'pglite', db: null as unknown as Database['db'] } as const;

  it('is S3 when configured, else the database on PostgreSQL, else the folder (the embedded database)', () => {
    expect(fileStoreKindOf(env({ S3_URL: 's3://door-files' }), { kind: 'postgres' })).toBe('s3');
    expect(fileStoreKindOf(env({}), { kind: 'postgres' })).toBe('database');
    expect(fileStoreKindOf(env({}), { kind: 'pglite' })).toBe('folder');
  });

  it('is the folder under DATA_DIR by default', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'door-data-'));
    expect(s3OptionsOf(env({ DATA_DIR: dataDir }))).toBeNull();
    const store = createFileStore(env({ DATA_DIR: dataDir }), EMBEDDED);
    await store.put('a/b.txt', bytes('in the folder'), 'text/plain');
    expect(readdirSync(path.join(dataDir, 'store/files/a'))).toEqual(['b.txt']);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads bucket, prefix, region, endpoint and credentials from S3_URL', () => {
    expect(
      s3OptionsOf(env({ S3_URL: 'https://AK:S%2Fecret@s3.example.com:9000/files/door?region=eu-central-1' })),
    ).toEqual({
      bucket: 'files',
      prefix: 'door/',
      region: 'eu-central-1',
      endpoint: 'https://s3.example.com:9000',
      credentials: { accessKeyId: 'AK', secretAccessKey: 'S/ecret' },
    });
    expect(s3OptionsOf(env({ S3_URL: 's3://door-files', AWS_REGION: 'eu-west-1' }))).toEqual({
      bucket: 'door-files',
      prefix: undefined,
      region: 'eu-west-1',
      endpoint: undefined,
      credentials: undefined,
    });
  });

  it('reads the usual AWS variables with S3_BUCKET', () => {
    expect(
      s3OptionsOf(
        env({
          S3_BUCKET: 'door-files',
          AWS_ENDPOINT_URL: 'http://127.0.0.1:9000',
          AWS_REGION: 'eu-central-1',
          AWS_ACCESS_KEY_ID: 'AK',
          AWS_SECRET_ACCESS_KEY: 'SK',
        }),
      ),
    ).toEqual({
      bucket: 'door-files',
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'AK', secretAccessKey: 'SK' },
    });
  });

  it('writes to the bucket of S3_URL', async () => {
    const store = createFileStore(
      env({ S3_URL: `http://S3RVER:S3RVER@${new URL(s3.endpoint).host}/door-test/from-url` }),
      EMBEDDED,
    );
    await store.put('k/v.txt', bytes('via url'), 'text/plain');
    const direct = createS3FileStore({
      bucket: 'door-test',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      credentials: S3RVER_CREDENTIALS,
    });
    const got = await direct.get('from-url/k/v.txt');
    expect(got && text(got.body)).toBe('via url');
  });

  it('checks keys by the same rule everywhere', () => {
    expect(assertFileKey('remarks/0f6c/1a2b-3c.jpeg')).toBe('remarks/0f6c/1a2b-3c.jpeg');
    expect(() => assertFileKey('x'.repeat(501))).toThrow(/Invalid file key/);
  });
});
