/// <reference lib="dom" />
// The instant configurator's budgets: the model definition's size (gzip, largest demo model; goal ≤ 30 KB) and the
// time from a change to its price and picture painted, with the browser's engine (goal: median ≤ 16 ms on the
// desktop, ≤ 50 ms with the CPU 4× slower through CDP Emulation.setCPUThrottlingRate). The server call of every change
// still runs, after the paint.
// Usage: BASE_URL=http://127.0.0.1:8080 RUNS=20 npx tsx bench/instant-change.bench.ts (a running server with the
// built web app; signs in as the demo customer and the demo admin).
import { gzipSync } from 'node:zlib';
import { API_PREFIX, DEFAULT_BRAND_PARTNER_ID } from '@door/contract';
import { chromium, type Page } from '@playwright/test';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const runs = Number(process.env.RUNS ?? 20);
const GOALS = { definitionKb: 30, desktopMs: 16, throttledMs: 50 } as const;

const signIn = (username: string) =>
  fetch(`${baseUrl}${API_PREFIX}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username,
      password: 'Demo123!',
      client_id: 'configurator-web',
      client_secret: 'configurator-web-secret',
    }),
  }).then((reply) => reply.json() as Promise<{ access_token: string; refresh_token: string }>);

const customer = await signIn('customer@demo.test');
const admin = await signIn('admin@demo.test');

// 1. The definition of every demo model of the default brand, for the admin (prices and parts: the largest form)
// and for an anonymous visitor.
const models = (await fetch(`${baseUrl}${API_PREFIX}/selection/models/${DEFAULT_BRAND_PARTNER_ID}`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ pageSize: 100 }),
}).then((reply) => reply.json())) as {
  BrandModelsSpecial: { PartId: string; Name: string }[];
  BrandModelsNotSpecial: { PartId: string; Name: string }[];
};
const all = [...models.BrandModelsSpecial, ...models.BrandModelsNotSpecial];
const opened = (await fetch(
  `${baseUrl}${API_PREFIX}/configurator/create?brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}&partId=${all[0]?.PartId}`,
).then((reply) => reply.json())) as { Metadata: { Catalogue: { VersionId: string } } };
const sizeOf = async (partId: string, authorization?: string) => {
  const body = await fetch(
    `${baseUrl}${API_PREFIX}/configurator/definition/${opened.Metadata.Catalogue.VersionId}/model/${partId}?brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}`,
    { headers: authorization ? { authorization } : {} },
  ).then((reply) => reply.arrayBuffer());
  return { raw: body.byteLength, gzip: gzipSync(Buffer.from(body), { level: 9 }).length };
};
let largest = { name: '', raw: 0, gzip: 0, anonymousGzip: 0 };
for (const model of all) {
  const priced = await sizeOf(model.PartId, `Bearer ${admin.access_token}`);
  if (priced.gzip > largest.gzip) {
    largest = { name: model.Name, ...priced, anonymousGzip: (await sizeOf(model.PartId)).gzip };
  }
}
console.log(
  `model definition, largest of ${all.length} models (${largest.name}): ${(largest.raw / 1024).toFixed(1)} KB raw, ${(largest.gzip / 1024).toFixed(1)} KB gzip with prices and parts, ${(largest.anonymousGzip / 1024).toFixed(1)} KB gzip without (goal ≤ ${GOALS.definitionKb} KB)`,
);

// 2. Change → price and picture painted, in the page, on the largest model.
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
await context.addInitScript(
  ([access, refresh]) => {
    localStorage.setItem('userToken', access ?? '');
    localStorage.setItem('refreshToken', refresh ?? '');
    localStorage.setItem('userLanguage', 'en');
  },
  [customer.access_token, customer.refresh_token],
);
await context.addCookies([{ name: 'cookie_viewed', value: 'true', url: baseUrl }]);
const page = await context.newPage();
const partId = all.find((model) => model.Name === largest.name)?.PartId ?? all[0]?.PartId;
await page.goto(`${baseUrl}/configurator/configuration?part=${partId}`);
await page.locator('.cfg-page[data-instant=ready]').waitFor();
const leaves = page.locator('[data-testid=parameter][data-name="Number of leaves"]');
await leaves.getByRole('radio').first().waitFor({ state: 'attached' });

// From the click to the paint of the frame that shows both the new price and the new (decoded) picture: the check
// runs in each frame's animation callback, before its paint; a task posted from there runs right after that paint
// ("painted"). The next frame's start is reported beside it (what bench/param-change.bench.ts counts).
// Kept as source text: the bundler that runs this script would otherwise add helpers the page does not have.
const MEASURE = `(input) => new Promise((resolve) => {
  const priceBefore = document.querySelector('[data-testid=configuration-price]')?.textContent;
  const pictureBefore = document.querySelector('[data-testid=door-picture]')?.dataset.src;
  const start = performance.now();
  const check = () => {
    const image = document.querySelector('[data-testid=door-picture]');
    const done =
      document.querySelector('[data-testid=configuration-price]')?.textContent !== priceBefore &&
      image?.dataset.src !== pictureBefore && image?.complete === true;
    if (!done) { requestAnimationFrame(check); return; }
    const channel = new MessageChannel();
    let painted = 0;
    channel.port1.onmessage = () => { painted = performance.now() - start; };
    channel.port2.postMessage(null);
    requestAnimationFrame(() => setTimeout(() => resolve([painted, nextFrame]), 0));
    let nextFrame = 0;
    requestAnimationFrame(() => { nextFrame = performance.now() - start; });
  };
  input.click();
  requestAnimationFrame(check);
})`;

const measure = async (target: Page, label: string, goal: number) => {
  const timings: number[] = [];
  const frames: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const radio = leaves.getByRole('radio', { name: run % 2 === 0 ? /Double leaf/ : /Single leaf/ });
    await radio.evaluate((input) => input.setAttribute('data-bench', 'target'));
    const [painted, nextFrame] = (await target.evaluate(
      `(${MEASURE})(document.querySelector('[data-bench=target]'))`,
    )) as [number, number];
    timings.push(painted);
    frames.push(nextFrame);
    await radio.evaluate((input) => input.removeAttribute('data-bench'));
    // Let the server's answer of this change arrive, so each run starts from a settled page.
    await target.waitForLoadState('networkidle');
  }
  const quantiles = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  };
  const at = quantiles(timings);
  console.log(
    `change → price and picture painted, ${label}, ${runs} runs: median ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms, max ${at(1).toFixed(1)} ms (goal median ≤ ${goal} ms); next frame's start: median ${quantiles(frames)(0.5).toFixed(1)} ms`,
  );
  return at(0.5) <= goal;
};

const desktop = await measure(page, 'desktop', GOALS.desktopMs);
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const throttled = await measure(page, 'CPU 4× slower', GOALS.throttledMs);
await browser.close();
process.exitCode = desktop && throttled && largest.gzip / 1024 <= GOALS.definitionKb ? 0 : 1;
