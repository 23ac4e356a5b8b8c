// JavaScript the browser loads for step 1 (model selection), gzip-compressed: goal under 150 KB.
// Usage: BASE_URL=http://127.0.0.1:8080 npx tsx bench/web-bundle.bench.ts (a running server with the built web app).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const GOAL_KB = 150;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
const scripts = new Map<string, Promise<Buffer>>();
page.on('response', (response) => {
  if (response.request().resourceType() === 'script' && response.ok()) {
    scripts.set(response.url(), response.body());
  }
});
await page.goto(`${baseUrl}/configurator/selection`, { waitUntil: 'networkidle' });
await page.getByTestId('model-card').first().waitFor();
let raw = 0;
let gzip = 0;
const rows: string[] = [];
for (const [url, body] of scripts) {
  const bytes = await body;
  const zipped = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzip += zipped;
  rows.push(`${(zipped / 1024).toFixed(1).padStart(7)} KB  ${new URL(url).pathname}`);
}
await browser.close();
console.log(rows.sort().reverse().join('\n'));
console.log(
  `step 1 JavaScript: ${scripts.size} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip (goal < ${GOAL_KB} KB)`,
);
process.exitCode = gzip / 1024 < GOAL_KB ? 0 : 1;
