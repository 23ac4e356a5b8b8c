import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { FILE_LINKS } from '@door/contract';
import { eq, sql } from 'drizzle-orm';
import type { Env } from '#server/config/env';
import type { Database, Db } from '#server/db/client';
import { storedFiles } from '#server/db/schema';

/**
 * Where every upload and generated file is kept: a folder under `DATA_DIR`, the database, or an S3-compatible bucket. Keys are
 * made by the server (for example `remarks/<configurationId>/<uuid>.png`), never taken from a client's file name.
 */
export type FileStore = {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Uint8Array; contentType: string } | null>;
  delete(key: string): Promise<void>;
  /** Every key of the store, in no fixed order (moving a store's files into another). */
  keys(): AsyncIterable<string>;
};

/** Longest key; S3 allows 1,024 bytes, the database columns that name files hold 500 characters. */
export const FILE_KEY_MAX_LENGTH = FILE_LINKS.keyMaxLength;

// Segments of letters, digits, '.', '_' and '-', each starting with a letter or digit: no '..', no '.', no empty
// segment, no leading '/', no backslash.
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Throws on a key that could leave the store's folder or differ between stores; keys are made by the server. */
export const assertFileKey = (key: string): string => {
  if (key.length > FILE_KEY_MAX_LENGTH || !KEY_PATTERN.test(key)) {
    throw new Error(`Invalid file key: ${JSON.stringify(key.slice(0, 100))}`);
  }
  return key;
};

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Files in a folder: the bytes under `<root>/files/<key>`, the content type under `<root>/types/<key>` (two trees,
 * so no key can name another key's metadata). Writes go to a temporary file renamed into place, so a reader sees
 * the old file or the new one, never half of one.
 */
export const createLocalFileStore = (root: string): FileStore => {
  const filesRoot = path.resolve(root, 'files');
  const typesRoot = path.resolve(root, 'types');
  const pathIn = (tree: string, key: string) => {
    const resolved = path.resolve(tree, assertFileKey(key));
    // The pattern already rules out escapes; this guards against a future change of it.
    if (!resolved.startsWith(`${tree}${path.sep}`)) {
      throw new Error('Invalid file key');
    }
    return resolved;
  };
  const writeAtomically = async (target: string, data: Uint8Array | string) => {
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };

  return {
    async put(key, body, contentType) {
      const file = pathIn(filesRoot, key);
      const type = pathIn(typesRoot, key);
      await writeAtomically(type, contentType);
      await writeAtomically(file, body);
    },
    async get(key) {
      const file = pathIn(filesRoot, key);
      let body: Buffer;
      try {
        body = await readFile(file);
      } catch (error) {
        if (isMissing(error)) {
          return null;
        }
        throw error;
      }
      const contentType = await readFile(pathIn(typesRoot, key), 'utf8').catch((error: unknown) => {
        if (isMissing(error)) {
          return DEFAULT_CONTENT_TYPE;
        }
        throw error;
      });
      return { body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength), contentType };
    },
    async delete(key) {
      await rm(pathIn(filesRoot, key), { force: true });
      await rm(pathIn(typesRoot, key), { force: true });
    },
    async *keys() {
      const entries = await readdir(filesRoot, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
        if (isMissing(error)) {
          return [];
        }
        throw error;
      });
      for (const entry of entries) {
        const key = path.relative(filesRoot, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        // Half-written temporary files are no keys.
        if (entry.isFile() && KEY_PATTERN.test(key) && !key.endsWith('.tmp')) {
          yield key;
        }
      }
    },
  };
};

/** Where the S3 store writes: a bucket, with the endpoint of an S3-compatible server (MinIO, s3rver …) or AWS. */
export type S3FileStoreOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible server's address; without it, AWS's endpoint of the region. */
  endpoint?: string;
  /** Without them, the AWS SDK's usual chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Prefix of every object key, e.g. `door/` when the bucket is shared. */
  prefix?: string;
};

const isNotFound = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && (error.name === 'NotFound' || error.$metadata.httpStatusCode === 404));

/** Files as objects of an S3 bucket, through `@aws-sdk/client-s3`; the content type is the object's own. */
export const createS3FileStore = (options: S3FileStoreOptions): FileStore & { client: S3Client } => {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    // Custom endpoints (MinIO, s3rver, most S3-compatible servers) want the bucket in the path.
    forcePathStyle: options.endpoint !== undefined,
    credentials: options.credentials,
    // Checksums only where S3 requires them: many S3-compatible servers do not know the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const prefix = options.prefix ?? '';
  const objectKey = (key: string) => `${prefix}${assertFileKey(key)}`;

  return {
    client,
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: options.bucket, Key: objectKey(key), Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const reply = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
        if (!reply.Body) {
          return null;
        }
        return {
          body: await reply.Body.transformToByteArray(),
          contentType: reply.ContentType ?? DEFAULT_CONTENT_TYPE,
        };
      } catch (error) {
        if (isNotFound(error)) {
          return null;
        }
        throw error;
      }
    },
    async delete(key) {
      // Deleting a missing object succeeds in S3, as in the folder store.
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
    async *keys() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: options.bucket, Prefix: prefix || undefined, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length);
          if (key && KEY_PATTERN.test(key)) {
            yield key;
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
};

