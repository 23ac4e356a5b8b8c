// Token endpoint under load: password grant (argon2id on every call) and refresh grant, on the embedded database.
// Run: npm run token -w bench
import { API_PREFIX } from '@door/contract';
import autocannon from 'autocannon';
import { startBenchServer } from './lib/bench-server';

const CLIENT = 'client_id=configurator-web&client_secret=configurator-web-secret';
const server = await startBenchServer();

const passwordBody = `grant_type=password&username=customer%40demo.test&password=Demo123%21&${CLIENT}`;

const run = (title: string, requests: autocannon.Request[], connections: number) =>
  autocannon({
    url: server.url,
    connections,
    duration: 10,
    requests,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }).then((result) => {
    console.log(
      `${title}: ${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `non-2xx ${result.non2xx}, errors ${result.errors}`,
    );
    return result;
  });

await run(
  'password grant (argon2id), 8 connections',
  [{ method: 'POST', path: `${API_PREFIX}/token`, body: passwordBody }],
  8,
);

// Each refresh token works once, so every request signs in first and then refreshes with the token it got.
await run(
  'password + refresh grant pairs, 8 connections',
  [
    {
      method: 'POST',
      path: `${API_PREFIX}/token`,
      body: passwordBody,
      onResponse: (_status, body, context) => {
        (context as { refresh?: string }).refresh = (JSON.parse(body) as { refresh_token: string }).refresh_token;
      },
    },
    {
      method: 'POST',
      path: `${API_PREFIX}/token`,
      setupRequest: (request, context) => ({
        ...request,
        body: `grant_type=refresh_token&refresh_token=${String((context as { refresh?: string }).refresh)}&${CLIENT}`,
      }),
    },
  ],
  8,
);

await server.close();
