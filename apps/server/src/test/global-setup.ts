import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client';
import { seedDatabase } from '#server/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File with a migrated and seeded PGlite data directory, loaded by every test app. */
    pgliteDumpFile: string;
    /** Seeded PostgreSQL template database, cloned for every test app (only with TEST_DATABASE_URL). */
    postgresTemplate: string | null;
  }
}

const withDatabase = (url: string, name: string) => {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
};

type Prepared = { value: string; cleanup: () => Promise<void> };
type Shared = { pglite?: Promise<Prepared>; postgres?: Promise<Prepared>; users: number };

/**
 * What the projects of one run share: a project and its own-process sibling (`server` and `server-own-process`,
 * `server-postgres` and `server-postgres-own-process`) load the same seeded database, so it is migrated and seeded once
 * per kind, not once per project (every global setup runs in vitest's main process). The last teardown removes it.
 */
const holder = globalThis as { doorTestDatabases?: Shared };
holder.doorTestDatabases ??= { users: 0 };
const shared = holder.doorTestDatabases;

/** Migrates and seeds once per run: a PGlite dump, and a PostgreSQL template when TEST_DATABASE_URL is set. */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres = project.name.startsWith('server-postgres') && adminUrl;
  const kind = postgres ? 'postgres' : 'pglite';
  shared[kind] ??= postgres ? preparePostgresTemplate(adminUrl) : preparePgliteDump();
  shared.users += 1;
  const prepared = await shared[kind];
  project.provide('pgliteDumpFile', postgres ? '' : prepared.value);
  project.provide('postgresTemplate', postgres ? prepared.value : null);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) {
      return;
    }
    const all = [shared.pglite, shared.postgres];
    shared.pglite = undefined;
    shared.postgres = undefined;
    for (const entry of all) {
      await (await entry)?.cleanup();
    }
  };
}

const preparePgliteDump = async (): Promise<Prepared> => {
  const embedded = await openDatabase({ kind: 'pglite' });
  await embedded.migrate();
  await seedDatabase(embedded.db, { demo: true });
  const dump = await embedded.pglite?.dumpDataDir('none');
  await embedded.close();
  if (!dump) {
    throw new Error('PGlite did not produce a data dump');
  }
  const dumpFile = path.join(os.tmpdir(), `door-test-${process.pid}.tar`);
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  return { value: dumpFile, cleanup: async () => rmSync(dumpFile, { force: true }) };
};

const preparePostgresTemplate = async (adminUrl: string): Promise<Prepared> => {
  const template = `door_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  // This connection stays open until the teardown; a server-side close must not crash the run.
  admin.on('error', (error) => process.emitWarning(`PostgreSQL admin connection lost: ${error.message}`));
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL at TEST_DATABASE_URL is unreachable (${String(error)}): start it or unset TEST_DATABASE_URL.`,
    );
  }
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(adminUrl, template) });
  await database.migrate();
  await seedDatabase(database.db, { demo: true });
  await database.close();

  const cleanup = async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'door_t_${process.pid}_%' or datname = $1`,
      [template],
    );
    for (const row of rows) {
      await admin.query(`drop database if exists ${row.datname} with (force)`);
    }
    await admin.end();
  };
  return { value: template, cleanup };
};
