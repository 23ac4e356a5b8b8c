// Health-check latency while 1 MB request bodies are being refused (issue 9: one big body must not stall the server).
// Three processes so no load shares an event loop with what it measures: the server, a sender of 1 MB bodies
// (8 at a time, half with Content-Length, half chunked without it), and autocannon on GET /api/health here.
// Run: npx tsx bench/body-limit.bench.ts      (BENCH_DURATION seconds per row, default 10)
// A last row repeats the attack with the old 15 MB limit (BODY_LIMIT_BYTES), where the bodies are read and parsed.
import { type ChildProcess, fork } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { DEFAULT_BRAND_PARTNER_ID } from '@door/contract';
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const BODY_BYTES = 1024 * 1024;
const SENDERS = 8;

/** A JSON body of about 1 MB: a model search with far too many category filters (the route takes 50). */
const attackBody = () => {
  const item = '{"CategoryId":"00000000-0000-4000-8000-000000000000","ValueIds":[]},';
  const items = item.repeat(Math.ceil(BODY_BYTES / item.length)).slice(0, -1);
  return Buffer.from(`{"categories":[${items}]}`);
};

// A JSON route without a rate limit of its own, so every body reaches the body limit (a limited route would
// refuse most of them with 429 before reading them, which says nothing about the body limit).
const ATTACK_PATH = `/api/v1/selection/models/${DEFAULT_BRAND_PARTNER_ID}`;

const serve = async () => {
  // Imported here: the sender and the measuring process need none of the server's code.
  const { startBenchServer } = await import('./lib/bench-server');
  const server = await startBenchServer(
    process.env.BENCH_BODY_LIMIT ? { BODY_LIMIT_BYTES: process.env.BENCH_BODY_LIMIT } : {},
  );
  process.send?.({ url: server.url });
  process.on('message', async () => {
    await server.close();
    process.exit(0);
  });
};

/** Sends one body; resolves with the status once the server answers (it may answer before the body is sent). */
const sendBody = (url: URL, body: Buffer, isChunked: boolean) =>
  new Promise<number>((resolve) => {
    const req = request({
      host: url.hostname,
      port: url.port,
      method: 'POST',
      path: ATTACK_PATH,
      headers: { 'content-type': 'application/json', ...(isChunked ? {} : { 'content-length': body.length }) },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    // A refused body ends with the server closing the socket under the sender: counted as refused, not an error.
    req.on('error', () => resolve(-1));
    const piece = 64 * 1024;
    for (let at = 0; at < body.length; at += piece) {
      req.write(body.subarray(at, at + piece));
    }
    req.end();
  });

const attack = async () => {
  const url = new URL(String(process.env.BENCH_URL));
  const body = attackBody();
  const statuses = new Map<number, number>();
  let isRunning = true;
  process.on('message', () => {
    isRunning = false;
  });
  const sender = async (index: number) => {
    while (isRunning) {
      const status = await sendBody(url, body, index % 2 === 1);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const senders = Promise.all(Array.from({ length: SENDERS }, (_, index) => sender(index)));
  process.send?.({ started: true });
  await senders;
  process.send?.({ statuses: Object.fromEntries(statuses) });
  process.exit(0);
};

const start = (role: string, env: Record<string, string> = {}) =>
  fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_ROLE: role, ...env },
    execArgv: ['--import', 'tsx'],
  });

const nextMessage = <T>(child: ChildProcess) =>
  new Promise<T>((resolve) => child.once('message', (message) => resolve(message as T)));

const health = (url: string, duration: number) => autocannon({ url: `${url}/api/health`, connections: 4, duration });

const measure = async () => {
  const row = async (title: string, serverEnv: Record<string, string>, isAttacked: boolean) => {
    const server = start('server', serverEnv);
    const { url } = await nextMessage<{ url: string }>(server);
    await health(url, 2); // warm-up
    const attacker = isAttacked ? start('attacker', { BENCH_URL: url }) : null;
    if (attacker) {
      await nextMessage(attacker);
    }
    const result = await health(url, DURATION);
    let refused = '';
    if (attacker) {
      attacker.send({ stop: true });
      const { statuses } = await nextMessage<{ statuses: Record<string, number> }>(attacker);
      const total = Object.values(statuses).reduce((sum, count) => sum + count, 0);
      const byStatus = Object.entries(statuses)
        .map(([status, count]) => `${status === '-1' ? 'reset' : status}: ${count}`)
        .join(', ');
      refused = `; 1 MB bodies answered ${(total / DURATION).toFixed(0)}/s (${byStatus})`;
    }
    server.send({ stop: true });
    await new Promise((resolve) => server.once('exit', resolve));
    console.log(
      `${title}: health ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms, max ${result.latency.max} ms, non-2xx ${result.non2xx}${refused}`,
    );
  };
  console.log(`GET /api/health, 4 connections, ${DURATION} s per row; ${SENDERS} senders of ${BODY_BYTES} bytes`);
  await row('no attack', {}, false);
  await row('1 MB bodies refused (100 KB limit)', {}, true);
  await row('1 MB bodies read and parsed (old 15 MB limit)', { BENCH_BODY_LIMIT: String(15 * 1024 * 1024) }, true);
};

const role = process.env.BENCH_ROLE;
await (role === 'server' ? serve() : role === 'attacker' ? attack() : measure());
