import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** The policy of every SVG the server answers: no script, no outside resource, only inline styles. */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * Security headers; the content security policy allows only the app's own scripts, styles and images. The headers
 * are computed once: @fastify/helmet rebuilt helmet's middleware, and parsed the policy, on every request.
 */
export const helmetPlugin = fp(async (app: FastifyInstance) => {
  const setHeaders = helmet({
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
  app.addHook('onRequest', (request, reply, done) => {
    // The online offer's page is a capability link: never indexed, cached or named to another site (its API calls
    // say the same in the offer feature).
    if (request.url.startsWith('/offer/')) {
      reply.header('x-robots-tag', 'noindex, nofollow, noarchive').header('cache-control', 'no-store');
    }
    setHeaders(request.raw, reply.raw, () => done());
  });
  // An SVG opened by itself is a document that could run script: whatever answers one (door pictures, files), it
  // runs nothing, loads nothing and is never read as another type.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.toLowerCase().startsWith('image/svg+xml')) {
      reply.header('content-security-policy', SVG_CONTENT_SECURITY_POLICY);
      reply.header('x-content-type-options', 'nosniff');
    }
    done(null, payload);
  });
});
