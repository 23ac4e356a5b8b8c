import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: z.string().url().optional(),
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  /** Public address of the web app, used in links sent by e-mail. */
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
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
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Door configurator <no-reply@configurator.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

/** Every setting of the server, parsed once. */
export type Env = z.infer<typeof envSchema> & { JWT_SECRET: string };

/** Reads the secret from the environment or, for a single machine, from a file created once under DATA_DIR. */
const resolveJwtSecret = (dataDir: string, configured: string | undefined): string => {
  if (configured) {
    return configured;
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

/** Parses the process environment (or a given one) into settings; throws one readable line on a bad value. */
export const loadEnv = (source: NodeJS.ProcessEnv = process.env): Env => {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${issues}`);
  }
  return { ...parsed.data, JWT_SECRET: resolveJwtSecret(parsed.data.DATA_DIR, parsed.data.JWT_SECRET) };
};
