// Lighthouse performance score of step 1 and step 2 against the production build (desktop preset, goal >= 95), with
// the mobile preset's score beside it. Needs lighthouse 12.8.2 in the bench workspace
// (`npm install -w bench --save-exact lighthouse@12.8.2`).
// Usage: BASE_URL=http://127.0.0.1:8080 npx tsx bench/lighthouse.bench.ts
import { chromium } from '@playwright/test';

type LighthouseResult = { lhr: { categories: { performance: { score: number | null } } } };
type Lighthouse = (url: string, flags: Record<string, unknown>, config?: unknown) => Promise<LighthouseResult>;

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const GOAL = 95;
const lighthouseModule = 'lighthouse';
const loaded = (await import(lighthouseModule).catch(() => null)) as { default: Lighthouse } | null;
if (!loaded) {
  console.error('lighthouse is not installed: npm install -w bench --save-exact lighthouse@12.8.2');
  process.exit(2);
}
const desktopConfigModule = 'lighthouse/core/config/desktop-config.js';
const desktopConfig = ((await import(desktopConfigModule)) as { default: unknown }).default;

// Step 2 needs a configuration: create one of the first model through the public API.
const models = (await fetch(`${baseUrl}/api/v1/selection/models/3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: '{}',
}).then((reply) => reply.json())) as { BrandModelsSpecial: { PartId: string }[] };
const partId = models.BrandModelsSpecial[0]?.PartId;
const created = (await fetch(
  `${baseUrl}/api/v1/configurator/create?brandPartnerId=3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01&partId=${partId}`,
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
let ok = true;
for (const [name, url] of Object.entries(pages)) {
  const desktop = await loaded.default(url, { port, output: 'json', onlyCategories: ['performance'] }, desktopConfig);
  const mobile = await loaded.default(url, { port, output: 'json', onlyCategories: ['performance'] });
  const score = (result: LighthouseResult) => Math.round((result.lhr.categories.performance.score ?? 0) * 100);
  console.log(`${name}: desktop ${score(desktop)} (goal >= ${GOAL}), mobile ${score(mobile)}`);
  ok &&= score(desktop) >= GOAL;
}
await browser.close();
process.exitCode = ok ? 0 : 1;
