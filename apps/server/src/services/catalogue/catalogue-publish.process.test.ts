import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_PREFIX, type CatalogueFile, DEFAULT_BRAND_PARTNER_ID } from '@door/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUES_DIR } from '#server/db/seed/catalogue.seed';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { serverProcesses, sleep, tokenOf } from '#server/test/server-processes';

// Two real server processes on one PostgreSQL database: a publish through one is served by both within 2 s (the
// other hears it through LISTEN/NOTIFY). Needs TEST_DATABASE_URL, like the job runner's process test.
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('publishing with two server processes on PostgreSQL', () => {
  const servers = serverProcesses(adminUrl ?? 'postgres://x/y', 'door_catalogue');
  const startServer = () => servers.start({ JWT_SECRET: 'process-test-secret-long-enough-for-hs256' });

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

  beforeAll(() => servers.create());
  afterAll(() => servers.close());

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
