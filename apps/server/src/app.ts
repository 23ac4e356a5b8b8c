import { createHmac } from 'node:crypto';
import { API_PREFIX } from '@door/contract';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyPluginCallback } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import type { Env } from './config/env';
import type { Database } from './db/client';
import { registerFeatures } from './features';
import { authPlugin } from './plugins/auth';
import { compressPlugin } from './plugins/compress';
import { errorHandlerPlugin } from './plugins/error-handler';
import { healthPlugin } from './plugins/health';
import { helmetPlugin } from './plugins/helmet';
import { languagePlugin } from './plugins/language';
import { metricsPlugin } from './plugins/metrics';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestIdPlugin } from './plugins/request-id';
import { staticPlugin } from './plugins/static';
import { swaggerPlugin } from './plugins/swagger';
import { createServerOptions, type LogStream } from './server-options';
import { createAccessTokens } from './services/access-token';
import { createAccountStates } from './services/account-state';
import { resolveSigningKey } from './services/app-secret';
import { getCatalogueStore } from './services/catalogue/catalogue-store';
import { createFileLinks } from './services/file-links';
import { createFileStore, type FileStore } from './services/file-store';
import { createJobRunner, type JobRunner } from './services/job-runner';
import { createMachineKeyChecks } from './services/machine-keys';
import { createMailer } from './services/mail';
import { registerWebhookDelivery } from './services/webhook-delivery';
import { WEBHOOK_CHANNEL } from './services/webhook-events';
import { createSecretBox } from './services/webhook-signature';

/** What the app is built from; tests pass an in-memory database and their own settings. */
export type BuildAppOptions = {
  env: Env;
  database: Database;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Run background work such as the mail outbox (tests drive it by hand). */
  runBackgroundWork?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: LogStream;
  /** The file store instead of the one of the settings (tests use a failing one). */
  files?: FileStore;
  /** More job kinds, registered before the background loop starts (the restart tests' slow job). */
  registerJobs?: (jobs: JobRunner, env: Env) => void;
  /** `@fastify/otel`'s plugin when tracing is on (`core/tracing-sdk.ts`): registered before every other plugin. */
  tracingPlugin?: FastifyPluginCallback;
};

/** Builds the whole app as a Fastify instance without listening. */
export const buildApp = async ({
  env,
  database,
  serveWeb = true,
  runBackgroundWork = true,
  logStream,
  files,
  registerJobs,
  tracingPlugin,
}: BuildAppOptions): Promise<FastifyInstance> => {
  const app = Fastify(createServerOptions(env, logStream)).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const signingKey = await resolveSigningKey(env, database);
  const jobs = createJobRunner({
    db: database.db,
    leaseMs: env.JOB_LEASE_SECONDS * 1000,
    onError: (error) => app.log.warn({ err: error }, 'background job run failed'),
  });
  const ctx: AppContext = {
    env,
    database,
    accessTokens: createAccessTokens(signingKey, env.ACCESS_TOKEN_TTL_SECONDS),
    accountStates: createAccountStates(database),
    mailer: createMailer({
      db: database.db,
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      dataDir: env.DATA_DIR,
      onError: (error) => app.log.warn({ err: error }, 'mail dispatch failed'),
    }),
    jobs,
    files: files ?? createFileStore(env, database),
    fileLinks: createFileLinks({ ...env, JWT_SECRET: signingKey }),
    etagKey: createHmac('sha256', signingKey).update('door definition etags').digest(),
    webhooks: {
      secrets: createSecretBox(signingKey),
      addressPolicy: { allowLoopback: env.NODE_ENV === 'test' && env.WEBHOOKS_ALLOW_LOCAL_RECEIVERS },
    },
    offerLinkKey: createHmac('sha256', signingKey).update('offer links').digest(),
    lifecycle: { draining: false },
  };
  app.decorate('ctx', ctx);
  // One loop for all background work: the job table and the mail outbox.
  jobs.addQueue({ name: 'mail', runDue: () => ctx.mailer.dispatchDue() });
  registerWebhookDelivery(jobs, { db: database.db, ...ctx.webhooks, timeoutMs: env.WEBHOOK_TIMEOUT_MS });
  registerJobs?.(jobs, env);
  if (runBackgroundWork) {
    // Started once every feature has registered its job kinds.
    app.addHook('onReady', async () => jobs.start(env.JOB_POLL_MS));
  }
  // The catalogue store of this database (shared by every feature) hears every process's publishes.
  const catalogue = getCatalogueStore(database, (messages) => {
    for (const message of messages) {
      app.log.error(`catalogue model refused: ${message}`);
    }
  });
  app.addHook('onReady', async () => catalogue.listen());
  // Every process hears a deactivated or changed account at once (the `users` trigger's notice).
  app.addHook('onReady', async () => ctx.accountStates.listen());
  // A new webhook delivery (its notice is sent when the event's transaction commits) wakes every process's loop.
  let stopWebhookNotices: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopWebhookNotices = await database.listen(WEBHOOK_CHANNEL, () => jobs.wake());
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await ctx.mailer.stop();
    await catalogue.stop();
    await ctx.accountStates.stop();
    await stopWebhookNotices?.();
  });

  if (tracingPlugin) {
    await app.register(tracingPlugin);
  }
  await app.register(requestIdPlugin);
  await app.register(helmetPlugin);
  await app.register(languagePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(metricsPlugin, { token: env.METRICS_TOKEN, database, jobKinds: () => jobs.kinds() });
  await app.register(compressPlugin);
  await app.register(formbody);
  await app.register(rateLimitPlugin, { redisUrl: env.REDIS_URL, redisKeyPrefix: env.REDIS_KEY_PREFIX });
  await app.register(authPlugin, {
    accessTokens: ctx.accessTokens,
    accountStates: ctx.accountStates,
    machineKeys: createMachineKeyChecks(database.db),
    db: database.db,
    machineKeyRateLimitPerMinute: env.MACHINE_KEY_RATE_LIMIT_PER_MINUTE,
  });
  await app.register(swaggerPlugin);
  await app.register(healthPlugin, { database, lifecycle: ctx.lifecycle });
  await app.register(registerFeatures, { prefix: API_PREFIX });
  await app.register(staticPlugin, { webDist: serveWeb ? env.WEB_DIST : null });

  return app;
};
