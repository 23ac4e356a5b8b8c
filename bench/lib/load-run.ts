import autocannon from 'autocannon';

/**
 * Runs autocannon against the bench server for `durationSeconds`, asking the paths in turn, and prints one line:
 * requests a second and the latency percentiles, the p95 exact from every response time (autocannon's summary has
 * p90 and p97.5). Answers the p95 in ms.
 */
export const loadRun = async (options: {
  title: string;
  url: string;
  connections: number;
  durationSeconds: number;
  headers: Record<string, string>;
  paths: readonly string[];
}): Promise<number> => {
  const { title, connections, paths } = options;
  let counter = 0;
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections,
        duration: options.durationSeconds,
        headers: options.headers,
        requests: [
          { method: 'GET', setupRequest: (request) => ({ ...request, path: paths[counter++ % paths.length] }) },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const p95 = times[Math.floor(times.length * 0.95)] ?? Number.NaN;
  console.log(
    `${title}, ${connections} connections: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, ` +
      `p90 ${result.latency.p90} ms, p95 ${p95.toFixed(1)} ms, p97.5 ${result.latency.p97_5} ms, ` +
      `p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
  );
  return p95;
};
