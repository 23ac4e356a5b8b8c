import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PREFIX, type CatalogueFile, DEFAULT_BRAND_PARTNER_ID } from '@door/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUES_DIR } from '../../db/seed/catalogue.seed';
import { DEMO_IDS } from '../../db/seed/demo-tenancy.seed';

// Two real server processes on one PostgreSQL database: a publish through one is served by both within 2 s (the
// other hears it through LISTEN/NOTIFY). Needs TEST_DATABASE_URL, like the job runner's process test.
const adminUrl = process.env.TEST_DATABASE_URL;
const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server.ts');
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!adminUrl)('publishing with two server processes on PostgreSQL', () => {
  const name = `door_catalogue_${randomBytes(5).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'door-catalogue-'));
  const databaseUrl = (() => {
    const url = new URL(adminUrl ?? 'postgres://x/y');
    url.pathname = `/${name}`;
    return url.toString();
  })();
  const children = new Set<ChildProcess>();

  const startServer = async () => {
    const port = await freePort();
    const { REDIS_URL: _redis, SMTP_URL: _smtp, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: {
        ...inherited,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        JWT_SECRET: 'process-test-secret-long-enough-for-hs256',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
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
        return url;
      }
      if (Date.now() > until) {
        throw new Error(`the server on port ${port} does not answer: ${stderr}`);
      }
      await sleep(200);
    }
  };

  const tokenOf = async (url: string, email: string) => {
    const reply = await fetch(`${url}${API_PREFIX}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: email, password: 'Demo123!', ...CLIENT }),
    });
    return ((await reply.json()) as { access_token: string }).access_token;
  };

  /** Zelenci's price in the model selection of one server, as the sales user sees it. */
  const priceOn = async (url: string, token: string) => {
    const reply = await fetch(`${url}${API_PREFIX}/selection/models/${DEFAULT_BRAND_PARTNER_ID}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ textFilter: 'Zelenci' }),
    });
    expect(reply.status).toBe(200);
    const body = (await reply.json()) as { BrandModelsNotSpecial: { Price: number }[] };
    return body.BrandModelsNotSpecial[0]?.Price;
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
  });

  afterAll(async () => {
    for (const child of children) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('serves a version published through one process from both within 2 s', async () => {
    const a = await startServer();
    const b = await startServer();
    const sales = await tokenOf(a, 'sales@demo.test');
    const oem = await tokenOf(a, 'oem@demo.test');
    const before = await priceOn(a, sales);
    expect(await priceOn(b, sales)).toBe(before);

    const file = JSON.parse(readFileSync(path.join(CATALOGUES_DIR, 'alpina.json'), 'utf8')) as CatalogueFile;
    const zelenci = file.models.find((model) => model.code === 'ZELENCI');
    if (!zelenci) {
      throw new Error('no ZELENCI');
    }
    zelenci.basePriceCents += 12_300;
    const published = await fetch(`${a}${API_PREFIX}/catalogue/brands/${DEMO_IDS.brandAlpina}/versions?publish=true`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${oem}` },
      body: JSON.stringify(file),
    });
    expect(published.status).toBe(200);
    const at = Date.now();
    const seenAfter = async (url: string) => {
      for (;;) {
        if ((await priceOn(url, sales)) === (before as number) + 123) {
          return Date.now() - at;
        }
        if (Date.now() - at > 10_000) {
          return Number.POSITIVE_INFINITY;
        }
        await sleep(25);
      }
    };
    const [onA, onB] = await Promise.all([seenAfter(a), seenAfter(b)]);
    expect(onA).toBeLessThanOrEqual(2000);
    expect(onB).toBeLessThanOrEqual(2000);
  }, 240_000);
});
