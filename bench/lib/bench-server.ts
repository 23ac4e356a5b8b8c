import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadEnv } from '../../apps/server/src/config/env';
import { openAppDatabase } from '../../apps/server/src/db/open-app-database';

/** Starts the real server on a free loopback port: embedded database in a temp folder, or DATABASE_URL if set. */
export const startBenchServer = async (overrides: Record<string, string> = {}) => {
  const env = loadEnv({
    ...process.env,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'door-bench-')),
    LOG_LEVEL: 'silent',
    TOKEN_RATE_LIMIT_PER_MINUTE: '1000000',
    ...overrides,
  });
  const database = await openAppDatabase(env);
  const app = await buildApp({ env, database, serveWeb: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
