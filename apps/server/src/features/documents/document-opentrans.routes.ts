import { OPENTRANS_UPLOAD_BODY_LIMIT } from '@door/contract';
import type { FastifyInstance } from 'fastify';
import { callRoutes } from '#server/plugins/call-routes';
import { createDocumentActionsRepository } from './document-actions.repository';
import { createDocumentEdiRepository } from './document-edi.repository';
import { createDocumentEdiService } from './document-edi.service';
import { createDocumentOpenTransRepository } from './document-opentrans.repository';
import { createDocumentOpenTransService } from './document-opentrans.service';
import { createEdiDocumentSource } from './edi-document-source';

/** The openTRANS 2.1 exchange with a manufacturer's ERP (`/document/{id}/opentrans`). */
export const documentOpenTransRoutes = async (app: FastifyInstance) => {
  const actions = createDocumentActionsRepository(app.ctx.database.db);
  const ediRepository = createDocumentEdiRepository();
  const source = createEdiDocumentSource({ database: app.ctx.database, actions, repository: ediRepository });
  const edi = createDocumentEdiService({ source, actions, repository: ediRepository });
  const service = createDocumentOpenTransService({
    source,
    actions,
    repository: createDocumentOpenTransRepository(),
    edi,
    ediRepository,
  });
  const route = callRoutes(app);

  route('getDocumentOpenTrans', async (request, reply) => {
    const file = await service.exportOpenTrans(request.caller, request.params.id, request.query.brandPartnerId);
    return reply
      .type('application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(Buffer.from(file.xml, 'utf8') as never);
  });

  route('importDocumentOpenTrans', { bodyLimit: OPENTRANS_UPLOAD_BODY_LIMIT + 1024 }, async (request) =>
    service.upload(request.caller, request.params.id, request.body),
  );
};
