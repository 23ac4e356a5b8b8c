import { API_PREFIX } from '@door/contract';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import type { AppContext } from './core/context';
import type { Database } from './db/client';
import { registerFeatures } from './features';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin, handleFrameworkError } from './plugins/error-handler';
import { healthPlugin } from './plugins/health';
import { helmetPlugin } from './plugins/helmet';
import { languagePlugin } from './plugins/language';
import { rateLimitPlugin } from './plugins/rate-limit';
import { staticPlugin } from './plugins/static';
import { swaggerPlugin } from './plugins/swagger';
import { createAccessTokens } from './services/access-token';
import { createMailer } from './services/mail';

/** What the app is built from; tests pass an in-memory database and their own settings. */
export type BuildAppOptions = {
  env: Env;
  database: Database;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Run background work such as the mail outbox (tests drive it by hand). */
  runBackgroundWork?: boolean;
};

/** Builds the whole app as a Fastify instance without listening. */
export const buildApp = async ({
  env,
  database,
  serveWeb = true,
  runBackgroundWork = true,
}: BuildAppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : { level: env.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: true,
    bodyLimit: 15 * 1024 * 1024,
    // Ids are GUIDs; keep routes case-sensitive but tolerate a trailing slash as the spec writes some paths with one.
    routerOptions: { ignoreTrailingSlash: true },
    // A URL that does not decode is answered like every other error, not with Fastify's own body.
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    env,
    database,
    accessTokens: createAccessTokens(env.JWT_SECRET, env.ACCESS_TOKEN_TTL_SECONDS),
    mailer: createMailer({ db: database.db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR }),
  };
  app.decorate('ctx', ctx);
  if (runBackgroundWork) {
    ctx.mailer.start();
  }
  app.addHook('onClose', async () => ctx.mailer.stop());

  await app.register(helmetPlugin);
  await app.register(languagePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(formbody);
  await app.register(rateLimitPlugin);
  await app.register(authPlugin, { accessTokens: ctx.accessTokens });
  await app.register(swaggerPlugin);
  await app.register(healthPlugin, { database });
  await app.register(registerFeatures, { prefix: API_PREFIX });
  await app.register(staticPlugin, { webDist: serveWeb ? env.WEB_DIST : null });

  return app;
};
