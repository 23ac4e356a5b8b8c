import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createdWebhookSchema,
  DEFAULT_BRAND_PARTNER_ID,
  documentActionReplySchema,
  webhookDeliveryPageSchema,
} from '@door/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { jobs, webhookDeliveries } from '#server/db/schema';
import { createJobRunner } from '#server/services/job-runner';
import { registerWebhookDelivery } from '#server/services/webhook-delivery';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_USERS, signIn } from '#server/test/sign-in';
import { startWebhookReceiver, type WebhookReceiver } from '#server/test/webhook-receiver';

const { app, database } = await buildTestApp({ WEBHOOKS_ALLOW_LOCAL_RECEIVERS: true });
const { db } = database;
const BPI = DEFAULT_BRAND_PARTNER_ID;
const DEALER = 'dealer@demo.test';

const receivers: WebhookReceiver[] = [];
afterAll(async () => {
  await Promise.all(receivers.map((receiver) => receiver.close()));
});
const receiver = async () => {
  const started = await startWebhookReceiver();
  receivers.push(started);
  return started;
};

const tokens = new Map<string, string>();
const call = async (email: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
  let token = tokens.get(email);
  if (!token) {
    token = (await signIn(app, email)).authorization;
    tokens.set(email, token);
  }
  return app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { 'accept-language': 'en', authorization: token },
    ...(payload ? { payload } : {}),
  });
};

const countries = (await app.inject({ url: '/api/v1/selection/countrylist' })).json<
  { CountryId: string; Code: string }[]
>();
const SLOVENIA = countries.find((country) => country.Code === 'SI')?.CountryId as string;

