// Two server processes on one PostgreSQL with nothing else configured (docs/operations.md): the model selection's
// throughput on one process and on two, a token of one process used on the other, and how long a brand partner's
// markup change takes to be priced by both.
// Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/two-processes.bench.ts
// (a database is made on that server and dropped at the end).
import { API_PREFIX, DEFAULT_BRAND_PARTNER_ID } from '@door/contract';
import autocannon from 'autocannon';
import pg from 'pg';
import { serverProcesses, sleep, tokenOf } from '../apps/server/src/test/server-processes';

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  throw new Error('set BENCH_DATABASE_URL to a PostgreSQL server (the bench makes and drops its own database)');
}
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 8;
const BPI = DEFAULT_BRAND_PARTNER_ID;
const SEARCHES = ['', 'Zelenci', 'Aurora', 'Bled', 'glas', 'les', 'Nordic', 'Triglav'];

/** Selection requests a second against the given processes together, the connections shared out evenly. */
const throughput = async (urls: string[], token: string) => {
  const runs = urls.map((url) => {
    let counter = 0;
    return new Promise<autocannon.Result>((resolve, reject) =>
      autocannon(
        {
          url: `${url}${API_PREFIX}/selection/models/${BPI}`,
          connections: CONNECTIONS / urls.length,
          duration: DURATION,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          requests: [
            {
              method: 'POST',
              setupRequest: (request) => ({
                ...request,
                body: JSON.stringify({ textFilter: SEARCHES[counter++ % SEARCHES.length] }),
              }),
            },
          ],
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      ),
    );
  });
  const results = await Promise.all(runs);
  return {
    perSecond: results.reduce((sum, result) => sum + result.requests.average, 0),
    p50: Math.max(...results.map((result) => result.latency.p50)),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
  };
};

const servers = serverProcesses(adminUrl, 'door_bench_two');
await servers.create();
const sql = new pg.Client({ connectionString: servers.databaseUrl });
try {
  const a = await servers.start();
  await sql.connect();
  const token = await tokenOf(a, 'sales@demo.test');
  await throughput([a], token);
  const one = await throughput([a], token);
  const b = await servers.start();
  await throughput([b], token);
  const two = await throughput([a, b], token);
  console.log(
    `model selection, ${CONNECTIONS} connections, ${DURATION} s: one process ${one.perSecond.toFixed(0)} req/s ` +
      `(p50 ${one.p50} ms), two processes ${two.perSecond.toFixed(0)} req/s (p50 ${two.p50} ms), ` +
      `${((two.perSecond / one.perSecond - 1) * 100).toFixed(0)} % more; non-2xx ${one.non2xx + two.non2xx}`,
  );

  const fromA = await fetch(`${b}${API_PREFIX}/account/info`, { headers: { authorization: `Bearer ${token}` } });
  console.log(`a token of process A on process B: ${fromA.status}`);

  const priceOn = async (url: string) => {
    const reply = await fetch(`${url}${API_PREFIX}/selection/models/${BPI}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ textFilter: 'Zelenci' }),
    });
    return ((await reply.json()) as { BrandModelsNotSpecial: { Price: number }[] }).BrandModelsNotSpecial[0]?.Price;
  };
  const delays: number[] = [];
  for (let run = 0; run < 10; run += 1) {
    const before = await priceOn(a);
    await sql.query(
      'update brand_partners set price_markup_basis_points = price_markup_basis_points + 100 where id = $1',
      [BPI],
    );
    const at = performance.now();
    const seen = async (url: string) => {
      while ((await priceOn(url)) === before) {
        if (performance.now() - at > 30_000) {
          return Number.POSITIVE_INFINITY;
        }
        await sleep(5);
      }
      return performance.now() - at;
    };
    const [onA, onB] = await Promise.all([seen(a), seen(b)]);
    delays.push(Math.max(onA, onB));
  }
  delays.sort((x, y) => x - y);
  console.log(
    `markup change (SQL) to a new price on both processes, 10 runs: median ${delays[5]?.toFixed(0)} ms, ` +
      `max ${delays.at(-1)?.toFixed(0)} ms; goal ≤ 2000 ms: ${(delays.at(-1) ?? Infinity) <= 2000 ? 'met' : 'NOT met'}`,
  );
} finally {
  await sql.end().catch(() => undefined);
  await servers.close();
}
