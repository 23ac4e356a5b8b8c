/// <reference lib="dom" />
// Time from a parameter change to the updated price and picture on screen, measured in the browser: goal < 150 ms.
// Usage: BASE_URL=http://127.0.0.1:8080 RUNS=20 npx tsx bench/param-change.bench.ts (signs in as the demo customer).
import { API_PREFIX } from '@door/contract';
import { chromium } from '@playwright/test';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const runs = Number(process.env.RUNS ?? 20);
const GOAL_MS = 150;

const token = await fetch(`${baseUrl}${API_PREFIX}/token`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({
    grant_type: 'password',
    username: 'customer@demo.test',
    password: 'Demo123!',
    client_id: 'configurator-web',
    client_secret: 'configurator-web-secret',
  }),
}).then((reply) => reply.json() as Promise<{ access_token: string; refresh_token: string }>);

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
    document.cookie = 'cookie_viewed=true; path=/';
  },
  [token.access_token, token.refresh_token],
);
const page = await context.newPage();
await page.goto(`${baseUrl}/configurator/selection`);
await page.getByTestId('model-card').first().click();
await page.getByTestId('configuration-price').waitFor();
const leaves = page.locator('[data-testid=parameter][data-name="Number of leaves"]');
await leaves.getByRole('radio').first().waitFor({ state: 'attached' });

// Measured inside the page, from the click to the frame where both the new price and the new picture are shown.
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
    if (done) { requestAnimationFrame(() => resolve(performance.now() - start)); } else { requestAnimationFrame(check); }
  };
  input.click();
  requestAnimationFrame(check);
})`;

const timings: number[] = [];
for (let run = 0; run < runs; run += 1) {
  const target = run % 2 === 0 ? /Double leaf/ : /Single leaf/;
  const radio = leaves.getByRole('radio', { name: target });
  // Measured inside the page: from the click to the frame where both the new price and the new picture are shown.
  await radio.evaluate((input) => input.setAttribute('data-bench', 'target'));
  const elapsed = (await page.evaluate(`(${MEASURE})(document.querySelector('[data-bench=target]'))`)) as number;
  await radio.evaluate((input) => input.removeAttribute('data-bench'));
  timings.push(elapsed);
}
await browser.close();
const sorted = [...timings].sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
console.log(
  `parameter change → price and picture on screen, ${runs} runs: median ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms, max ${at(1).toFixed(0)} ms (goal < ${GOAL_MS} ms)`,
);
process.exitCode = at(0.5) < GOAL_MS ? 0 : 1;
