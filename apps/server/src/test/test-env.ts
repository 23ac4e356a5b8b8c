import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Env, loadEnv } from '#server/config/env';

/** Settings for tests: quiet logs, a throw-away data folder, a fixed secret, no rate limit in the way. */
export const createTestEnv = (overrides: Partial<Env> = {}): Env => ({
  ...loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'door-test-')),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    TOKEN_RATE_LIMIT_PER_MINUTE: '10000',
    PUBLIC_URL: 'http://localhost:8080',
  }),
  ...overrides,
});
