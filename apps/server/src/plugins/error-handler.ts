import { type ErrorReply, type Language, resolveLanguage } from '@door/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type ErrorKind, formatMessage } from '#server/core/app-error';
import { COMMON_MESSAGES } from '#server/core/messages';
import { activeTraceId } from '#server/core/telemetry';

/** Sends an error kind: its status, its message and its code as `detail`. */
const sendKind = (reply: FastifyReply, kind: ErrorKind, lang: Language) =>
  reply.status(kind.status).send({ Message: kind[lang], detail: kind.code } satisfies ErrorReply);

/**
 * The error body with `requestId`: the trace's id while tracing (so a reported error leads to its trace and its log
 * lines), else the request's id (`x-request-id`, in every log line of the request). Any other reply is left alone.
 */
export const withRequestId = (request: FastifyRequest, statusCode: number, payload: unknown): unknown => {
  if (statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{')) {
    return payload;
  }
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return payload;
  }
  if (typeof body !== 'object' || body === null || typeof (body as { Message?: unknown }).Message !== 'string') {
    return payload;
  }
  return JSON.stringify({ ...body, requestId: activeTraceId() ?? request.id });
};

/** Turns every error into the `{Message, detail, requestId}` body of CONVENTIONS; never a stack trace. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  // Every error body, whoever sent it (this handler, the 404 handler, a probe, a plugin), names its request.
  app.addHook('onSend', async (request, reply, payload) => withRequestId(request, reply.statusCode, payload));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.lang ?? 'sl';
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ ...error.extra?.(lang), Message: error.messageIn(lang), detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = error.validationContext ?? 'body';
      const field = first ? [where, ...first.instancePath.split('/').filter(Boolean)].join('.') : where;
      const detail = error.validation
        .map((issue) => `${[where, ...issue.instancePath.split('/').filter(Boolean)].join('.')}: ${issue.message}`)
        .join('; ');
      const { status, code } = COMMON_MESSAGES.invalidField;
      return reply
        .status(status)
        .send({ Message: formatMessage(COMMON_MESSAGES.invalidField, { field })[lang], detail: `${code}: ${detail}` });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'reply did not match its schema');
      return sendKind(reply, COMMON_MESSAGES.internal, lang);
    }
    if (error.statusCode === 429) {
      return sendKind(reply, COMMON_MESSAGES.tooManyRequests, lang);
    }
    if (error.statusCode === 413) {
      return sendKind(reply, COMMON_MESSAGES.payloadTooLarge, lang);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: bad JSON, wrong content type.
      return reply.status(error.statusCode).send({
        Message: COMMON_MESSAGES.invalidBody[lang],
        detail: `${COMMON_MESSAGES.invalidBody.code}: ${error.message}`,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendKind(reply, COMMON_MESSAGES.internal, lang);
  });
});

/**
 * Answers the errors Fastify raises before routing (a path that is not valid UTF-8 once decoded, a path parameter
 * over its maximum length) with the same `{Message, detail}` body; Fastify's `frameworkErrors` option.
 */
export const handleFrameworkError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const lang = resolveLanguage(request.headers['accept-language']);
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'framework error');
    return sendKind(reply, COMMON_MESSAGES.internal, lang);
  }
  const kind = status === 414 ? COMMON_MESSAGES.payloadTooLarge : COMMON_MESSAGES.invalidBody;
  // The code, not Fastify's message: that message quotes the URL the client sent back to it.
  return reply.status(status).send({ Message: kind[lang], detail: `${kind.code}: ${error.code}` } satisfies ErrorReply);
};
