import type { ErrorReply } from '@door/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, formatMessage } from './app-error';
import { COMMON_MESSAGES } from './messages';

/** Turns every error into the `{Message, detail}` body of CONVENTIONS; never a stack trace. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.lang ?? 'sl';
    if (error instanceof AppError) {
      const body: ErrorReply = { Message: error.messageIn(lang), ...(error.detail ? { detail: error.detail } : {}) };
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = error.validationContext ?? 'body';
      const field = first ? [where, ...first.instancePath.split('/').filter(Boolean)].join('.') : where;
      const detail = error.validation
        .map((issue) => `${[where, ...issue.instancePath.split('/').filter(Boolean)].join('.')}: ${issue.message}`)
        .join('; ');
      return reply.status(400).send({ Message: formatMessage(COMMON_MESSAGES.invalidField, { field })[lang], detail });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'reply did not match its schema');
      return reply.status(500).send({ Message: COMMON_MESSAGES.internal[lang] });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ Message: COMMON_MESSAGES.tooManyRequests[lang] });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: bad JSON, wrong content type, body too large.
      return reply.status(error.statusCode).send({ Message: COMMON_MESSAGES.invalidBody[lang], detail: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ Message: COMMON_MESSAGES.internal[lang] });
  });
});
