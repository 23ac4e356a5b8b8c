import {
  assignDocumentBodySchema,
  brandPartnerQuerySchema,
  createDocumentBodySchema,
  documentActionReplySchema,
  documentSendReplySchema,
  errorReplySchema,
  forwardDocumentBodySchema,
  guidSchema,
  sendToSupplierBodySchema,
} from '@door/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDocumentActionsRepository } from './document-actions.repository';
import { createDocumentActionsService } from './document-actions.service';

const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
};
const idParams = z.object({ id: guidSchema.describe('The sales document') });
const tags = ['document'];

/** The write actions of the document lists: create and copy, toggle, confirm, assign, archive, send, forward, send to supplier. */
export const documentActionsRoutes = async (app: FastifyInstance) => {
  const service = createDocumentActionsService({
    repository: createDocumentActionsRepository(app.ctx.database.db),
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/document',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Create a document (new offer) or copy one (DocumentId), optionally in a new project',
        operationId: 'createDocument',
        body: createDocumentBodySchema,
        response: { 200: documentActionReplySchema, ...errors },
      },
    },
    async (request) => service.create(request.caller, request.body),
  );

  routes.post(
    '/document/:id/toggle',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: "Switch the document's project between active and closed",
        operationId: 'setDocumentProjectStatus',
        params: idParams,
        response: { 200: documentActionReplySchema, ...errors },
      },
    },
    async (request) => service.toggle(request.caller, request.params.id),
  );

  routes.post(
    '/document/:id/confirm',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Confirm a document (an OEM user: confirmedOem)',
        operationId: 'setDocumentConfirmed',
        params: idParams,
        querystring: brandPartnerQuerySchema,
        response: { 200: documentActionReplySchema, ...errors },
      },
    },
    async (request) => service.confirm(request.caller, request.params.id, request.query.brandPartnerId),
  );

  routes.post(
    '/document/:id/assign',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Assign the responsible salesman of a document',
        operationId: 'setDocumentSalesman',
        params: idParams,
        body: assignDocumentBodySchema,
        response: { 200: documentActionReplySchema, ...errors },
      },
    },
    async (request) => service.assign(request.caller, request.params.id, request.body),
  );

  routes.delete(
    '/document/:id/archive',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Archive a document',
        operationId: 'setDocumentArchived',
        params: idParams,
        response: { 200: documentActionReplySchema, ...errors },
      },
    },
    async (request) => service.archive(request.caller, request.params.id),
  );

  routes.post(
    '/document/:id/send',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Send a document to its recipient partner, who gets its own received copy',
        operationId: 'sendDocument',
        params: idParams,
        querystring: brandPartnerQuerySchema,
        response: { 200: documentSendReplySchema, ...errors },
      },
    },
    async (request) => service.send(request.caller, request.params.id, request.query.brandPartnerId),
  );

  routes.post(
    '/document/:id/forward',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: "Forward a document to a contact's user, whose partner gets its own received copy",
        operationId: 'sendDocumentToContact',
        params: idParams,
        body: forwardDocumentBodySchema,
        response: { 200: documentSendReplySchema, ...errors },
      },
    },
    async (request) => service.forward(request.caller, request.params.id, request.body),
  );

  routes.post(
    '/document/:id/sendToSupplier',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Send a document to the supplier (parent) partner as a new document with a comment',
        operationId: 'sendDocumentToSupplier',
        params: idParams,
        body: sendToSupplierBodySchema,
        response: { 200: documentActionReplySchema, ...errors },
      },
    },
    async (request) => service.sendToSupplier(request.caller, request.params.id, request.body),
  );
};
