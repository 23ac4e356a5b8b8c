import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '#server/db/schema';
import type { JobHandler, JobRunner } from './job-runner';
import { type AddressPolicy, judgeWebhookAddress, type PinnedAddress } from './webhook-address';
import { WEBHOOK_DELIVERY_JOB } from './webhook-events';
import { type SecretBox, signWebhook, webhookMessageId } from './webhook-signature';

/**
 * Retries for about 24 hours (Stripe- and Svix-like): the first attempt at once, then after 30 s, doubling up to 4 h
 * between two attempts; 15 attempts in all span 24 h 15 min. A job of a process that died is taken over when its
 * lease ends (the job runner), so a delivery survives restarts.
 */
export const WEBHOOK_RETRY_POLICY = { maxAttempts: 15, baseDelayMs: 30_000, maxDelayMs: 4 * 60 * 60 * 1000 } as const;

// What the delivery log keeps of a receiver's answer and error.
const ERROR_MAX = 300;

/** The answer of one attempt: the receiver's status, or no answer and why. */
type AttemptResult = { statusCode: number | null; error: string | null; durationMs: number };

/**
 * A connection to the judged addresses only: the name is not looked up again (no DNS rebinding). All of them are
 * offered, so Node's happy eyeballs (`autoSelectFamily`, on by default) tries the next one when the first does not
 * answer (a name with an IPv6 address first on a machine without IPv6, or `localhost` as `::1` and `127.0.0.1` with
 * the receiver on one of them): pinning only the first made such an endpoint fail every attempt.
 */
const pinnedLookup =
  (pinned: PinnedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) {
      (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(
        null,
        pinned.addresses.map(({ address, family }) => ({ address, family })),
      );
    } else {
      callback(null, pinned.address, pinned.family);
    }
  };

/** POSTs the body with the headers to the pinned address; never follows a redirect (a 3xx is a failed attempt). */
const post = (pinned: PinnedAddress, headers: Record<string, string>, body: string, timeoutMs: number) =>
  new Promise<AttemptResult>((resolve) => {
    const started = performance.now();
    const done = (statusCode: number | null, error: string | null) =>
      resolve({
        statusCode,
        error: error?.slice(0, ERROR_MAX) ?? null,
        durationMs: Math.round(performance.now() - started),
      });
    const transport = pinned.url.protocol === 'https:' ? https : http;
    const request = transport.request(
      pinned.url,
      {
        method: 'POST',
        lookup: pinnedLookup(pinned),
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'door-configurator-webhooks/1',
        },
        timeout: timeoutMs,
        agent: false,
      },
      (response) => {
        // The answer's body is not needed: read and drop it (bounded by the timeout).
        response.resume();
        response.on('end', () => done(response.statusCode ?? null, null));
        response.on('error', (error) => done(response.statusCode ?? null, error.message));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', (error) => done(null, error.message));
    request.end(body);
  });

/** Options of the delivery jobs. */
export type WebhookDeliveryOptions = {
  db: Db;
  secrets: SecretBox;
  addressPolicy: AddressPolicy;
  timeoutMs: number;
};

const setStatus = (tx: DbOrTx, deliveryId: string, status: 'succeeded' | 'failed' | 'cancelled') =>
  tx.update(webhookDeliveries).set({ status }).where(eq(webhookDeliveries.id, deliveryId));

/**
 * The job that sends one delivery: judges the endpoint's address again (HTTPS, public addresses only) and connects to
 * the address it judged, signs the event's fixed body with the endpoint's secret (Standard Webhooks headers, a fresh
 * timestamp per attempt, the same `webhook-id` every time), logs the attempt, and leaves a non-2xx answer or no
 * answer to the job runner's retries. An endpoint disabled meanwhile cancels the delivery.
 */
export const webhookDeliveryHandler = ({
  db,
  secrets,
  addressPolicy,
  timeoutMs,
}: WebhookDeliveryOptions): JobHandler => ({
  policy: WEBHOOK_RETRY_POLICY,
  run: async (job) => {
    const deliveryId = String(job.payload.deliveryId ?? '');
    const [row] = await db
      .select({
        status: webhookDeliveries.status,
        eventId: webhookEvents.id,
        body: webhookEvents.body,
        url: webhookEndpoints.url,
        secretCipher: webhookEndpoints.secretCipher,
        disabledAt: webhookEndpoints.disabledAt,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, deliveryId));
    if (!row) {
      return undefined;
    }
    if (row.disabledAt || row.status === 'cancelled') {
      return { finish: async (tx) => void (await setStatus(tx, deliveryId, 'cancelled')) };
    }
    const judged = await judgeWebhookAddress(row.url, addressPolicy);
    const result: AttemptResult = judged.ok
      ? await post(
          judged.pinned,
          signWebhook(secrets.open(row.secretCipher), webhookMessageId(row.eventId), row.body),
          row.body,
          timeoutMs,
        )
      : { statusCode: null, error: `address refused: ${judged.reason}`, durationMs: 0 };
    const error =
      result.error ??
      (result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300
        ? null
        : `the receiver answered ${result.statusCode}`);
    await db.transaction(async (tx) => {
      await tx.insert(webhookAttempts).values({ deliveryId, ...result });
      await tx
        .update(webhookDeliveries)
        .set({
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          lastStatusCode: result.statusCode,
          lastError: error,
          lastAttemptAt: sql`now()`,
        })
        .where(eq(webhookDeliveries.id, deliveryId));
    });
    if (error) {
      throw new Error(error);
    }
    return { finish: async (tx) => void (await setStatus(tx, deliveryId, 'succeeded')) };
  },
  onFailed: async (tx, job) => {
    await tx
      .update(webhookDeliveries)
      .set({ status: 'failed' })
      .where(
        sql`${webhookDeliveries.id} = ${String(job.payload.deliveryId ?? '')} and ${webhookDeliveries.status} = 'pending'`,
      );
  },
});

/** Registers the delivery job with the runner. */
export const registerWebhookDelivery = (jobs: JobRunner, options: WebhookDeliveryOptions): void => {
  jobs.register(WEBHOOK_DELIVERY_JOB, webhookDeliveryHandler(options));
};
