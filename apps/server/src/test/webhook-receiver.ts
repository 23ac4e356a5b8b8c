import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the receiver got: its headers, raw body and when it arrived. */
export type ReceivedWebhook = { headers: IncomingHttpHeaders; body: string; at: number };

/**
 * A webhook receiver a test starts on 127.0.0.1 (allowed only with WEBHOOKS_ALLOW_LOCAL_RECEIVERS in test mode):
 * it keeps every request and answers with the next queued status, 200 when none is queued.
 */
export const startWebhookReceiver = async () => {
  const received: ReceivedWebhook[] = [];
  const answers: number[] = [];
  const listeners = new Set<() => void>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      response.statusCode = answers.shift() ?? 200;
      response.end('ok');
      for (const listener of listeners) {
        listener();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** Queues the statuses of the next answers. */
    answerWith: (...statuses: number[]) => {
      answers.push(...statuses);
    },
    /** Resolves once `count` requests have arrived. */
    waitFor: (count: number, timeoutMs = 10_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (received.length >= count) {
            listeners.delete(check);
            clearTimeout(timer);
            resolve();
          }
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`the receiver got ${received.length} of ${count} requests`));
        }, timeoutMs);
        listeners.add(check);
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
/** A started webhook receiver. */
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
