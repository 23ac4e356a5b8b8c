// A new brand from a 10,000-model catalogue: `POST /catalogue/brands?publish=true` (what `catalogue import FILE
// --new-brand --publish` sends): the time and the server's memory to check the whole file, create the brand and
// store and publish its version 1; before it the same file under a demo brand's name, and after it the same file
// again (a name that exists: 409 from the file's beginning, before it is parsed), and the first selection of a
// storefront made for the new brand. Run: npx tsx bench/catalogue-new-brand.bench.ts
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PREFIX } from '@door/contract';
import { DEMO_IDS } from '../apps/server/src/db/seed/demo-tenancy.seed';
import { TEST_THEME } from '../apps/server/src/test/manage-bodies';
import { generatedCatalogue } from './lib/generated-catalogue';
import {
  type BenchMemory,
  isBenchServerProcess,
  serveBenchWithMemory,
  startBenchServerProcess,
} from './lib/server-process';

const MODELS = Number(process.env.BENCH_MODELS ?? 10_000);
const BRAND = 'Bench Türenwerk';
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

// The server runs in a child process, so its memory is its own.
if (isBenchServerProcess) {
  await serveBenchWithMemory();
} else {
  process.env.BENCH_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'door-bench-new-brand-'));
  const server = await startBenchServerProcess<BenchMemory, BenchMemory>(fileURLToPath(import.meta.url));
  const reply = await fetch(`${server.url}${API_PREFIX}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'oem@demo.test',
      password: 'Demo123!',
      client_id: 'configurator-web',
      client_secret: 'configurator-web-secret',
    }),
  });
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${((await reply.json()) as { access_token: string }).access_token}`,
  };
  const text = JSON.stringify({ ...generatedCatalogue(MODELS), brand: { name: BRAND } });
  console.log(`catalogue of ${MODELS + 32} models for a new brand: ${mb(Buffer.byteLength(text))} of JSON`);

  /** The 409 of a taken name: the file posted and the refusal read, in ms. */
  const refusedMs = async (body: string) => {
    const start = performance.now();
    const refused = await fetch(`${server.url}${API_PREFIX}/catalogue/brands?publish=true`, {
      method: 'POST',
      headers,
      body,
    });
    await refused.text();
    return { status: refused.status, ms: performance.now() - start };
  };
  const demoName = await refusedMs(text.replace(JSON.stringify(BRAND), JSON.stringify('Alpina Vrata')));
  console.log(
    `the file under a demo brand's name: ${demoName.status} in ${demoName.ms.toFixed(0)} ms (the name read from the file's beginning)`,
  );

  const before = await server.ask();
  console.log(`server RSS before: ${mb(before.rss)}`);
  const start = performance.now();
  const created = await fetch(`${server.url}${API_PREFIX}/catalogue/brands?publish=true`, {
    method: 'POST',
    headers,
    body: text,
  });
  const createMs = performance.now() - start;
  const during = await server.ask();
  const body = (await created.json()) as { BrandId: string; Version: number; Diff: { Models: { Added: string[] } } };
  if (!created.ok) {
    throw new Error(`refused: ${created.status} ${JSON.stringify(body).slice(0, 400)}`);
  }
  const met = createMs <= 60_000 && during.peak <= 1024 ** 3;
  console.log(
    `new brand (name, lint with the dead-end explorer, tests, brand, version 1, publish, audit): ${(createMs / 1000).toFixed(1)} s, ` +
      `server peak RSS ${mb(during.peak)} (+${mb(during.peak - before.rss)}) (goal as for an import, ≤ 60 s and ≤ 1 GB: ${met ? 'met' : 'NOT met'}); ` +
      `version ${body.Version}, ${body.Diff.Models.Added.length} models`,
  );

  const again = await refusedMs(text);
  console.log(
    `the same file again: ${again.status} in ${again.ms.toFixed(0)} ms (the name read from the file's beginning, before it is parsed)`,
  );
  const small = await refusedMs(JSON.stringify({ formatVersion: 1, brand: { name: BRAND } }));
  console.log(
    `a file of a few bytes with the same name: ${small.status} in ${small.ms.toFixed(0)} ms (without the upload)`,
  );

  const storefront = await fetch(`${server.url}${API_PREFIX}/manage/brand-partners`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      BrandId: body.BrandId,
      PartnerId: DEMO_IDS.partnerDealer,
      Title: BRAND,
      IsActive: true,
      RedirectBrandPartnerId: null,
      Style: { ...TEST_THEME, BackgroundColor: '#3b2a1a', HeaderText: BRAND },
      Footer: { Footer1text: '', Footer1url: '', Footer2text: '', Footer2url: '', Footer3text: '', Footer3url: '' },
      InquiryEmail: 'bench@example.com',
      PriceMarkupPercent: 0,
      ShowConsents: true,
      EnabledApplication: true,
    }),
  });
  const { BrandPartnerId } = (await storefront.json()) as { BrandPartnerId: string };
  const selectionStart = performance.now();
  const selection = await fetch(`${server.url}${API_PREFIX}/selection/models/${BrandPartnerId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pageSize: 20 }),
  });
  const listed = (await selection.json()) as { Total?: number };
  console.log(
    `first anonymous selection of a storefront made for it: ${selection.status} in ${(performance.now() - selectionStart).toFixed(0)} ms` +
      (listed.Total === undefined ? '' : `, ${listed.Total} models`),
  );
  console.log(`server RSS at the end: ${mb((await server.ask()).rss)}`);
  await server.stop();
}
