// Document lists: 100,000 documents in 10,000 projects; a filtered, sorted page of 'all' and of 'my'. The server
// runs in a child process (bench/lib/server-process.ts) and generates the data there; the load comes from this one.
// Run: npx tsx bench/document-list.bench.ts (PGlite), or with DATABASE_URL=postgres://… for PostgreSQL.
import { fileURLToPath } from 'node:url';
import { API_PREFIX, DEFAULT_BRAND_PARTNER_ID } from '@door/contract';
import { generateDocuments } from './lib/hundred-thousand-documents';
import { loadRun } from './lib/load-run';
import { isBenchServerProcess, serveBench, startBenchServerProcess } from './lib/server-process';
import { adminAccessToken } from './lib/sign-in';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);

if (isBenchServerProcess) {
  await serveBench({}, generateDocuments);
} else {
  await measure();
}

async function measure() {
  const server = await startBenchServerProcess(fileURLToPath(import.meta.url));

  const accessToken = await adminAccessToken(server.url);

  const FILTERS = [
    '',
    'filter%5BCompanyName%5D=podjetje%2012',
    'filter%5BCommission%5D=KOM-99',
    'filter%5BContactName%5D=ime4',
  ];
  const SORTS = ['DocumentLastChanged', 'ProjectNumber', 'TotalPriceWithTax', 'CompanyName'];
  const defaultPaths = (list: string) =>
    Array.from(
      { length: 5 },
      (_, i) => `${API_PREFIX}/document/${DEFAULT_BRAND_PARTNER_ID}/${list}?page=${1 + i}&pageSize=10`,
    );
  const paths = (list: string) =>
    Array.from({ length: 64 }, (_, i) => {
      const filter = FILTERS[i % FILTERS.length];
      return `${API_PREFIX}/document/${DEFAULT_BRAND_PARTNER_ID}/${list}?page=${1 + (i % 5)}&pageSize=10&sort=${
        SORTS[Math.floor(i / 4) % SORTS.length]
      }&order=${i % 2 ? 'asc' : 'desc'}${filter ? `&${filter}` : ''}`;
    });

  // Sorted by a column of another table (a status's or the partner's name): each status's (partner's) documents
  // walked in the order of its name.
  const joinedSortPaths = (list: string) =>
    Array.from(
      { length: 20 },
      (_, i) =>
        `${API_PREFIX}/document/${DEFAULT_BRAND_PARTNER_ID}/${list}?page=${1 + (i % 5)}&pageSize=10&sort=${
          i < 10 ? 'DocumentStatusName' : 'PartnerName'
        }&order=${i % 2 ? 'asc' : 'desc'}${i % 10 < 5 ? '' : `&${FILTERS[3]}`}`,
    );

  const run = (title: string, list: string, connections: number, variants = paths(list)) =>
    loadRun({
      title,
      url: server.url,
      connections,
      durationSeconds: DURATION,
      headers: { authorization: `Bearer ${accessToken}` },
      paths: variants,
    });

  await run('warm-up', 'allAll', 2);
  const results = [
    await run("'all' (archived included), filtered and sorted page of 10", 'allAll', 8),
    await run("'my', filtered and sorted page of 10", 'my', 8),
  ];
  // The table's first load: newest change first, no filter.
  await run("'all', default page of 10 (newest first, no filter)", 'allAll', 8, defaultPaths('allAll'));
  await run("'my', default page of 10 (newest first, no filter)", 'my', 8, defaultPaths('my'));
  await run(
    "'all' sorted by status or partner name (another table's column), unfiltered or dense filter",
    'allAll',
    8,
    joinedSortPaths('allAll'),
  );
  const worst = Math.max(...results);
  console.log(
    `goal: p95 under 50 ms at 8 connections: ${worst < 50 ? 'met' : 'NOT met'} (worst p95 ${worst.toFixed(1)} ms)`,
  );
  await server.stop();
}
