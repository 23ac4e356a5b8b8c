import { APP_VERSION } from '@door/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const SCHEMA_REF_PREFIX = '#/components/schemas/';

type Components = { schemas?: Record<string, unknown> } & Record<string, unknown>;

/**
 * Drops the component schemas nothing refers to. The zod transform emits every schema registered with an id twice
 * (as read and as written), and a schema that only appears in replies would otherwise be an unused input component.
 */
const dropUnusedSchemas = <T extends object>(document: T): T => {
  const { components, ...rest } = document as { components?: Components };
  const schemas = components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (value === null || typeof value !== 'object') {
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMA_REF_PREFIX)) {
        const name = child.slice(SCHEMA_REF_PREFIX.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else {
        visit(child);
      }
    }
  };
  visit(rest);
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...components, schemas: kept } };
};

/** The OpenAPI document from the routes' zod schemas, served at /api/openapi.json and browsable at /api/docs. */
export const swaggerPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Door configurator API',
        version: APP_VERSION,
        description:
          'Made-to-measure door configurator. Send `Accept-Language` (sl, en, de, fr) for names and messages; ' +
          'errors are `{"Message", "detail"}` with a 4xx or 5xx status.',
      },
      // Relative: the paths carry the full prefix, so the document is right behind any host or proxy it is served from.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    // Emits the schemas registered with an id (the recursive parts tree and overview categories) as components.
    transformObject: (document) => dropUnusedSchemas(jsonSchemaTransformObject(document)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
