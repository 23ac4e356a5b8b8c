import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The header that carries a request's id in and out (a proxy's or a client's id is kept, so logs join up). */
export const REQUEST_ID_HEADER = 'x-request-id';

// Printable ASCII without spaces: the id goes into log lines and a response header, so no control characters,
// no line breaks and nothing a header cannot carry.
const VALID_REQUEST_ID = /^[\x21-\x7e]{1,128}$/;

/** Fastify `genReqId`: the incoming `x-request-id` when it is printable and at most 128 characters, else a new UUID. */
export const readRequestId = (request: IncomingMessage): string => {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
};

/** Returns every request's id in the `x-request-id` reply header, errors and 404s included. */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
});
