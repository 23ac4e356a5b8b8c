import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { DEFAULT_BRAND_PARTNER_ID } from '@door/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { buildTestApp } from './test/build-test-app';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'door-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Door configurator</title>');
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), script);
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.gz'), gzipSync(script));

const { database, env } = await buildTestApp();
const app = await buildApp({ env: { ...env, WEB_DIST: webDist }, database, serveWeb: true, runBackgroundWork: false });
afterAll(() => app.close());

describe('the server around the API', () => {
  it.each([
    '/',
    '/configurator/selection',
    '/admin/myProjects',
    '/documents/3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01',
    '/no/such/page',
  ])('serves the web app at %s so every route loads directly', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Door configurator</title>');
  });

  it('answers an unknown API path with a JSON 404 in the caller language', async () => {
    const response = await app.inject({ url: '/api/v1/nothing-here', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      Message: 'This address does not exist.',
      detail: 'routeNotFound',
      requestId: response.headers['x-request-id'],
    });
  });

  it('sends hashed assets compressed and cacheable for a year', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends an API reply of 1 KB and more compressed to a caller that accepts it, and as it is to one that does not', async () => {
    const url = `/api/v1/selection/models/${DEFAULT_BRAND_PARTNER_ID}`;
    const plain = await app.inject({ method: 'POST', url, payload: {} });
    const compressed = await app.inject({
      method: 'POST',
      url,
      payload: {},
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('answers a missing build file with 404 instead of the page', async () => {
    const response = await app.inject({ url: '/assets/index-old999.js', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('answers the health check and serves the OpenAPI document', async () => {
    expect((await app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const openapi = (await app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(openapi.paths)).toContain('/api/v1/token');
    expect((await app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('is ready when migrated, and not ready while it drains before a shutdown', async () => {
    expect((await app.inject({ url: '/api/health/ready' })).json()).toEqual({ status: 'ready' });
    expect(await app.ctx.database.pendingMigrations()).toBe(0);
    app.ctx.lifecycle.draining = true;
    try {
      const draining = await app.inject({ url: '/api/health/ready', headers: { 'accept-language': 'en' } });
      expect(draining.statusCode).toBe(503);
      expect(draining.json().detail).toBe('draining');
      // Liveness stays: the process is alive while it drains.
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      app.ctx.lifecycle.draining = false;
    }
  });

  it('sets security headers', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
