import { OPENTRANS_UPLOAD_BODY_LIMIT } from '@door/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '#server/core/app-error';
import { callRoutes } from '#server/plugins/call-routes';
import { OPENTRANS_MESSAGES as M } from '#server/render/opentrans/opentrans.messages';
import { createDocumentActionsRepository } from './document-actions.repository';
import { createDocumentEdiRepository } from './document-edi.repository';
import { createDocumentEdiService } from './document-edi.service';
import { createDocumentOpenTransRepository } from './document-opentrans.repository';
import { createDocumentOpenTransService } from './document-opentrans.service';
import { createEdiDocumentSource } from './edi-document-source';

/** The name the history records for an XML body sent without `fileName`. */
const RAW_FILE_NAME = 'opentrans.xml';

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

  // The upload takes the JSON form or the XML itself. The XML body is kept as bytes (latin1 maps each byte to one
  // character and back, so the reader still sees the exact bytes, checks UTF-8 itself and nothing is decoded twice);
  // the reader refuses more than 20 MB with its 400 before parsing, Fastify cuts off far larger bodies (413).
  await app.register(async (xmlBodies) => {
    xmlBodies.addContentTypeParser(
      ['application/xml', 'text/xml'],
      { parseAs: 'buffer', bodyLimit: OPENTRANS_UPLOAD_BODY_LIMIT },
      (_request, body, done) => done(null, (body as Buffer).toString('latin1')),
    );
    callRoutes(xmlBodies)(
      'importDocumentOpenTrans',
      { bodyLimit: OPENTRANS_UPLOAD_BODY_LIMIT + 1024 },
      async (request) => {
        const { body, query } = request;
        if (typeof body !== 'string') {
          return service.upload(request.caller, request.params.id, body);
        }
        if (!/^(application|text)\/xml\b/i.test(request.headers['content-type'] ?? '')) {
          throw new AppError(M.notXmlBody, { detail: 'Base64File' });
        }
        if (!query.brandPartnerId) {
          throw new AppError(M.brandPartnerRequired, { detail: 'brandPartnerId' });
        }
        return service.upload(request.caller, request.params.id, {
          BrandPartnerId: query.brandPartnerId,
          FileName: query.fileName ?? RAW_FILE_NAME,
          DryRun: query.dryRun === 'true',
          bytes: Buffer.from(body, 'latin1'),
        });
      },
    );
  });
};
