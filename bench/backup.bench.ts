// Backup and restore of 100,000 documents (10,000 projects, a configuration and a line each) and 1,000 stored files
// of 20 KB, while the server serves a steady read load; then `restore --verify` and a restore into an empty
// installation. The server runs in a child process (bench/lib/server-process.ts) and generates the data there.
// Run: npx tsx bench/backup.bench.ts (PGlite), or BENCH_DATABASE_URL=postgres://… (a database is made and dropped).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { runBackupCommand, runRestoreCommand } from '../apps/server/src/cli/backup-command';
import { loadEnv } from '../apps/server/src/config/env';
import { serveBackupRequests } from '../apps/server/src/services/backup/backup-socket';
import { DOCUMENTS, generateDocuments } from './lib/hundred-thousand-documents';
import { type BenchServer, isBenchServerProcess, serveBench, startBenchServerProcess } from './lib/server-process';

const FILES = 1_000;
const FILE_BYTES = 20 * 1024;
const adminUrl = process.env.BENCH_DATABASE_URL;

const databaseUrl = (name: string) => {
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${name}`;
  return url.toString();
};

const prepare = async (server: BenchServer) => {
  await generateDocuments(server);
  for (let index = 0; index < FILES; index += 1) {
    await server.app.ctx.files.put(`bench/${index}.bin`, randomBytes(FILE_BYTES), 'application/octet-stream');
  }
  if (server.database.kind === 'pglite') {
    const env = loadEnv({ ...process.env });
    await serveBackupRequests({ database: server.database, env }, { info: () => {}, warn: console.warn });
  }
};

/** Reads the server at a steady pace from 8 connections until stopped: requests, failures, slowest. */
const steadyLoad = (url: string) => {
  let isRunning = true;
  const times: number[] = [];
  let failed = 0;
  const loop = async () => {
    while (isRunning) {
      const started = performance.now();
      const reply = await fetch(`${url}/api/health`).catch(() => null);
      times.push(performance.now() - started);
      if (!reply?.ok) {
        failed += 1;
      }
      await reply?.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const loops = Array.from({ length: 8 }, loop);
  return async () => {
    isRunning = false;
    await Promise.all(loops);
    times.sort((a, b) => a - b);
    return {
      requests: times.length,
      failed,
      p50: times[Math.floor(times.length / 2)] ?? 0,
      p99: times[Math.floor(times.length * 0.99)] ?? 0,
      max: times.at(-1) ?? 0,
    };
  };
};

const quiet = { out: () => {}, err: (line: string) => console.error(line) };

const timed = async (work: () => Promise<number>) => {
  const started = performance.now();
  const code = await work();
  if (code !== 0) {
    throw new Error(`exit code ${code}`);
  }
  return (performance.now() - started) / 1000;
};

if (isBenchServerProcess) {
  await serveBench({ DATA_DIR: process.env.DATA_DIR ?? '' }, prepare);
} else {
  const work = mkdtempSync(path.join(os.tmpdir(), 'door-backup-bench-'));
  const names = adminUrl ? ['src', 'dst'].map((role) => `door_bench_backup_${process.pid}_${role}`) : [];
  const admin = adminUrl ? new pg.Client({ connectionString: adminUrl }) : null;
  await admin?.connect();
  for (const name of names) {
    await admin?.query(`create database ${name}`);
  }
  const sourceEnv = {
    DATA_DIR: path.join(work, 'source'),
    ...(adminUrl ? { DATABASE_URL: databaseUrl(names[0] as string) } : {}),
  };
  const targetEnv = {
    DATA_DIR: path.join(work, 'target'),
    ...(adminUrl ? { DATABASE_URL: databaseUrl(names[1] as string) } : {}),
  };
  Object.assign(process.env, sourceEnv);
  try {
    const server = await startBenchServerProcess(fileURLToPath(import.meta.url));
    const file = path.join(work, 'backup.tar.gz');
    const stopLoad = steadyLoad(server.url);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    let summary = '';
    const backupSeconds = await timed(() =>
      runBackupCommand(['--out', file], loadEnv({ ...process.env, ...sourceEnv }), {
        out: (line) => {
          summary = line;
        },
        err: quiet.err,
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const load = await stopLoad();
    await server.stop();
    const env = loadEnv({ ...process.env, ...targetEnv });
    const verifySeconds = await timed(() => runRestoreCommand(['--verify', file], env, quiet));
    const restoreSeconds = await timed(() => runRestoreCommand([file], env, quiet));
    const kind = adminUrl ? 'PostgreSQL' : 'PGlite';
    console.log(`${kind}, ${DOCUMENTS} documents, ${FILES} files of ${FILE_BYTES / 1024} KB`);
    console.log(`backup: ${backupSeconds.toFixed(1)} s — ${summary}`);
    console.log(
      `load during the backup (8 loops of GET /api/health): ${load.requests} requests, ${load.failed} failed, p50 ${load.p50.toFixed(0)} ms, p99 ${load.p99.toFixed(0)} ms, slowest ${load.max.toFixed(0)} ms`,
    );
    console.log(`restore --verify: ${verifySeconds.toFixed(1)} s; restore: ${restoreSeconds.toFixed(1)} s`);
    console.log(
      `load average: ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    for (const name of names) {
      await admin?.query(`drop database if exists ${name} with (force)`);
    }
    await admin?.end();
    rmSync(work, { recursive: true, force: true });
  }
}
