import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PREFIX } from '@door/contract';
import pg from 'pg';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server.ts');
/** The server with the test-only slow job kind (`test-jobs-server.ts`). */
export const TEST_JOBS_SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'test-jobs-server.ts');
const CLIENT = { client_id: 'configurator-web', client_secret: 'configurator-web-secret' };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Waits `ms` milliseconds. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Real server processes (`node --import tsx server.ts`) on one fresh PostgreSQL database made from `adminUrl`'s
 * server, each with a folder of its own as `DATA_DIR` unless told otherwise: what two processes of an installation
 * share, they share through the database. `close()` kills them and drops the database.
 */
export const serverProcesses = (adminUrl: string, prefix: string, entry = SERVER) => {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const databaseUrl = (() => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  })();
  const children = new Set<ChildProcess>();
  const byUrl = new Map<string, ChildProcess>();
  const folders: string[] = [];
  const kill = async (child: ChildProcess) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      return;
    }
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };

  return {
    databaseUrl,
    /** Makes the empty database. */
    async create() {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
    },
    /**
     * Starts a process and answers its address once `/api/health` is ok; `release` starts another build's server
     * (a previous release: its `server.ts` and the folder to start it in).
     */
    async start(env: Record<string, string> = {}, release?: { entry: string; root: string }) {
      const port = await freePort();
      const dataDir = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
      folders.push(dataDir);
      const { REDIS_URL: _redis, SMTP_URL: _smtp, JWT_SECRET: _secret, S3_URL: _s3, ...inherited } = process.env;
      const child = spawn(process.execPath, ['--import', 'tsx', release?.entry ?? entry], {
        ...(release ? { cwd: release.root } : {}),
        env: {
          ...inherited,
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          SEED_DEMO: 'true',
          ...env,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr?.on('data', (chunk) => {
        stderr += String(chunk);
      });
      children.add(child);
      child.once('exit', () => children.delete(child));
      const url = `http://127.0.0.1:${port}`;
      const until = Date.now() + 90_000;
      for (;;) {
        if (child.exitCode !== null) {
          throw new Error(`the server exited with ${child.exitCode}: ${stderr}`);
        }
        const response = await fetch(`${url}/api/health`).catch(() => null);
        if (response?.ok) {
          byUrl.set(url, child);
          return url;
        }
        if (Date.now() > until) {
          throw new Error(`the server on port ${port} does not answer: ${stderr}`);
        }
        await sleep(200);
      }
    },
    /** The process id of the process at `url`. */
    pidOf: (url: string) => byUrl.get(url)?.pid,
    /** Kills the process at `url` (SIGKILL: no shutdown of its own). */
    kill: async (url: string) => {
      const child = byUrl.get(url);
      if (child) {
        await kill(child);
      }
    },
    /** Asks the process at `url` to stop (SIGTERM) and answers its exit code once it has exited. */
    terminate: (url: string) =>
      new Promise<number | null>((resolve) => {
        const child = byUrl.get(url);
        if (!child || child.exitCode !== null) {
          resolve(child?.exitCode ?? null);
          return;
        }
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
    /** Kills every process, drops the database and removes the processes' folders. */
    async close() {
      for (const child of children) {
        await kill(child);
      }
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      for (const folder of folders) {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
};

/** An access token of a demo user from the server at `url`. */
export const tokenOf = async (url: string, email: string) => {
  const reply = await fetch(`${url}${API_PREFIX}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password: 'Demo123!', ...CLIENT }),
  });
  return ((await reply.json()) as { access_token: string }).access_token;
};
