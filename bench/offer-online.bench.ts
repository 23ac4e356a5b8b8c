// Lighthouse mobile performance score of the online offer page /offer/{token} (issue 41, goal >= 90), on the
// production build. The bench sends a demo offer for acceptance as the demo head of sales and reads the link from
// the mail, received by a loopback SMTP server it starts on SMTP_PORT: start the server with
// SMTP_URL=smtp://127.0.0.1:$SMTP_PORT (and PUBLIC_URL=$BASE_URL).
// Usage: SMTP_PORT=2599 BASE_URL=http://127.0.0.1:8391 npx tsx bench/offer-online.bench.ts
// REPORT=/tmp/offer-lhr.json writes the median run's full Lighthouse result (its audits say where the points go).
import { writeFile } from 'node:fs/promises';
import { API_PREFIX, DEFAULT_BRAND_PARTNER_ID } from '@door/contract';
import { chromium } from '@playwright/test';
import { stableId } from '../apps/server/src/core/stable-id';
import { decodeMail, startSmtpSink } from '../apps/server/src/test/smtp-sink';

type LighthouseResult = {
  lhr: {
    categories: { performance: { score: number | null } };
    audits: Record<string, { displayValue?: string }>;
  };
};
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult>;

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const GOAL = 90;
const RUNS = Number(process.env.RUNS ?? 3);
const lighthouseModule = 'lighthouse';
const loaded = (await import(lighthouseModule).catch(() => null)) as { default: Lighthouse } | null;
if (!loaded) {
  console.error('lighthouse is not installed: npm install -w bench --save-exact lighthouse@12.8.2');
  process.exit(2);
}
const sink = await startSmtpSink({ port: Number(process.env.SMTP_PORT ?? 2599) });

const token = (await fetch(`${baseUrl}${API_PREFIX}/token`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({
    grant_type: 'password',
    username: 'admin@demo.test',
    password: 'Demo123!',
    client_id: 'configurator-web',
    client_secret: 'configurator-web-secret',
  }),
}).then((reply) => reply.json())) as { access_token: string };
const headers = { Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'application/json' };
const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
  const reply = await fetch(`${baseUrl}${API_PREFIX}${path}`, {
    method,
    headers,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!reply.ok) {
    throw new Error(`${method} ${path}: ${reply.status} ${await reply.text()}`);
  }
  return (await reply.json()) as T;
};
const rows = await call<{ SalesDocumentId: string; DocumentTypeId: string; DocumentStatusId: string }[]>(
  'GET',
  `/document/${DEFAULT_BRAND_PARTNER_ID}/my`,
);
const source = rows.find(
  (row) =>
    row.DocumentTypeId === '0d7b1c10-0001-4000-8000-000000000002' &&
    row.DocumentStatusId === '0d7b1c10-0002-4000-8000-000000000001',
);
const copy = await call<{ SalesDocumentId: string }>('POST', '/document', {
  BrandPartnerId: DEFAULT_BRAND_PARTNER_ID,
  DocumentId: source?.SalesDocumentId,
  DocumentTypeId: '0d7b1c10-0001-4000-8000-000000000002',
  NewProject: false,
});
const templates = await call<{ DocumentTemplateId: string; IsPrintDefault: boolean }[]>(
  'GET',
  `/document/${copy.SalesDocumentId}/templates`,
);
await call('POST', `/document/${copy.SalesDocumentId}/generateDocument`, {
  BrandPartnerId: DEFAULT_BRAND_PARTNER_ID,
  TemplateId: templates.find((template) => template.IsPrintDefault)?.DocumentTemplateId,
  LanguageId: stableId('language', 'de'),
  Send: true,
});
let link = '';
for (let waited = 0; !link && waited < 30_000; waited += 500) {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const texts = sink.received.map((mail) => decodeMail(mail.raw));
  link = texts.map((text) => /\/offer\/[A-Za-z0-9_-]{16,}/.exec(text)?.[0]).find(Boolean) ?? '';
}
await sink.close();
if (!link) {
  console.error('no offer link reached the SMTP server: is the server started with SMTP_URL on SMTP_PORT?');
  process.exit(2);
}

const port = 9300 + Math.floor(Math.random() * 500);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`],
});
const score = (result: LighthouseResult) => Math.round((result.lhr.categories.performance.score ?? 0) * 100);
const results: LighthouseResult[] = [];
for (let index = 0; index < RUNS; index += 1) {
  results.push(await loaded.default(`${baseUrl}${link}`, { port, output: 'json', onlyCategories: ['performance'] }));
}
await browser.close();
results.sort((a, b) => score(a) - score(b));
const middle = results[Math.floor(RUNS / 2)] as LighthouseResult;
console.log(
  `online offer page (mobile): ${score(middle)} (goal >= ${GOAL}; runs ${results.map(score).join(', ')}); ` +
    ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
      .map((id) => `${id} ${middle.lhr.audits[id]?.displayValue ?? '?'}`)
      .join(', '),
);
if (process.env.REPORT) {
  await writeFile(process.env.REPORT, JSON.stringify(middle.lhr, null, 1));
}
process.exitCode = score(middle) >= GOAL ? 0 : 1;
