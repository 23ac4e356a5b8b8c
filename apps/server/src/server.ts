import { buildApp } from './app';
import { loadEnv } from './config/env';
import { openAppDatabase } from './db/open-app-database';

const env = loadEnv();
const database = await openAppDatabase(env);
const app = await buildApp({ env, database });

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
