import type { FastifyInstance } from 'fastify';
import { callRoutes } from '#server/plugins/call-routes';
import { publicUrlOf } from '#server/plugins/public-url';
import { createConfigurationSummaries } from '#server/services/configuration-summary';
import { createInquiryRepository } from './inquiry.repository';
import { createInquiryService } from './inquiry.service';

/** `POST /cart/inquiry`: the inquiry from the cart (or the overview) to the brand partner. */
export const inquiryRoutes = async (app: FastifyInstance) => {
  const service = createInquiryService({
    repository: createInquiryRepository(app.ctx.database.db),
    summaries: createConfigurationSummaries(app.ctx.database),
  });
  const route = callRoutes(app);

  route('sendInquiry', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request) => {
    const reply = await service.send(request.caller, request.body, publicUrlOf(app.ctx.env, request));
    // Mail leaves right away when it can; what fails stays in the outbox and the mail job retries it.
    app.ctx.mailer.dispatchDue().catch((error: unknown) => request.log.warn({ err: error }, 'mail dispatch failed'));
    return reply;
  });
};