/**
 * The S3 settings from `S3_URL` (`http(s)://KEY:SECRET@host[:port]/bucket[/prefix]?region=…` for an S3-compatible
 * server, or `s3://bucket[/prefix]?region=…` for AWS with the SDK's credentials) or from the AWS variables
 * (`S3_BUCKET` with `AWS_ENDPOINT_URL`, `AWS_REGION`, `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`); null for the
 * folder store.
 */
export const s3OptionsOf = (
  env: Pick<
    Env,
    'S3_URL' | 'S3_BUCKET' | 'AWS_ENDPOINT_URL' | 'AWS_REGION' | 'AWS_ACCESS_KEY_ID' | 'AWS_SECRET_ACCESS_KEY'
  >,
): S3FileStoreOptions | null => {
  const envCredentials =
    env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY }
      : undefined;
  if (env.S3_URL) {
    const url = new URL(env.S3_URL);
    const isAws = url.protocol === 's3:';
    // s3://bucket/prefix has the bucket as host; http(s)://host/bucket/prefix has it as first path segment.
    const segments = url.pathname.split('/').filter((segment) => segment !== '');
    const bucket = isAws ? url.hostname : segments.shift();
    if (!bucket) {
      throw new Error('S3_URL names no bucket');
    }
    const prefix = segments.length > 0 ? `${segments.join('/')}/` : undefined;
    const urlCredentials = url.username
      ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
      : undefined;
    return {
      bucket,
      prefix,
      region: url.searchParams.get('region') ?? env.AWS_REGION,
      endpoint: isAws ? env.AWS_ENDPOINT_URL : `${url.protocol}//${url.host}`,
      credentials: urlCredentials ?? envCredentials,
    };
  }
  if (env.S3_BUCKET) {
    return {
      bucket: env.S3_BUCKET,
      region: env.AWS_REGION,
      endpoint: env.AWS_ENDPOINT_URL,
      credentials: envCredentials,
    };
  }
  return null;
};

/**
 * Files as rows of the database (`stored_files`): the store of a PostgreSQL installation without S3, so every process
 * serves every file. A write replaces the row in one statement, so a reader sees the old file or the new one.
 */
export const createDatabaseFileStore = (db: Db): FileStore => ({
  async put(key, body, contentType) {
    const values = { key: assertFileKey(key), contentType, size: body.byteLength, body };
    await db
      .insert(storedFiles)
      .values(values)
      .onConflictDoUpdate({
        target: storedFiles.key,
        set: { contentType, size: body.byteLength, body, updatedAt: sql`now()` },
      });
  },
  async get(key) {
    const [row] = await db
      .select({ body: storedFiles.body, contentType: storedFiles.contentType })
      .from(storedFiles)
      .where(eq(storedFiles.key, assertFileKey(key)));
    return row ? { body: new Uint8Array(row.body), contentType: row.contentType } : null;
  },
  async delete(key) {
    await db.delete(storedFiles).where(eq(storedFiles.key, assertFileKey(key)));
  },
  async *keys() {
    const rows = await db.select({ key: storedFiles.key }).from(storedFiles).orderBy(storedFiles.key);
    for (const row of rows) {
      yield row.key;
    }
  },
});

/** The kinds of file store: a folder under `DATA_DIR`, the database, an S3 bucket. */
export const FILE_STORE_KINDS = ['folder', 'database', 's3'] as const;
/** A kind of file store. */
export type FileStoreKind = (typeof FILE_STORE_KINDS)[number];

/**
 * Which store the settings pick: S3 when `S3_URL` or `S3_BUCKET` is set; else the database when it is PostgreSQL
 * (every process sees the same files); else (the embedded database, one process) the folder `DATA_DIR/store`.
 */
export const fileStoreKindOf = (env: Env, database: Pick<Database, 'kind'>): FileStoreKind =>
  s3OptionsOf(env) ? 's3' : database.kind === 'postgres' ? 'database' : 'folder';

/** A store of the given kind with the settings' S3 bucket, database and folder. */
export const openFileStore = (kind: FileStoreKind, env: Env, database: Pick<Database, 'db'>): FileStore => {
  if (kind === 's3') {
    const s3 = s3OptionsOf(env);
    if (!s3) {
      throw new Error('No S3 store is configured: set S3_URL or S3_BUCKET');
    }
    return createS3FileStore(s3);
  }
  return kind === 'database'
    ? createDatabaseFileStore(database.db)
    : createLocalFileStore(path.join(env.DATA_DIR, 'store'));
};

/** The file store of the settings (see `fileStoreKindOf`). */
export const createFileStore = (env: Env, database: Pick<Database, 'db' | 'kind'>): FileStore =>
  openFileStore(fileStoreKindOf(env, database), env, database);
