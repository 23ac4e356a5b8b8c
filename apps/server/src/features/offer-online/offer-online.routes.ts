import type { FastifyInstance, FastifyReply } from 'fastify';
import { callRoutes } from '#server/plugins/call-routes';
import { createOfferOnlineRepository } from './offer-online.repository';
import { createOfferOnlineService } from './offer-online.service';
import { registerOfferOnlineJobs } from './offer-online-jobs';

// An attacker could search for valid tokens if the token page were not rate limited; answers are rarer still.
const PAGE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const ANSWER_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/** A capability page is never indexed, cached by others or named to another site. */
const privatePage = (reply: FastifyReply) =>
  reply
    .header('x-robots-tag', 'noindex, nofollow, noarchive')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store');

/** The offer online: the customer's page by its token, and the salesperson's validity and evidence calls. */
export const offerOnlineRoutes = async (app: FastifyInstance) => {
  const repository = createOfferOnlineRepository(app.ctx.database.db);
  const service = createOfferOnlineService({ repository, files: app.ctx.files, offerLinkKey: app.ctx.offerLinkKey });
  registerOfferOnlineJobs({ jobs: app.ctx.jobs, repository, offerLinkKey: app.ctx.offerLinkKey });
  const route = callRoutes(app);
  const origin = (request: { ip: string; headers: Record<string, string | string[] | undefined> }) => ({
    ipAddress: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
  });
  // Mail leaves right away when it can; what fails stays in the outbox and the loop retries it.
  const dispatch = (log: FastifyInstance['log']) =>
    app.ctx.mailer.dispatchDue().catch((error: unknown) => log.warn({ err: error }, 'mail dispatch failed'));

  route('getOnlineOffer', { config: PAGE_LIMIT }, async (request, reply) => {
    privatePage(reply);
    return service.getOffer(request.params.token);
  });

  route('getOnlineOfferPdf', { config: PAGE_LIMIT }, async (request, reply) => {
    // Before the lookup: the refusal of an unknown or closed link carries the headers too.
    privatePage(reply);
    const file = await service.getPdf(request.params.token);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });

  route('acceptOnlineOffer', { config: ANSWER_LIMIT, bodyLimit: 512 * 1024 }, async (request, reply) => {
    privatePage(reply);
    const answer = await service.accept(request.params.token, request.body, origin(request));
    dispatch(request.log);
    return answer;
  });

  route('declineOnlineOffer', { config: ANSWER_LIMIT }, async (request, reply) => {
    privatePage(reply);
    const answer = await service.decline(request.params.token, request.body, origin(request));
    dispatch(request.log);
    return answer;
  });

  route('askOfferQuestion', { config: ANSWER_LIMIT }, async (request, reply) => {
    privatePage(reply);
    const sent = await service.ask(request.params.token, request.body);
    dispatch(request.log);
    return sent;
  });

  route('getDocumentOfferOnline', async (request) => service.getForStaff(request.caller, request.params.id));

  route('setDocumentValidUntil', async (request) =>
    service.setValidUntil(request.caller, request.params.id, request.body),
  );
};
