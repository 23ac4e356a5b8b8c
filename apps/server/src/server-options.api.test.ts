import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_BRAND_PARTNER_ID } from '@door/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from './core/messages';
import { countries } from './db/schema';
import { buildTestApp } from './test/build-test-app';

// Every log line of the app, parsed, so a test can look for what must (request ids) or must not (secrets) be there.
const logLines: string[] = [];
const logStream = { write: (line: string) => void logLines.push(line) };
const { app, database, env } = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream });
const logsOf = () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>);

const address = await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

/** A POST over a real socket; `chunked` sends the body without Content-Length, in 64 KB pieces. */
const postRaw = (path: string, totalBytes: number, { chunked }: { chunked: boolean }) =>
  new Promise<{ status: number; body: string; bytesSent: number }>((resolve, reject) => {
    const piece = Buffer.alloc(64 * 1024, 'a');
    const headers: Record<string, string | number> = { 'content-type': 'application/json' };
    if (!chunked) {
      headers['content-length'] = totalBytes;
    }
    const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path, headers });
    let bytesSent = 0;
    let isAnswered = false;
    req.on('response', (res) => {
      isAnswered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (text: string) => {
        body += text;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, bytesSent }));
    });
    // The server closes the connection after refusing: a write error then is expected, not a failure.
    req.on('error', (error) => (isAnswered ? undefined : reject(error)));
    const writeMore = () => {
      while (!isAnswered && bytesSent < totalBytes) {
        bytesSent += piece.length;
        if (!req.write(piece)) {
          req.once('drain', writeMore);
          return;
        }
      }
      if (!isAnswered) {
        req.end();
      }
    };
    writeMore();
  });

describe('body limit', () => {
  it('refuses a JSON body over the limit with 413 by its Content-Length', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/v1/cart/inquiry',
      headers: { 'content-type': 'application/json', 'accept-language': 'de' },
      payload: `{"Comment":"${'x'.repeat(env.BODY_LIMIT_BYTES)}"}`,
    });
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual({
      Message: COMMON_MESSAGES.payloadTooLarge.de,
      detail: 'payloadTooLarge',
      requestId: reply.headers['x-request-id'],
    });
  });

  it('refuses a form body over the limit on the token endpoint', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/v1/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=password&username=${'a'.repeat(env.BODY_LIMIT_BYTES)}`,
    });
    expect(reply.statusCode).toBe(413);
  });

  it('cuts off a chunked body without Content-Length at the limit', async () => {
    const reply = await postRaw('/api/v1/cart/inquiry', 14 * 1024 * 1024, { chunked: true });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toMatchObject({ detail: 'payloadTooLarge' });
    // The server answered long before the 14 MB were sent.
    expect(reply.bytesSent).toBeLessThan(4 * 1024 * 1024);
  });

  it('takes a body just under the limit', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/v1/cart/inquiry',
      headers: { 'content-type': 'application/json' },
      payload: `{"Comment":"${'x'.repeat(env.BODY_LIMIT_BYTES - 100)}"}`,
    });
    // Read and validated (the inquiry lacks its fields), not refused for its size.
    expect(reply.statusCode).toBe(400);
  });

  it('keeps the health check fast while 8 bodies of 14 MB are being refused', async () => {
    const refusals = Array.from({ length: 8 }, (_, i) =>
      postRaw('/api/v1/cart/inquiry', 14 * 1024 * 1024, { chunked: i % 2 === 0 }),
    );
    const timings: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const started = performance.now();
      const health = await fetch(`${address}/api/health`);
      timings.push(performance.now() - started);
      expect(health.status).toBe(200);
    }
    const statuses = (await Promise.all(refusals)).map((reply) => reply.status);
    expect(statuses).toEqual(Array(8).fill(413));
    expect(Math.max(...timings)).toBeLessThan(1000);
  });
});

describe('request id', () => {
  const idOf = (line: Record<string, unknown>) => line.requestId;

  it('keeps a valid incoming x-request-id, returns it and writes it into every log line of the request', async () => {
    const id = 'edge-proxy-4f1c9a2b';
    const reply = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } });
    expect(reply.headers['x-request-id']).toBe(id);
    const lines = logsOf().filter((line) => idOf(line) === id);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('replaces an id that is too long or not printable with a new one', async () => {
    for (const bad of ['x'.repeat(129), 'two words', 'tab\there', 'ümlaut']) {
      const reply = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': bad } });
      const returned = String(reply.headers['x-request-id']);
      expect(returned).not.toBe(bad);
      expect(returned).toMatch(/^[0-9a-f-]{36}$/);
      expect(logsOf().some((line) => idOf(line) === returned)).toBe(true);
    }
  });

  it('gives every request its own id, on errors and unknown addresses too', async () => {
    const replies = await Promise.all([
      app.inject({ method: 'GET', url: '/api/health' }),
      app.inject({ method: 'GET', url: '/api/v1/no-such-call' }),
      app.inject({ method: 'POST', url: '/api/v1/cart/inquiry', payload: { Contact: 1 } }),
    ]);
    const ids = replies.map((reply) => String(reply.headers['x-request-id']));
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 404, 400]);
  });
});

describe('secrets in logs', () => {
  it('logs a failed insert with its statement but without the values (hash, names, e-mail)', async () => {
    const { db } = database;
    // Any new user row now fails in the database, as a real constraint violation would.
    await db.execute(sql.raw('alter table users add constraint edge_test_no_new_users check (false) not valid'));
    const [country] = await db.select().from(countries).where(eq(countries.code, 'SI'));
    const email = 'zephyrina.quillfeather@example.test';
    const reply = await app.inject({
      method: 'POST',
      url: '/api/v1/account/register',
      headers: { 'x-request-id': 'edge-failed-insert' },
      payload: {
        BrandPartnerId: DEFAULT_BRAND_PARTNER_ID,
        Email: email,
        Password: 'Vrata-Hrast-2026',
        ConfirmPassword: 'Vrata-Hrast-2026',
        Addressing: 'Ms',
        FirstName: 'Zephyrina',
        LastName: 'Quillfeather',
        Address: 'Slovenska cesta 1',
        Zip: '1000',
        City: 'Ljubljana',
        CountryId: country?.id,
        Telephone: '+386 1 234 5678',
        Marketing: true,
        Lang: 'en',
      },
    });
    expect(reply.statusCode).toBe(500);
    // The reply names the request (its id, which the client chose here) and nothing of the statement.
    const { requestId, ...body } = reply.json<Record<string, unknown>>();
    expect(requestId).toBe('edge-failed-insert');
    expect(JSON.stringify(body)).not.toContain('insert');

    const failure = logsOf().find((line) => line.requestId === 'edge-failed-insert' && line.level === 50);
    expect(failure?.msg).toBe('unhandled error');
    const text = JSON.stringify(failure);
    // What explains the failure stays: the statement and the constraint.
    expect(text).toContain('insert into \\"users\\"');
    expect(text).toContain('edge_test_no_new_users');
    // None of the values does, anywhere in the log.
    const everything = logLines.join('\n');
    for (const secret of [email, 'Zephyrina', 'Quillfeather', '$argon2id$', 'Vrata-Hrast-2026']) {
      expect(everything).not.toContain(secret);
    }
  });
});
