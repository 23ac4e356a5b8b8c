import { type BuildAppOptions, buildApp } from './app';
import { loadEnv } from './config/env';
import { openAppDatabase } from './db/open-app-database';

/**
 * Opens the configured database, builds the app and listens; stops gracefully on SIGINT and SIGTERM. `server.ts`
 * serves the product; a test entry adds job kinds.
 */
export const serve = async (options: Pick<BuildAppOptions, 'registerJobs'> = {}) => {
  const env = loadEnv();
  const database = await openAppDatabase(env);
  const app = await buildApp({ env, database, ...options });

  /**
   * Graceful stop: not-ready at once (the load balancer stops sending requests), serving on for the drain time, then
   * no new connections, the requests in flight finished, the background loop stopped and the database closed.
   */
  const shutdown = async (signal: string) => {
    app.log.info({ signal, drainSeconds: env.SHUTDOWN_DRAIN_SECONDS }, 'shutting down');
    app.ctx.lifecycle.draining = true;
    await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_SECONDS * 1000));
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
};
