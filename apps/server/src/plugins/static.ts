import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { COMMON_MESSAGES } from '#server/core/messages';
import { createPageHtml, PAGE_PRELOADS_FILE } from './page-html';

/** Serves the built web app (when `webDist` holds one) and answers every unknown address. */
export const staticPlugin = fp(async (app: FastifyInstance, { webDist }: { webDist: string | null }) => {
  const isServingWeb = webDist !== null && existsSync(path.join(webDist, 'index.html'));
  if (isServingWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // index.html is the page's own (page-html.ts), also at `/`.
      index: false,
      // The build writes .br and .gz beside each asset; hashed asset names never change, so they cache for a year.
      preCompressed: true,
      // The build writes hidden source maps for reading stack traces; no bundle links them, and they stay private.
      allowedPath: (pathName) => !pathName.endsWith('.map') && pathName !== `/${PAGE_PRELOADS_FILE}`,
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const pageHtml = isServingWeb ? createPageHtml(webDist) : null;
  app.setNotFoundHandler((request, reply) => {
    // Every route of the web app's route table loads directly: unknown non-API GETs get the web app. A missing
    // build file (an open tab asking for a chunk of the previous release) is a 404, not the page in its place.
    if (
      pageHtml &&
      request.method === 'GET' &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith('/assets/')
    ) {
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-language')
        .type('text/html; charset=utf-8')
        .send(pageHtml(request.url.split('?')[0] ?? '/', request.lang));
    }
    const { status, code } = COMMON_MESSAGES.routeNotFound;
    return reply.status(status).send({ Message: COMMON_MESSAGES.routeNotFound[request.lang], detail: code });
  });
});
