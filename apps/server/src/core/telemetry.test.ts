import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { measure, processMetrics } from './telemetry';
import { scrubbedPath, scrubbedQuery } from './tracing-sdk';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });

const countOf = async (name: string, labels: Record<string, string>) => {
  const metric = (await processMetrics.getSingleMetric(name)?.get())?.values ?? [];
  return (
    metric.find(
      (value) =>
        (value as { metricName?: string }).metricName === `${name}_count` &&
        Object.entries(labels).every(([key, label]) => value.labels[key] === label),
    )?.value ?? 0
  );
};

describe('telemetry without a collector', () => {
  it('loads no OpenTelemetry SDK package: only core/tracing-sdk.ts names them, with import()', () => {
    const sdk = /^(@fastify\/otel|@opentelemetry\/(?!api$).+)$/;
    const found = sources(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const statics = [...text.matchAll(/^import\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? '');
      const bad = statics.filter((specifier) => sdk.test(specifier) || /tracing-sdk$/.test(specifier));
      return bad.map((specifier) => `${path.relative(SRC, file)}: ${specifier}`);
    });
    expect(found).toEqual([]);
    const loader = readFileSync(path.join(SRC, 'core/tracing-sdk.ts'), 'utf8');
    expect(loader).toContain("import('@opentelemetry/sdk-trace-node')");
    expect(readFileSync(path.join(SRC, 'serve.ts'), 'utf8')).toContain("import('./core/tracing-sdk')");
  });

  it('times sync and async work by outcome, passing results and errors through', async () => {
    const before = await countOf('door_price_duration_seconds', { outcome: 'ok' });
    const failedBefore = await countOf('door_price_duration_seconds', { outcome: 'error' });
    expect(measure('price', () => 42)).toBe(42);
    await expect(measure('price', async () => 'done')).resolves.toBe('done');
    expect(() =>
      measure('price', () => {
        throw new Error('sync');
      }),
    ).toThrow('sync');
    await expect(measure('price', () => Promise.reject(new Error('async')))).rejects.toThrow('async');
    expect(await countOf('door_price_duration_seconds', { outcome: 'ok' })).toBe(before + 2);
    expect(await countOf('door_price_duration_seconds', { outcome: 'error' })).toBe(failedBefore + 2);
    const renderedBefore = await countOf('door_document_render_duration_seconds', { format: 'pdf', outcome: 'ok' });
    measure('documentRender', () => 'pdf bytes', 'pdf');
    expect(await countOf('door_document_render_duration_seconds', { format: 'pdf', outcome: 'ok' })).toBe(
      renderedBefore + 1,
    );
  });
});

describe('what spans keep of an address', () => {
  it('replaces the values of secret path parameters and of the query', () => {
    expect(scrubbedPath('/api/v1/cart/abc/s3cr3t?x=1', '/api/v1/cart/:configurationId/:anonymousToken')).toBe(
      '/api/v1/cart/abc/REDACTED',
    );
    expect(scrubbedPath('/api/v1/files/sig?key=k', '/api/v1/files/:signed')).toBe('/api/v1/files/REDACTED');
    expect(scrubbedPath('/api/v1/document/42', '/api/v1/document/:id')).toBe('/api/v1/document/42');
    expect(scrubbedPath('/no/route?q=1', undefined)).toBe('/no/route');
    expect(scrubbedQuery('/api/v1/documents?search=Novak&page=2')).toBe('search=REDACTED&page=REDACTED');
    expect(scrubbedQuery('/api/v1/documents')).toBeUndefined();
  });
});
