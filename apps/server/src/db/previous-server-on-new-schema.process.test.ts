import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX } from '@door/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '#server/config/env';
import { executeRows } from '#server/db/execute-rows';
import { openAppDatabase } from '#server/db/open-app-database';
import { buildMigrations } from '#server/services/backup/format';
import { previousServer } from '#server/test/previous-release';

// Expand-then-contract (docs/operations.md): while a new release migrates, the processes of the release before keep
// serving on the new schema. This starts the server as it was before this build's newest migration, on an embedded
// database that this build migrated and seeded, and walks it through reads and writes; this build then reads what
// the old server wrote.

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe('the previous release’s server on this release’s schema', () => {
  const previous = previousServer();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'door-old-on-new-'));
  const env = loadEnv({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' });
  let child: ChildProcess | undefined;
  let url = '';
  let stderr = '';
  let model: { bpi: string; part: string } | undefined;

  beforeAll(async () => {
    const database = await openAppDatabase(env);
    expect(await database.pendingMigrations()).toBe(0);
    // A model the sales user's brand partner sells now: the newest publication of that brand partner's brand.
    [model] = await executeRows<{ bpi: string; part: string }>(
      database.db,
      sql`select bp.id as bpi, vm.model_id as part from users u
          join user_brand_partners ubp on ubp.user_id = u.id
          join brand_partners bp on bp.id = ubp.brand_partner_id and bp.is_active
          join catalogue_publications p on p.brand_id = bp.brand_id and p.valid_from <= now()
          join catalogue_version_models vm on vm.version_id = p.version_id
          where u.email = 'sales@demo.test' order by p.valid_from desc, vm.model_id limit 1`,
    );
    await database.close();
    const port = await freePort();
    const { DATABASE_URL: _database, REDIS_URL: _redis, S3_URL: _s3, SMTP_URL: _smtp, ...inherited } = process.env;
    child = spawn(process.execPath, ['--import', 'tsx', previous.entry], {
      cwd: previous.root,
      env: {
        ...inherited,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk) => {
      stderr += String(chunk);
    });
    url = `http://127.0.0.1:${port}`;
    const until = Date.now() + 180_000;
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(`the previous server (${previous.commit}) exited with ${child.exitCode}: ${stderr}`);
      }
      const ready = await fetch(`${url}/api/health/ready`).catch(() => null);
      if (ready?.status === 200) {
        break;
      }
      if (Date.now() > until) {
        throw new Error(`the previous server is not ready: ${ready?.status} ${stderr}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }, 240_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    previous.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('knows one migration fewer, is ready, signs in, reads and writes; this build reads what it wrote', async () => {
    expect(previous.migrations).toBeLessThan(buildMigrations().length);
    const token = await fetch(`${url}${API_PREFIX}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: 'sales@demo.test',
        password: 'Demo123!',
        client_id: env.OAUTH_CLIENT_ID,
        client_secret: env.OAUTH_CLIENT_SECRET,
      }),
    });
    expect(token.status, stderr).toBe(200);
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${accessToken}`, 'accept-language': 'en' };
    const scope = await fetch(`${url}${API_PREFIX}/account/info`, { headers });
    expect(scope.status, await scope.clone().text()).toBe(200);
    const created = await fetch(
      `${url}${API_PREFIX}/configurator/admin/create?brandPartnerId=${model?.bpi}&partId=${model?.part}`,
      { headers },
    );
    expect(created.status, await created.clone().text()).toBe(200);
    const configurationId = ((await created.json()) as { Metadata: { ConfigurationId: string } }).Metadata
      .ConfigurationId;
    const price = await fetch(`${url}${API_PREFIX}/configurator/${configurationId}/price`, { headers });
    expect(price.status, await price.clone().text()).toBe(200);

    // Stopped, and this build on the same data: what the old server wrote is there, and nothing is pending.
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child?.kill('SIGTERM');
    await exited;
    const database = await openAppDatabase(env);
    try {
      expect(await database.pendingMigrations()).toBe(0);
      expect(await executeRows(database.db, sql`select id from configurations where id = ${configurationId}`)).toEqual([
        { id: configurationId },
      ]);
    } finally {
      await database.close();
    }
  }, 240_000);
});
