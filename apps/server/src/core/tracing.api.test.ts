import type { AddressInfo } from 'node:net';
import { DEFAULT_BRAND_PARTNER_ID, DOCUMENT_STATUS_IDS, PROJECT_STATUS_IDS } from '@door/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { jobs, projects, salesDocumentConfigurations, salesDocuments, users } from '#server/db/schema';
import { buildTestApp } from '#server/test/build-test-app';
import { startOtlpReceiver } from '#server/test/otlp-receiver';
import { DEMO_USERS, signIn } from '#server/test/sign-in';
import { startTracing } from './tracing-sdk';

// The SDK exports to a receiver in this process; the app listens on a real port, so Node's HTTP server span, the
// Fastify span, the database spans and the job's spans are the ones production makes.
const receiver = await startOtlpReceiver();
process.env.OTEL_EXPORTER_OTLP_ENDPOINT = receiver.endpoint;
const tracing = await startTracing({
  serviceName: 'door-trace-test',
  serviceVersion: '0.0.0-test',
  metricExportIntervalMs: 60_000,
});
const logLines: Record<string, unknown>[] = [];
const { app, database } = await buildTestApp(
  { LOG_LEVEL: 'info' },
  {
    tracingPlugin: tracing.fastifyPlugin,
    logStream: { write: (line: string) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
  },
);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
afterAll(async () => {
  await tracing.shutdown();
  await receiver.close();
  delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
});

const admin = await signIn(app, DEMO_USERS.admin);

/** A configuration in a writable document of the admin's partner (technical documentation can be generated). */
const writableConfiguration = async (): Promise<string> => {
  const { db } = database;
  const [user] = await db.select({ partnerId: users.partnerId }).from(users).where(eq(users.email, DEMO_USERS.admin));
  const [row] = await db
    .select({ id: salesDocumentConfigurations.id })
    .from(salesDocumentConfigurations)
    .innerJoin(salesDocuments, eq(salesDocuments.id, salesDocumentConfigurations.documentId))
    .innerJoin(projects, eq(projects.id, salesDocuments.projectId))
    .where(
      and(
        eq(salesDocuments.ownerPartnerId, user?.partnerId ?? ''),
        eq(salesDocuments.brandPartnerId, DEFAULT_BRAND_PARTNER_ID),
        eq(projects.statusId, PROJECT_STATUS_IDS.active),
        inArray(salesDocuments.statusId, [DOCUMENT_STATUS_IDS.draft, DOCUMENT_STATUS_IDS.offer]),
      ),
    )
    .orderBy(salesDocumentConfigurations.id)
    .limit(1);
  if (!row) {
    throw new Error('no writable configuration of the admin');
  }
  return row.id;
};

const SERVER = 2;
const CONSUMER = 5;

describe('traces over OTLP', () => {
  it('follows a request through Fastify and the database into the job it queued', async () => {
    const id = await writableConfiguration();
    const response = await fetch(
      `${base}/api/v1/config/generateDocumentation?documentConfigurationId=${id}&brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}`,
      { method: 'POST', headers: { authorization: admin.authorization, 'accept-language': 'en' } },
    );
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id');
    const [job] = await database.db.select().from(jobs).where(eq(jobs.documentConfigurationId, id));
    expect(job?.traceParent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    await app.ctx.jobs.runDue();
    await tracing.flush();

    const route = '/api/v1/config/generateDocumentation';
    const server = receiver.spans.find((span) => span.kind === SERVER && span.attributes['http.route'] === route);
    expect(server?.name).toBe(`POST ${route}`);
    expect(server?.service).toBe('door-trace-test');
    expect(server?.attributes).toMatchObject({ 'http.request.method': 'POST', 'http.response.status_code': 200 });
    // The query string names its parameters, never their values.
    expect(server?.attributes['url.query']).toBe('documentConfigurationId=REDACTED&brandPartnerId=REDACTED');
    const trace = receiver.spans.filter((span) => span.traceId === server?.traceId);
    expect(job?.traceParent?.split('-')[1]).toBe(server?.traceId);

    // Fastify's span with the route, under the server span.
    const fastify = trace.find((span) => span.attributes['fastify.root'] === '@fastify/otel');
    expect(fastify).toMatchObject({ name: `POST ${route}`, parentSpanId: server?.spanId });
    expect(fastify?.attributes['http.route']).toBe(route);

    // The database's statements, named by their kind, inside the request's trace.
    const statements = trace.filter((span) => span.attributes['db.system.name'] === 'postgresql');
    const kindsOf = (spans: typeof statements) =>
      new Set(spans.map((span) => String(span.attributes['db.query.text']).trim().split(/\s+/)[0]?.toUpperCase()));
    const jobSpan = trace.find((span) => span.name === 'job technicalDocumentation');
    expect(jobSpan?.kind).toBe(CONSUMER);
    expect(trace.some((span) => span.spanId === jobSpan?.parentSpanId)).toBe(true);
    const inRequest = statements.filter((span) => span.spanId !== jobSpan?.spanId && isBelow(span, fastify?.spanId));
    expect([...kindsOf(inRequest)]).toEqual(expect.arrayContaining(['SELECT', 'INSERT', 'UPDATE']));
    expect(
      statements
        .filter((span) => !(/^(pg|pglite)\.query:\S+/.test(span.name) && span.attributes['db.query.text']))
        .map((span) => [span.name, span.attributes]),
    ).toEqual([]);

    // The job's own work: its statements and its PDFs, below the job span.
    const inJob = statements.filter((span) => isBelow(span, jobSpan?.spanId));
    expect([...kindsOf(inJob)]).toEqual(expect.arrayContaining(['SELECT']));
    const render = trace.find((span) => span.name === 'render document');
    expect(render?.attributes['door.format']).toBe('pdf');
    expect(isBelow(render, jobSpan?.spanId)).toBe(true);

    // Every log line of the request names the trace: Fastify's own "incoming request" and "request completed" too.
    const lines = logLines.filter((line) => line.requestId === requestId);
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    expect(lines.every((line) => line.traceId === server?.traceId)).toBe(true);

    function isBelow(span: { parentSpanId: string } | undefined, ancestorId: string | undefined): boolean {
      let parent = span?.parentSpanId;
      while (parent) {
        if (parent === ancestorId) {
          return true;
        }
        parent = trace.find((candidate) => candidate.spanId === parent)?.parentSpanId;
      }
      return false;
    }
  });

  it("answers an error with the trace's id as requestId, and continues a caller's trace", async () => {
    const callerTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
    const response = await fetch(`${base}/api/v1/configurator/00000000-0000-4000-8000-000000000001/price`, {
      headers: { traceparent: `00-${callerTrace}-00f067aa0ba902b7-01` },
    });
    expect(response.status).toBe(404);
    const body = (await response.json()) as { requestId?: string };
    expect(body.requestId).toBe(callerTrace);
    await tracing.flush();
    const server = receiver.spans.find((span) => span.traceId === callerTrace && span.kind === SERVER);
    expect(server).toMatchObject({
      name: 'GET /api/v1/configurator/:configurationId/price',
      parentSpanId: '00f067aa0ba902b7',
    });
  });

  it('keeps secrets of the path out of the spans, and leaves probes untraced', async () => {
    const token = 'a-cart-token-that-is-secret-0123';
    await fetch(`${base}/api/v1/cart/00000000-0000-4000-8000-000000000002/${token}`, { method: 'PUT' });
    await fetch(`${base}/api/health`);
    await tracing.flush();
    const cart = receiver.spans.filter(
      (span) => span.attributes['http.route'] === '/api/v1/cart/:configurationId/:anonymousToken',
    );
    expect(cart.length).toBeGreaterThan(0);
    expect(JSON.stringify(receiver.spans)).not.toContain(token);
    expect(cart.every((span) => String(span.attributes['url.path']).endsWith('/REDACTED'))).toBe(true);
    expect(receiver.spans.some((span) => String(span.attributes['url.path']).startsWith('/api/health'))).toBe(false);
  });

  it("exports OpenTelemetry's http.server.request.duration by route", async () => {
    await tracing.flush();
    expect(receiver.contentTypes).toEqual(new Set(['application/x-protobuf']));
    const points = receiver.points.filter((point) => point.metric === 'http.server.request.duration');
    expect(points).toContainEqual(
      expect.objectContaining({
        attributes: expect.objectContaining({
          'http.route': '/api/v1/config/generateDocumentation',
          'http.request.method': 'POST',
          'http.response.status_code': 200,
        }),
      }),
    );
  });
});
