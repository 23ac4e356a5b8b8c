import { type Language, resolveLanguage } from '@door/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language from Accept-Language; unknown languages fall back to sl. */
    lang: Language;
  }
}

/** Reads Accept-Language once per request. */
export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'sl');
  app.addHook('onRequest', async (request) => {
    request.lang = resolveLanguage(request.headers['accept-language']);
  });
});
