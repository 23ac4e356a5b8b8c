import { errorReplySchema, inquiryReplySchema, inquiryRequestSchema } from '@door/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createConfigurationSummaries } from '../../services/configuration-summary';
import { createInquiryRepository } from './inquiry.repository';
import { createInquiryService } from './inquiry.service';

const errors = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema, 404: errorReplySchema };

/** `POST /cart/inquiry`: the inquiry from the cart (or the overview) to the brand partner. */
export const inquiryRoutes = async (app: FastifyInstance) => {
  const service = createInquiryService({
    repository: createInquiryRepository(app.ctx.database.db),
    summaries: createConfigurationSummaries(app.ctx.database),
    publicUrl: app.ctx.env.PUBLIC_URL,
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/cart/inquiry',
    {
      // Each inquiry sends two mails: a tight limit keeps the form from being used to spam.
      config: { who: 'anyone', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['inquiry'],
        summary: 'Send an inquiry: project, inquiry document and e-mails to the customer and the brand partner',
        operationId: 'sendInquiry',
        body: inquiryRequestSchema,
        response: { 200: inquiryReplySchema, ...errors },
      },
    },
    async (request) => {
      const reply = await service.send(request.caller, request.body);
      // Mail leaves right away when it can; what fails stays in the outbox and the mail job retries it.
      app.ctx.mailer.dispatchDue().catch((error: unknown) => request.log.warn({ err: error }, 'mail dispatch failed'));
      return reply;
    },
  );
};
