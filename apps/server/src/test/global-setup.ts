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

/** Migrates and seeds once per run: a PGlite dump, and a PostgreSQL template when TEST_DATABASE_URL is set. */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (project.name.startsWith('server-postgres') && adminUrl) {
    project.provide('pgliteDumpFile', '');
    return preparePostgresTemplate(project, adminUrl);
  }
  project.provide('postgresTemplate', null);
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
  project.provide('pgliteDumpFile', dumpFile);
  return () => rmSync(dumpFile, { force: true });
}

const preparePostgresTemplate = async (project: TestProject, adminUrl: string) => {
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
  project.provide('postgresTemplate', template);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'door_t_${process.pid}_%' or datname = $1`,
      [template],
    );
    for (const row of rows) {
      await admin.query(`drop database if exists ${row.datname} with (force)`);
    }
    await admin.end();
  };
};
