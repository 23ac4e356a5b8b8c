// Lighthouse performance score of step 1 and step 2 against the production build: desktop preset (goal >= 95) and
// mobile preset (goal >= 90, issue 28). Needs lighthouse 12.8.2 in the bench workspace
// (`npm install -w bench --save-exact lighthouse@12.8.2`).
// Usage: BASE_URL=http://127.0.0.1:8080 npx tsx bench/lighthouse.bench.ts
import { API_PREFIX, DEFAULT_BRAND_PARTNER_ID } from '@door/contract';
import { chromium } from '@playwright/test';

type Audit = { displayValue?: string; numericValue?: number };
type LighthouseResult = {
  lhr: {
    categories: { performance: { score: number | null } };
    audits: Record<string, Audit>;
    runtimeError?: { code: string; message: string };
  };
};
type Lighthouse = (url: string, flags: Record<string, unknown>, config?: unknown) => Promise<LighthouseResult>;

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const GOAL = { desktop: 95, mobile: 90 };
const lighthouseModule = 'lighthouse';
const loaded = (await import(lighthouseModule).catch(() => null)) as { default: Lighthouse } | null;
if (!loaded) {
  console.error('lighthouse is not installed: npm install -w bench --save-exact lighthouse@12.8.2');
  process.exit(2);
}
const desktopConfigModule = 'lighthouse/core/config/desktop-config.js';
const desktopConfig = ((await import(desktopConfigModule)) as { default: unknown }).default;

// Step 2 needs a configuration: create one of the first model through the public API.
const models = (await fetch(`${baseUrl}${API_PREFIX}/selection/models/${DEFAULT_BRAND_PARTNER_ID}`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: '{}',
}).then((reply) => reply.json())) as { BrandModelsSpecial: { PartId: string }[] };
const partId = models.BrandModelsSpecial[0]?.PartId;
const created = (await fetch(
  `${baseUrl}${API_PREFIX}/configurator/create?brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}&partId=${partId}`,
).then((reply) => reply.json())) as { Metadata: { ConfigurationId: string } };

const port = 9300 + Math.floor(Math.random() * 500);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`],
});
const pages = {
  'step 1 (selection)': `${baseUrl}/configurator/selection`,
  'step 2 (configuration)': `${baseUrl}/configurator/configuration?id=${created.Metadata.ConfigurationId}`,
};
// Lighthouse scores vary from run to run on a shared machine: each figure is the median of RUNS runs.
const RUNS = Number(process.env.RUNS ?? 3);
const score = (result: LighthouseResult) => Math.round((result.lhr.categories.performance.score ?? 0) * 100);
const metrics = (result: LighthouseResult) =>
  result.lhr.runtimeError
    ? `error ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`
    : METRICS.map((id) => `${id} ${result.lhr.audits[id]?.displayValue ?? '?'}`).join(', ');
const median = async (run: () => Promise<LighthouseResult>) => {
  const results: LighthouseResult[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    results.push(await run());
  }
  results.sort((a, b) => score(a) - score(b));
  return { result: results[Math.floor(RUNS / 2)] as LighthouseResult, scores: results.map(score) };
};
let ok = true;
for (const [name, url] of Object.entries(pages)) {
  const flags = { port, output: 'json', onlyCategories: ['performance'] };
  const desktop = await median(() => loaded.default(url, flags, desktopConfig));
  const mobile = await median(() => loaded.default(url, flags));
  console.log(
    `${name}: desktop ${score(desktop.result)} (goal >= ${GOAL.desktop}; runs ${desktop.scores.join(', ')}), ` +
      `mobile ${score(mobile.result)} (goal >= ${GOAL.mobile}; runs ${mobile.scores.join(', ')})`,
  );
  console.log(`  desktop: ${metrics(desktop.result)}`);
  console.log(`  mobile:  ${metrics(mobile.result)}`);
  ok &&= score(desktop.result) >= GOAL.desktop && score(mobile.result) >= GOAL.mobile;
}
await browser.close();
process.exitCode = ok ? 0 : 1;
