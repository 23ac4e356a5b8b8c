import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app';

// A small build as Vite writes it with `sourcemap: 'hidden'`: the bundle has a map beside it but no link to it.
const webDist = mkdtempSync(path.join(os.tmpdir(), 'door-web-dist-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><script src="/assets/index-abc123.js"></script>');
writeFileSync(path.join(webDist, 'assets/index-abc123.js'), 'console.log("door");\n');
writeFileSync(path.join(webDist, 'assets/index-abc123.js.map'), '{"version":3,"sources":["src/main.tsx"]}');

const { app } = await buildTestApp({ WEB_DIST: webDist }, { serveWeb: true });

describe('static web app', () => {
  it('serves the bundles', async () => {
    const reply = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('door');
  });

  it('does not serve the hidden source maps', async () => {
    const reply = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js.map',
      headers: { 'accept-language': 'en' },
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.body).not.toContain('sources');
    expect(reply.json()).toMatchObject({ detail: 'routeNotFound' });
  });

  it('still answers the pages of the web app with index.html', async () => {
    const reply = await app.inject({ method: 'GET', url: '/configurator/selection' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('/assets/index-abc123.js');
    expect(reply.headers.vary).toContain('accept-language');
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('/assets/index-abc123.js');
  });
});
