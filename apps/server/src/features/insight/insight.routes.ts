import type { FastifyInstance } from 'fastify';
import { callRoutes } from '#server/plugins/call-routes';
import { getCatalogueStore } from '#server/services/catalogue/catalogue-store';
import { createInsightRepository } from './insight.repository';
import { createInsightService } from './insight.service';

/** The sales dashboard's calls (`/insight/…`). */
export const insightRoutes = async (app: FastifyInstance) => {
  const service = createInsightService({
    repository: createInsightRepository(app.ctx.database.db),
    store: getCatalogueStore(app.ctx.database),
  });
  const route = callRoutes(app);
  route('getInsightChoices', async (request) => service.choices(request.caller));
  route('getInsightSummary', async (request) => service.summary(request.caller, request.query));
  route('getInsightFunnel', async (request) => service.funnel(request.caller, request.query));
  route('getInsightTimeline', async (request) => service.timeline(request.caller, request.query, request.query.grain));
  route('getInsightBreakdown', async (request) =>
    service.breakdown(request.caller, request.query, request.query.dimension, request.lang),
  );
  route('getInsightOptions', async (request) => service.options(request.caller, request.query, request.lang));
  route('getInsightRefusals', async (request) => service.refusals(request.caller, request.query, request.lang));
  route('listInsightDocuments', async (request) => {
    const { set, modelId, withoutSalesman, parameterId, valueId, page, pageSize, ...filter } = request.query;
    return service.documents(
      request.caller,
      filter,
      { set, modelId, withoutSalesman, parameterId, valueId },
      { page, pageSize },
      request.lang,
    );
  });
};
