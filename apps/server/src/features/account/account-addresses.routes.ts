import type { AddressKind } from '@door/contract';
import type { FastifyInstance } from 'fastify';
import { callRoutes } from '#server/plugins/call-routes';
import { createAccountRepository } from './account.repository';
import { createAccountAddressesService } from './account-addresses.service';

const LISTS = [
  { kind: 'delivery', name: 'Delivery' },
  { kind: 'receipt', name: 'Receipt' },
] as const satisfies { kind: AddressKind; name: string }[];

/** `POST /account/{add,update,remove,setDefault}{Delivery,Receipt}Address`: each returns the refreshed list. */
export const accountAddressesRoutes = async (app: FastifyInstance) => {
  const service = createAccountAddressesService({ accountRepository: createAccountRepository(app.ctx.database.db) });
  const route = callRoutes(app);
  for (const { kind, name } of LISTS) {
    route(`add${name}Address`, async (request) => service.addAddress(request.caller, kind, request.body));
    route(`update${name}Address`, async (request) => service.updateAddress(request.caller, kind, request.body));
    route(`remove${name}Address`, async (request) =>
      service.removeAddress(request.caller, kind, request.query.userAddressId),
    );
    route(`setDefault${name}Address`, async (request) =>
      service.setDefaultAddress(request.caller, kind, request.query.userAddressId),
    );
  }
};
