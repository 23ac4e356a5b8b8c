import { type FastifyServerOptions, LogController } from 'fastify';
import type { Env } from './config/env';
import { serializeErrorForLog } from './core/log-redaction';
import { isTracing, traceLogFields } from './core/telemetry';
import { handleFrameworkError } from './plugins/error-handler';
import { readRequestId } from './plugins/request-id';

/** Where log lines go instead of stdout (tests read them). */
export type LogStream = { write: (line: string) => void };

/** Fastify's `trustProxy` from the setting: off, the first N hops, or the listed proxy addresses. */
const toTrustProxy = (setting: Env['TRUST_PROXY']): FastifyServerOptions['trustProxy'] => {
  if (typeof setting === 'number') {
    // Fastify ignores a bare hop count (it cannot tell a proxy from a client); the function trusts exactly the
    // nearest `setting` hops, which is right when the server is reachable only through those proxies.
    return (_address: string, hop: number) => hop < setting;
  }
  return setting;
};

/** The Fastify constructor options that come from the settings: logger, proxy trust, body limit, request ids. */
export const createServerOptions = (env: Env, logStream?: LogStream): FastifyServerOptions => ({
  logger:
    env.LOG_LEVEL === 'silent'
      ? false
      : {
          level: env.LOG_LEVEL,
          redact: ['req.headers.authorization', 'req.headers.cookie'],
          serializers: { err: serializeErrorForLog },
          // While tracing, every line written inside a trace names it (`traceId`, `spanId`).
          ...(isTracing() ? { mixin: traceLogFields } : {}),
          ...(logStream ? { stream: logStream } : {}),
        },
  trustProxy: toTrustProxy(env.TRUST_PROXY),
  // Fastify refuses a larger body with 413 before parsing it (by Content-Length, or while reading a chunked body);
  // a route that takes uploads sets its own `bodyLimit`.
  bodyLimit: env.BODY_LIMIT_BYTES,
  // The header is read by `readRequestId`, which validates it; Fastify's own reading would take any value.
  requestIdHeader: false,
  genReqId: readRequestId,
  logController: new LogController({ requestIdLogLabel: 'requestId' }),
  // Ids are GUIDs; keep routes case-sensitive but tolerate a trailing slash as the spec writes some paths with one.
  routerOptions: { ignoreTrailingSlash: true },
  // A URL that does not decode is answered like every other error, not with Fastify's own body.
  frameworkErrors: handleFrameworkError,
});
