import { type BuildAppOptions, buildApp } from './app';
import { loadEnv } from './config/env';
import { SERVER_VERSION } from './config/repo-root';
import { openAppDatabase } from './db/open-app-database';
import { serveBackupRequests } from './services/backup/backup-socket';
import { publicUrlWarning } from './services/public-address';

/**
 * Opens the configured database, builds the app and listens; stops gracefully on SIGINT and SIGTERM. `server.ts`
 * serves the product; a test entry adds job kinds.
 */
export const serve = async (options: Pick<BuildAppOptions, 'registerJobs'> = {}) => {
  const env = loadEnv();
  // The OpenTelemetry SDK only when a collector is configured: without one, none of its packages is loaded.
  const tracing = env.OTEL_EXPORTER_OTLP_ENDPOINT
    ? await (await import('./core/tracing-sdk')).startTracing({
        serviceName: env.OTEL_SERVICE_NAME,
        serviceVersion: SERVER_VERSION,
        metricExportIntervalMs: env.OTEL_METRIC_EXPORT_INTERVAL,
      })
    : null;
  const database = await openAppDatabase(env);
  const app = await buildApp({ env, database, tracingPlugin: tracing?.fastifyPlugin, ...options });
  // Only this process may open the embedded database: `npm run backup` asks it for the snapshot.
  const stopBackups = database.kind === 'pglite' ? await serveBackupRequests({ database, env }, app.log) : null;

  /**
   * Graceful stop: not-ready at once (the load balancer stops sending requests), serving on for the drain time, then
   * no new connections, the requests in flight finished, the background loop stopped and the database closed.
   */
  const shutdown = async (signal: string) => {
    app.log.info({ signal, drainSeconds: env.SHUTDOWN_DRAIN_SECONDS }, 'shutting down');
    app.ctx.lifecycle.draining = true;
    await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_SECONDS * 1000));
    await app.close();
    await stopBackups?.();
    await database.close();
    await tracing?.shutdown().catch((error: unknown) => app.log.warn({ err: error }, 'trace export not flushed'));
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const warning = publicUrlWarning(env);
  if (warning) {
    // Loud: on the log and on the console, where whoever started the server looks.
    app.log.warn(warning);
    process.stderr.write(`\n*** ${warning}\n\n`);
  }
};
