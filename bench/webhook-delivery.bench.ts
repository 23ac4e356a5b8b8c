// Webhook delivery delay after the event (issue 42): a head of sales registers a webhook, then confirms new offers
// one after another; each confirm commits `document.confirmed` with its delivery job (the outbox), the commit's
// notice wakes the job loop, and the delivery reaches a local receiver. Measured: the time from the confirm's answer
// (the event is committed before it) to the receiver's arrival, and from the confirm's request to the arrival.
// The receiver is on loopback, which only test mode allows (NODE_ENV=test, WEBHOOKS_ALLOW_LOCAL_RECEIVERS=true).
// Run: npx tsx bench/webhook-delivery.bench.ts (PGlite), or with DATABASE_URL=postgres://… for PostgreSQL.
import { API_PREFIX, DEFAULT_BRAND_PARTNER_ID } from '@door/contract';
import { startWebhookReceiver } from '../apps/server/src/test/webhook-receiver';
import { startBenchServer } from './lib/bench-server';
import { adminAccessToken } from './lib/sign-in';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const BPI = DEFAULT_BRAND_PARTNER_ID;

const server = await startBenchServer({ NODE_ENV: 'test', WEBHOOKS_ALLOW_LOCAL_RECEIVERS: 'true' });
const receiver = await startWebhookReceiver();
const token = await adminAccessToken(server.url);
const call = async (method: string, path: string, body?: object) => {
  const response = await fetch(`${server.url}${API_PREFIX}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': 'en',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) {
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  }
  return response.json() as Promise<Record<string, unknown>>;
};

const countries = (await call('GET', '/selection/countrylist')) as unknown as { CountryId: string; Code: string }[];
const slovenia = countries.find((country) => country.Code === 'SI')?.CountryId;
await call('POST', '/manage/integrations/webhooks', { Url: receiver.url, Events: ['document.confirmed'] });

const afterAnswer: number[] = [];
const afterRequest: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const created = await call('POST', '/document', {
    BrandPartnerId: BPI,
    ConfigurationContact: {
      ContactData: {
        FirstName: 'Eva',
        LastName: 'Horvat',
        Email: 'eva@example.com',
        City: 'Koper',
        Zip: '6000',
        CountryId: slovenia,
      },
    },
  });
  const requested = Date.now();
  await call('POST', `/document/${String(created.SalesDocumentId)}/confirm?brandPartnerId=${BPI}`);
  const answered = Date.now();
  await receiver.waitFor(run + 1, 30_000);
  const arrived = receiver.received[run]?.at ?? Date.now();
  afterAnswer.push(arrived - answered);
  afterRequest.push(arrived - requested);
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const line = (name: string, values: number[]) =>
  `${name}: median ${quantile(values, 0.5)} ms, p95 ${quantile(values, 0.95)} ms, max ${Math.max(...values)} ms`;
console.log(`webhook delivery, ${RUNS} confirms, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
console.log(line('after the confirm answered (event committed)', afterAnswer));
console.log(line('after the confirm was requested', afterRequest));
await receiver.close();
await server.close();
