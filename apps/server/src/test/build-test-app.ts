import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '#server/app';
import type { Env } from '#server/config/env';
import { type Database, openDatabase } from '#server/db/client';
import type { LogStream } from '#server/server-options';
import type { FileStore } from '#server/services/file-store';
import { createTestEnv } from './test-env';

/** Which database the API tests of this run use: `TEST_DB_KIND=postgres` is set by the PostgreSQL project. */
export const TEST_DB_KIND: 'pglite' | 'postgres' = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

const openTestDatabase = async (): Promise<Database> => {
  if (TEST_DB_KIND === 'pglite') {
    const dump = readFileSync(inject('pgliteDumpFile'));
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
  }
  const template = inject('postgresTemplate');
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!template || !adminUrl) {
    throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  }
  const name = `door_t_${template.split('_').pop()}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
};

/** A test app on its own seeded database (PGlite, or PostgreSQL in the second run), closed after the file. */
export type TestApp = { app: FastifyInstance; database: Database; env: Env };

/** What a test may change besides settings: where logs go (with a LOG_LEVEL), serving the built web app, files. */
export type TestAppOptions = {
  logStream?: LogStream;
  serveWeb?: boolean;
  files?: FileStore;
  /** `@fastify/otel`'s plugin of a started tracing SDK (the trace tests). */
  tracingPlugin?: FastifyPluginCallback;
};

/** Builds the whole app on a fresh seeded database; the app and database close after the test file. */
export const buildTestApp = async (
  envOverrides: Partial<Env> = {},
  { logStream, serveWeb = false, files, tracingPlugin }: TestAppOptions = {},
): Promise<TestApp> => {
  const database = await openTestDatabase();
  const env = createTestEnv(envOverrides);
  const app = await buildApp({ env, database, serveWeb, runBackgroundWork: false, logStream, files, tracingPlugin });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database, env };
};
