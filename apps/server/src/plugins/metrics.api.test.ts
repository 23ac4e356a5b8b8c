import { configurationReplySchema, DEFAULT_BRAND_PARTNER_ID } from '@door/contract';
import { describe, expect, it } from 'vitest';
import { enqueueJob } from '#server/services/job-runner';
import { enqueueMail } from '#server/services/mail';
import { buildTestApp } from '#server/test/build-test-app';
import { parsePrometheusText, sampleValue } from '#server/test/prometheus-text';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const { app, database } = await buildTestApp({ METRICS_TOKEN: TOKEN });
const sales = await signIn(app, DEMO_USERS.sales);

const scrape = async () => {
  const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return parsePrometheusText(response.body);
};

/** A model of the default brand partner, whichever the catalogue has first. */
const firstModel = async (): Promise<string> => {
  const reply = await app.inject({
    method: 'POST',
    url: `/api/v1/selection/models/${DEFAULT_BRAND_PARTNER_ID}`,
    payload: { pageSize: 1 },
  });
  const models = reply.json<{
    BrandModelsNotSpecial: { PartId: string }[];
    BrandModelsSpecial: { PartId: string }[];
  }>();
  const partId = [...models.BrandModelsNotSpecial, ...models.BrandModelsSpecial][0]?.PartId;
  if (!partId) {
    throw new Error('the catalogue has no model');
  }
  return partId;
};

describe('GET /metrics', () => {
  it('is off without METRICS_TOKEN: 404 like any unknown address', async () => {
    const { app: off } = await buildTestApp();
    for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
      const response = await off.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ detail: 'routeNotFound' });
    }
  });

  it('refuses a scrape without the bearer token, or with another one (401)', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', TOKEN, `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toMatchObject({ detail: 'unauthorized', requestId: expect.any(String) });
    }
  });

  it('answers the Prometheus text format with the process, event-loop, queue, outbox and pool metrics', async () => {
    const families = await scrape();
    const typeOf = (name: string) => families.get(name)?.type;
    expect(typeOf('http_request_duration_seconds')).toBe('histogram');
    expect(typeOf('process_cpu_user_seconds_total')).toBe('counter');
    expect(typeOf('process_resident_memory_bytes')).toBe('gauge');
    expect(typeOf('nodejs_eventloop_lag_seconds')).toBe('gauge');
    expect(typeOf('nodejs_heap_size_used_bytes')).toBe('gauge');
    for (const name of [
      'door_configurator_change_duration_seconds',
      'door_price_duration_seconds',
      'door_document_render_duration_seconds',
      'door_picture_render_duration_seconds',
      'door_catalogue_import_duration_seconds',
      'door_catalogue_publish_duration_seconds',
      'door_job_duration_seconds',
    ]) {
      expect(typeOf(name), name).toBe('histogram');
    }
    for (const name of [
      'door_job_queue_depth',
      'door_job_oldest_age_seconds',
      'door_mail_outbox_size',
      'door_db_pool_connections_used',
      'door_db_pool_connections_idle',
      'door_db_pool_connections_max',
      'door_db_pool_pending_requests',
    ]) {
      expect(typeOf(name), name).toBe('gauge');
    }
    expect(sampleValue(families, 'door_db_pool_connections_max')).toBe(database.kind === 'pglite' ? 1 : 10);
    // Every job kind the app runs is reported, idle ones as 0.
    expect(families.get('door_job_queue_depth')?.samples.length).toBeGreaterThanOrEqual(2);
  });

  it('counts requests by method, route pattern and status, and never puts an id into a label', async () => {
    const route = '/api/v1/configurator/:configurationId/price';
    const labels = { method: 'GET', route, status_code: '404' };
    const before = sampleValue(await scrape(), 'http_request_duration_seconds_count', labels);
    const ids = ['6f1c1f5e-1111-4aaa-8bbb-000000000001', '6f1c1f5e-1111-4aaa-8bbb-000000000002'];
    for (const id of ids) {
      expect((await app.inject({ url: `/api/v1/configurator/${id}/price` })).statusCode).toBe(404);
    }
    await app.inject({ url: '/no/such/address/6f1c1f5e-1111-4aaa-8bbb-000000000003' });
    const families = await scrape();
    expect(sampleValue(families, 'http_request_duration_seconds_count', labels)).toBe(before + 2);
    expect(sampleValue(families, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(before + 2);
    expect(
      sampleValue(families, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: 'unmatched',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
    const labelValues = [...families.values()].flatMap((family) =>
      family.samples.flatMap((sample) => Object.values(sample.labels)),
    );
    expect(labelValues.filter((value) => /[0-9a-f]{8}-[0-9a-f]{4}-/.test(value))).toEqual([]);
    expect(labelValues.filter((value) => value.includes('@'))).toEqual([]);
  });

  it("times the product's work: a configurator change, a price and a picture move their histograms", async () => {
    const count = (families: Map<string, unknown>, name: string, labels: Record<string, string> = {}) =>
      sampleValue(families as never, `${name}_count`, { outcome: 'ok', ...labels });
    const before = await scrape();
    const partId = await firstModel();
    const created = configurationReplySchema.parse(
      (
        await app.inject({
          url: `/api/v1/configurator/create?brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}&partId=${partId}`,
          headers: { authorization: sales.authorization },
        })
      ).json(),
    );
    const id = created.Metadata.ConfigurationId;
    const ranged = created.ViewModel.Tree.find((parameter) => parameter.MinValue !== null && parameter.MaxValue);
    expect(ranged).toBeDefined();
    const change = await app.inject({
      url: `/api/v1/configurator/update?brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}&configurationId=${id}&partId=${partId}&parameterId=${ranged?.ParameterId}&customValue=${ranged?.MinValue}`,
      headers: { authorization: sales.authorization },
    });
    expect(change.statusCode).toBe(200);
    const price = await app.inject({
      url: `/api/v1/configurator/${id}/price`,
      headers: { authorization: sales.authorization },
    });
    expect(price.statusCode).toBe(200);
    expect((await app.inject({ url: `/api/v1/configurator/${id}/image?format=png` })).statusCode).toBe(200);
    const after = await scrape();
    for (const [name, labels] of [
      ['door_configurator_change_duration_seconds', {}],
      ['door_price_duration_seconds', {}],
      ['door_picture_render_duration_seconds', { format: 'png' }],
    ] as const) {
      expect(count(after, name, labels), name).toBe(count(before, name, labels) + 1);
    }
  });

  it('reports the job queue and the mail outbox as they are in the database', async () => {
    const before = await scrape();
    const pending = (families: typeof before) =>
      sampleValue(families, 'door_job_queue_depth', { kind: 'metricsTestKind', status: 'pending' });
    const outbox = (families: typeof before) => sampleValue(families, 'door_mail_outbox_size', { status: 'pending' });
    await enqueueJob(database.db, { kind: 'metricsTestKind' });
    await enqueueJob(database.db, { kind: 'metricsTestKind' });
    await enqueueMail(database.db, {
      to: 'someone@example.test',
      subject: 'Metrics',
      text: 'A mail waiting in the outbox.',
      html: '<p>A mail waiting in the outbox.</p>',
    });
    const after = await scrape();
    expect(pending(after)).toBe(pending(before) + 2);
    expect(outbox(after)).toBe(outbox(before) + 1);
    expect(sampleValue(after, 'door_job_oldest_age_seconds', { kind: 'metricsTestKind' })).toBeGreaterThanOrEqual(0);
  });
});
