import { existsSync } from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from './config/env';
import type { Database } from './db/client';
import { registerFeatures } from './features';
import { createAccessTokens } from './plugins/access-token';
import { authPlugin } from './plugins/auth';
import type { AppContext } from './plugins/context';
import { errorHandlerPlugin } from './plugins/error-handler';
import { languagePlugin } from './plugins/language';
import { createMailer } from './plugins/mail';
import { COMMON_MESSAGES } from './plugins/messages';

/** Prefix of every API call of the specification. */
export const API_PREFIX = '/api/v1';

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

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(languagePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(formbody);
  await app.register(rateLimit, { global: false });
  await app.register(authPlugin, { accessTokens: ctx.accessTokens });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Door configurator API', version: '1.56.2' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ Message: z.string() }) },
      },
    },
    async (request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ Message: COMMON_MESSAGES.internal[request.lang] });
      }
    },
  );

  await app.register(registerFeatures, { prefix: API_PREFIX });

  const isServingWeb = serveWeb && existsSync(path.join(env.WEB_DIST, 'index.html'));
  if (isServingWeb) {
    await app.register(fastifyStatic, {
      root: env.WEB_DIST,
      wildcard: false,
      index: ['index.html'],
      // The build writes .br and .gz beside each asset; hashed asset names never change, so they cache for a year.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // Every route of the web app's route table loads directly: unknown non-API GETs get the web app. A missing
    // build file (an open tab asking for a chunk of the previous release) is a 404, not the page in its place.
    if (
      isServingWeb &&
      request.method === 'GET' &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith('/assets/')
    ) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ Message: COMMON_MESSAGES.routeNotFound[request.lang] });
  });

  return app;
};
