import type { FastifyInstance } from 'fastify';
import { callRoutes } from '#server/plugins/call-routes';
import { createAuditRepository } from './audit.repository';
import { createAuditService } from './audit.service';

/** The manufacturer's management calls: the audit log now. */
export const manageRoutes = async (app: FastifyInstance) => {
  const audit = createAuditService({ db: app.ctx.database.db, repository: createAuditRepository() });
  const route = callRoutes(app);

  route('listAuditEntries', async (request) => audit.list(request.caller, request.query));
  route('exportAuditEntries', async (request) => audit.export(request.caller, request.query, request.lang));
};