/** A new offer of the user's partner, confirmed: the event `document.confirmed`. */
const confirmNewOffer = async (email: string) => {
  const created = await call(email, 'POST', 'document', {
    BrandPartnerId: BPI,
    ConfigurationContact: {
      ContactData: {
        FirstName: 'Eva',
        LastName: 'Horvat',
        Email: 'eva@example.com',
        City: 'Koper',
        Zip: '6000',
        CountryId: SLOVENIA,
      },
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = documentActionReplySchema.parse(created.json()).SalesDocumentId;
  const confirmed = await call(email, 'POST', `document/${id}/confirm?brandPartnerId=${BPI}`);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return id;
};

const register = async (email: string, url: string, events: string[] = ['document.confirmed']) => {
  const response = await call(email, 'POST', 'manage/integrations/webhooks', { Url: url, Events: events });
  expect(response.statusCode, response.body).toBe(200);
  return createdWebhookSchema.parse(response.json());
};

const disable = (email: string, webhookId: string) =>
  call(email, 'DELETE', `manage/integrations/webhooks/${webhookId}`);

const deliveriesOf = async (email: string, webhookId: string) => {
  const response = await call(email, 'GET', `manage/integrations/webhooks/${webhookId}/deliveries`);
  expect(response.statusCode, response.body).toBe(200);
  return webhookDeliveryPageSchema.parse(response.json()).Items;
};

const runDue = () => app.ctx.jobs.runDue();

/** A job runner of its own whose deliveries resolve every host name to these addresses (test mode's loopback rule). */
const runnerResolvingTo = (...addresses: string[]) => {
  const runner = createJobRunner({ db });
  registerWebhookDelivery(runner, {
    db,
    secrets: app.ctx.webhooks.secrets,
    addressPolicy: {
      allowLoopback: true,
      resolve: async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    },
    timeoutMs: 5000,
  });
  return runner;
};
const makeDue = () => db.update(jobs).set({ nextAttemptAt: sql`now()` }).where(eq(jobs.status, 'pending'));

/**
 * A receiver's check written from the Standard Webhooks description (not the server's code): the secret is the
 * base64 after `whsec_`; the signed content is `{webhook-id}.{webhook-timestamp}.{body}`; `webhook-signature` is a
 * space-separated list of `v1,{base64 HMAC-SHA256}`; the timestamp must be within five minutes of now.
 */
const verifyStandardWebhook = (secret: string, headers: Record<string, unknown>, body: string): boolean => {
  const id = String(headers['webhook-id'] ?? '');
  const timestamp = String(headers['webhook-timestamp'] ?? '');
  const signatures = String(headers['webhook-signature'] ?? '').split(' ');
  if (!id || !/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) {
    return false;
  }
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return signatures.some((entry) => {
    const [version, signature] = entry.split(',');
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
};

describe('webhooks', () => {
  it('signs a delivery with the Standard Webhooks headers; a receiver written from the description verifies it', async () => {
    const hook = await receiver();
    const { Webhook, Secret } = await register(DEMO_USERS.admin, hook.url);
    expect(Secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const documentId = await confirmNewOffer(DEMO_USERS.admin);
    await runDue();
    expect(hook.received).toHaveLength(1);
    const [request] = hook.received;
    expect(verifyStandardWebhook(Secret, request?.headers ?? {}, request?.body ?? '')).toBe(true);
    // A changed body or another secret does not verify.
    expect(verifyStandardWebhook(Secret, request?.headers ?? {}, `${request?.body} `)).toBe(false);
    expect(
      verifyStandardWebhook(
        `whsec_${Buffer.alloc(32, 1).toString('base64')}`,
        request?.headers ?? {},
        request?.body ?? '',
      ),
    ).toBe(false);
    const payload = JSON.parse(request?.body ?? '{}');
    expect(payload).toMatchObject({
      type: 'document.confirmed',
      data: { SalesDocumentId: documentId, BrandPartnerId: BPI },
    });
    expect(new Date(payload.timestamp).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const [delivery] = await deliveriesOf(DEMO_USERS.admin, Webhook.WebhookId);
    expect(delivery).toMatchObject({
      Status: 'succeeded',
      Attempts: 1,
      LastStatusCode: 200,
      EventType: 'document.confirmed',
    });
    expect(request?.headers['webhook-id']).toBe(delivery?.EventId);
    // The secret is shown once: the list never carries it.
    const listed = await call(DEMO_USERS.admin, 'GET', 'manage/integrations');
    expect(listed.body).not.toContain(Secret.slice(6));
    expect((await disable(DEMO_USERS.admin, Webhook.WebhookId)).statusCode).toBe(200);
  });

  it('retries after the receiver answers 500 twice, with a growing wait and the same webhook-id', async () => {
    const hook = await receiver();
    hook.answerWith(500, 500);
    const { Webhook, Secret } = await register(DEMO_USERS.admin, hook.url);
    await confirmNewOffer(DEMO_USERS.admin);
    await runDue();
    expect(hook.received).toHaveLength(1);
    const [job] = await db
      .select()
      .from(jobs)
      .where(
        sql`${jobs.payload}->>'deliveryId' in (select id::text from webhook_deliveries where endpoint_id = ${Webhook.WebhookId})`,
      );
    expect(job?.status).toBe('pending');
    expect((job?.nextAttemptAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(20_000);
    // Not due yet: nothing is sent.
    await runDue();
    expect(hook.received).toHaveLength(1);
    await makeDue();
    await runDue();
    await makeDue();
    await runDue();
    expect(hook.received.map((request) => request.headers['webhook-id'])).toEqual(
      Array(3).fill(hook.received[0]?.headers['webhook-id']),
    );
    for (const request of hook.received) {
      expect(verifyStandardWebhook(Secret, request.headers, request.body)).toBe(true);
    }
    const [delivery] = await deliveriesOf(DEMO_USERS.admin, Webhook.WebhookId);
    expect(delivery).toMatchObject({ Status: 'succeeded', Attempts: 3, LastStatusCode: 200, LastError: null });
    await disable(DEMO_USERS.admin, Webhook.WebhookId);
  });

  it('delivers an event once when two job runners on one database run at the same time', async () => {
    const hook = await receiver();
    const { Webhook } = await register(DEMO_USERS.admin, hook.url);
    const runners = [createJobRunner({ db }), createJobRunner({ db })];
    for (const runner of runners) {
      registerWebhookDelivery(runner, { db, ...app.ctx.webhooks, timeoutMs: 5000 });
    }
    await confirmNewOffer(DEMO_USERS.admin);
    await Promise.all([...runners, ...runners].map((runner) => runner.runDue()));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(hook.received).toHaveLength(1);
    const [delivery] = await deliveriesOf(DEMO_USERS.admin, Webhook.WebhookId);
    expect(delivery).toMatchObject({ Status: 'succeeded', Attempts: 1 });
    await disable(DEMO_USERS.admin, Webhook.WebhookId);
  });

  it("gives a foreign partner's endpoint nothing of another partner's documents", async () => {
    const own = await receiver();
    const foreign = await receiver();
    const ownHook = await register(DEMO_USERS.admin, own.url);
    // The dealer is a partner below the distributor: it may not read the distributor's documents.
    const foreignHook = await register(DEALER, foreign.url);
    await confirmNewOffer(DEMO_USERS.admin);
    await runDue();
    expect(own.received).toHaveLength(1);
    expect(foreign.received).toHaveLength(0);
    expect(
      await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, foreignHook.Webhook.WebhookId)),
    ).toEqual([]);
    // The dealer's own document reaches the dealer, and its parent partner, which reads its children's documents.
    const dealerDocument = await confirmNewOffer(DEALER);
    await runDue();
    expect(foreign.received.map((request) => JSON.parse(request.body).data.SalesDocumentId)).toEqual([dealerDocument]);
    expect(own.received).toHaveLength(2);
    // Neither sees the other's endpoints or deliveries.
    expect(
      (await call(DEALER, 'GET', `manage/integrations/webhooks/${ownHook.Webhook.WebhookId}/deliveries`)).statusCode,
    ).toBe(404);
    expect((await disable(DEALER, ownHook.Webhook.WebhookId)).statusCode).toBe(404);
    await disable(DEMO_USERS.admin, ownHook.Webhook.WebhookId);
    await disable(DEALER, foreignHook.Webhook.WebhookId);
  });

  it('redelivers a delivered event by hand under the same webhook-id; a disabled endpoint gets nothing more', async () => {
    const hook = await receiver();
    const { Webhook } = await register(DEMO_USERS.admin, hook.url);
    await confirmNewOffer(DEMO_USERS.admin);
    await runDue();
    const [delivery] = await deliveriesOf(DEMO_USERS.admin, Webhook.WebhookId);
    const again = await call(
      DEMO_USERS.admin,
      'POST',
      `manage/integrations/deliveries/${delivery?.DeliveryId}/redeliver`,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ Status: 'pending' });
    // Still pending: a second redelivery waits (409).
    expect(
      (await call(DEMO_USERS.admin, 'POST', `manage/integrations/deliveries/${delivery?.DeliveryId}/redeliver`))
        .statusCode,
    ).toBe(409);
    await runDue();
    expect(hook.received).toHaveLength(2);
    expect(hook.received[1]?.headers['webhook-id']).toBe(hook.received[0]?.headers['webhook-id']);
    expect((await deliveriesOf(DEMO_USERS.admin, Webhook.WebhookId))[0]).toMatchObject({
      Status: 'succeeded',
      Attempts: 2,
    });
    await disable(DEMO_USERS.admin, Webhook.WebhookId);
    await confirmNewOffer(DEMO_USERS.admin);
    await runDue();
    expect(hook.received).toHaveLength(2);
  });

  it('does not follow a redirect: a 307 is a failed attempt and the address it names gets nothing', async () => {
    const target = await receiver();
    const hits: string[] = [];
    const redirecting = createServer((request, response) => {
      hits.push(request.url ?? '');
      response.statusCode = 307;
      response.setHeader('location', target.url);
      response.end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const { port } = redirecting.address() as AddressInfo;
    const { Webhook } = await register(DEMO_USERS.admin, `http://127.0.0.1:${port}/moved`);
    await confirmNewOffer(DEMO_USERS.admin);
    await runDue();
    await new Promise<void>((resolve) => redirecting.close(() => resolve()));
    expect(hits).toEqual(['/moved']);
    expect(target.received).toHaveLength(0);
    expect((await deliveriesOf(DEMO_USERS.admin, Webhook.WebhookId))[0]).toMatchObject({
      Status: 'pending',
      Attempts: 1,
      LastStatusCode: 307,
      LastError: 'the receiver answered 307',
    });
    await disable(DEMO_USERS.admin, Webhook.WebhookId);
  });

  it('reaches a name whose first address does not answer through its next judged address (localhost as ::1, 127.0.0.1)', async () => {
    // The receiver listens on 127.0.0.1 only; the name resolves to ::1 first, as /etc/hosts gives `localhost` on
    // many machines (and a dual-stack receiver's IPv6 address may be unreachable from the server).
    const hook = await receiver();
    const { Webhook, Secret } = await register(DEMO_USERS.admin, hook.url.replace('127.0.0.1', 'localhost'));
    const runner = runnerResolvingTo('::1', '127.0.0.1');
    await confirmNewOffer(DEMO_USERS.admin);
    await runner.runDue();
    expect(hook.received).toHaveLength(1);
    expect(verifyStandardWebhook(Secret, hook.received[0]?.headers ?? {}, hook.received[0]?.body ?? '')).toBe(true);
    expect((await deliveriesOf(DEMO_USERS.admin, Webhook.WebhookId))[0]).toMatchObject({
      Status: 'succeeded',
      Attempts: 1,
    });
    await disable(DEMO_USERS.admin, Webhook.WebhookId);
  });

  it('judges the address again at delivery: a name now resolving to a private address gets no connection', async () => {
    const hook = await receiver();
    const { Webhook } = await register(DEMO_USERS.admin, hook.url.replace('127.0.0.1', 'localhost'));
    // Rebound after registration: one private address among the loopback ones refuses the name.
    const runner = runnerResolvingTo('127.0.0.1', '10.0.0.7');
    await confirmNewOffer(DEMO_USERS.admin);
    await runner.runDue();
    expect(hook.received).toHaveLength(0);
    expect((await deliveriesOf(DEMO_USERS.admin, Webhook.WebhookId))[0]).toMatchObject({
      Status: 'pending',
      Attempts: 1,
      LastStatusCode: null,
      LastError: 'address refused: forbiddenAddress',
    });
    await disable(DEMO_USERS.admin, Webhook.WebhookId);
  });

  it('refuses an address that is not HTTPS or leads to a private, loopback or link-local address (400 naming Url)', async () => {
    for (const url of [
      'http://example.com/hooks',
      'ftp://example.com/hooks',
      'https://10.1.2.3/hooks',
      'https://192.168.0.10/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://[fe80::1]/hooks',
      'https://[::ffff:10.0.0.1]/hooks',
      'https://user:pw@example.com/hooks',
      'not a url',
    ]) {
      const response = await call(DEMO_USERS.admin, 'POST', 'manage/integrations/webhooks', {
        Url: url,
        Events: ['offer.sent'],
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ detail: 'Url', Message: expect.any(String) });
    }
  });

  it("keeps the catalogue's event for the manufacturer's OEM admins, and the page for managers", async () => {
    const refused = await call(DEMO_USERS.admin, 'POST', 'manage/integrations/webhooks', {
      Url: 'https://example.com/hooks',
      Events: ['catalogue.published'],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Events');
    expect((await call(DEMO_USERS.admin, 'GET', 'manage/integrations')).json().EventTypes).not.toContain(
      'catalogue.published',
    );
    expect((await call(DEMO_USERS.oem, 'GET', 'manage/integrations')).json().EventTypes).toContain(
      'catalogue.published',
    );
    expect((await call(DEMO_USERS.sales, 'GET', 'manage/integrations')).statusCode).toBe(403);
    expect((await call(DEMO_USERS.installer, 'GET', 'manage/integrations')).statusCode).toBe(403);
  });
});
