import {
  type AddressKind,
  errorReplySchema,
  userAddressInputSchema,
  userAddressListSchema,
  userAddressQuerySchema,
  userAddressUpdateSchema,
} from '@door/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAccountRepository } from './account.repository';
import { createAccountAddressesService } from './account-addresses.service';

const errors = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema, 404: errorReplySchema };

const LISTS: { kind: AddressKind; name: 'Delivery' | 'Receipt' }[] = [
  { kind: 'delivery', name: 'Delivery' },
  { kind: 'receipt', name: 'Receipt' },
];

/** `POST /account/{add,update,remove,setDefault}{Delivery,Receipt}Address`: each returns the refreshed list. */
export const accountAddressesRoutes = async (app: FastifyInstance) => {
  const service = createAccountAddressesService({ accountRepository: createAccountRepository(app.ctx.database.db) });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: userAddressListSchema, ...errors };

  for (const { kind, name } of LISTS) {
    routes.post(
      `/account/add${name}Address`,
      {
        config: { who: 'signedIn' },
        schema: {
          tags: ['account'],
          summary: `Adds a ${kind} address`,
          operationId: `add${name}Address`,
          body: userAddressInputSchema,
          response,
        },
      },
      async (request) => service.addAddress(request.caller, kind, request.body),
    );
    routes.post(
      `/account/update${name}Address`,
      {
        config: { who: 'signedIn' },
        schema: {
          tags: ['account'],
          summary: `Changes a ${kind} address`,
          operationId: `update${name}Address`,
          body: userAddressUpdateSchema,
          response,
        },
      },
      async (request) => service.updateAddress(request.caller, kind, request.body),
    );
    routes.post(
      `/account/remove${name}Address`,
      {
        config: { who: 'signedIn' },
        schema: {
          tags: ['account'],
          summary: `Removes a ${kind} address`,
          operationId: `remove${name}Address`,
          querystring: userAddressQuerySchema,
          response,
        },
      },
      async (request) => service.removeAddress(request.caller, kind, request.query.userAddressId),
    );
    routes.post(
      `/account/setDefault${name}Address`,
      {
        config: { who: 'signedIn' },
        schema: {
          tags: ['account'],
          summary: `Makes a ${kind} address the default`,
          operationId: `setDefault${name}Address`,
          querystring: userAddressQuerySchema,
          response,
        },
      },
      async (request) => service.setDefaultAddress(request.caller, kind, request.query.userAddressId),
    );
  }
};
