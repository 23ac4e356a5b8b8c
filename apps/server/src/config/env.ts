import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './repo-root';

// proxy-addr's names for the private ranges, accepted in TRUST_PROXY beside addresses and CIDRs.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** True for an IPv4/IPv6 address, an address/prefix CIDR, or one of proxy-addr's range names. */
const isProxyAddress = (entry: string): boolean => {
  if (PROXY_RANGE_NAMES.has(entry)) {
    return true;
  }
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) {
    return false;
  }
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/**
 * Which proxies may set `X-Forwarded-For`: off (`false`, the default: the socket's address counts), a hop count
 * (the server is reachable only through that many proxies), or a list of proxy addresses/CIDRs. Never "trust all",
 * which lets a client pick its own address and reset every per-address budget.
 */
const trustProxySchema = z
  .string()
  .default('false')
  .transform((value, context): false | number | string[] => {
    const trimmed = value.trim();
    if (trimmed === '' || trimmed === 'false' || trimmed === '0') {
      return false;
    }
    if (/^\d+$/.test(trimmed)) {
      return Number(trimmed);
    }
    const entries = trimmed.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `expected false, a hop count or proxy addresses/CIDRs separated by commas; not ${wrong.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** An empty variable (`METRICS_TOKEN=` in a compose file) counts as unset. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: z.string().url().optional(),
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  /**
   * Public address of the web app, used in links sent by e-mail and printed. Unset: the address of the request that
   * makes the link (services/public-address.ts), with a warning at start-up.
   */
  PUBLIC_URL: unsetWhenEmpty(z.string().url().optional()),
  JWT_SECRET: z.string().min(32).optional(),
  OAUTH_CLIENT_ID: z.string().default('configurator-web'),
  OAUTH_CLIENT_SECRET: z.string().default('configurator-web-secret'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60 * 24 * 30),
  TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  TRUST_PROXY: trustProxySchema,
  /** Redis for the rate-limit counters, shared by every server process; without it each process counts alone. */
  REDIS_URL: z.string().url().optional(),
  REDIS_KEY_PREFIX: z.string().default('door:rate-limit:'),
  /** Largest request body of a route that sets no limit of its own (upload routes set theirs). */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(100 * 1024),
  /**
   * S3-compatible bucket for uploaded and generated files: `http(s)://KEY:SECRET@host:port/bucket[/prefix]` or
   * `s3://bucket[/prefix]` (AWS); `?region=` may follow. Without it and without S3_BUCKET: a folder under DATA_DIR.
   */
  S3_URL: z.string().url().optional(),
  /** The bucket, when the store is set with the AWS variables instead of S3_URL. */
  S3_BUCKET: z.string().min(3).optional(),
  AWS_ENDPOINT_URL: z.string().url().optional(),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** HMAC key of file download links; default: derived from JWT_SECRET. */
  FILE_LINK_SECRET: z.string().min(32).optional(),
  /** Lifetime of a file download link, in seconds. */
  FILE_LINK_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60 * 24),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Door configurator <no-reply@configurator.local>'),
  /** The manufacturer's engineering contact: special documentation requests are mailed here. */
  ENGINEERING_EMAIL: z.string().email().default('engineering@configurator.local'),
  /** How long a background job's claim holds without renewal; a killed process's job is taken over after it. */
  JOB_LEASE_SECONDS: z.coerce.number().positive().default(60),
  /** How often the background loop looks for due jobs and mail. */
  JOB_POLL_MS: z.coerce.number().int().positive().default(1000),
  /**
   * Test mode only (NODE_ENV=test): webhook endpoints may be a receiver on a loopback address over plain HTTP, which a
   * test starts itself. Ignored in every other mode: there a webhook must be HTTPS to a public address.
   */
  WEBHOOKS_ALLOW_LOCAL_RECEIVERS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** How long a webhook delivery waits for the receiver's answer. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(10_000),
  /** Requests per minute of one machine key (its whole budget, across the API). */
  MACHINE_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** On SIGTERM: how long a process answers not-ready but keeps serving before it stops accepting connections. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(5),
  /**
   * Bearer token of `GET /metrics` (Prometheus text format), at least 16 characters; without it the endpoint is off.
   */
  METRICS_TOKEN: unsetWhenEmpty(z.string().min(16).optional()),
  /**
   * OTLP/HTTP collector that receives traces and `http.server.request.duration` (protobuf), e.g.
   * `http://collector:4318`; without it no OpenTelemetry SDK is loaded. The SDK reads the other standard variables
   * (OTEL_EXPORTER_OTLP_HEADERS, OTEL_TRACES_SAMPLER, OTEL_RESOURCE_ATTRIBUTES, …) itself.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: unsetWhenEmpty(z.string().url().optional()),
  /** The service name in traces. */
  OTEL_SERVICE_NAME: z.string().min(1).default('door-configurator'),
  /** Milliseconds between two exports of the OpenTelemetry metrics. */
  OTEL_METRIC_EXPORT_INTERVAL: z.coerce.number().int().positive().default(60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

/** The names of every setting, for the check that `.env.example` lists them all. */
export const ENV_KEYS = Object.keys(envSchema.shape);

/**
 * Every setting of the server, parsed once. Without `JWT_SECRET` the signing key is made once and kept in the
 * database (`services/app-secret.ts`), so every process shares it.
 */
export type Env = z.infer<typeof envSchema>;

/** Parses the process environment (or a given one) into settings; throws one readable line on a bad value. */
export const loadEnv = (source: NodeJS.ProcessEnv = process.env): Env => {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${issues}`);
  }
  return parsed.data;
};
