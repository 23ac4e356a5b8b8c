// A lean keep-alive HTTP client for load generation: node:http costs the bench's process far less CPU per request
// than fetch (web streams), and on two cores the load generator's CPU is taken from the server and the database.
import http from 'node:http';

/** One reply: the status and the body as text. */
export type BenchReply = { status: number; text: string };

/** A client with one kept-alive socket per concurrent request, up to `connections`. */
export const createBenchClient = (baseUrl: string, connections: number) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const base = new URL(baseUrl);
  const send = (method: string, path: string, headers: Record<string, string>, body?: string) =>
    new Promise<BenchReply>((resolve, reject) => {
      const request = http.request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method,
          path,
          headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  return { send, close: () => agent.destroy() };
};
