import type { FastifyInstance } from 'fastify';
import { callRoutes } from '#server/plugins/call-routes';
import { createConfigurationSummaries } from '#server/services/configuration-summary';
import { createCartRepository } from './cart.repository';
import { createCartService } from './cart.service';

/** The cart calls of §7: settings, the cart of a customer or an anonymous token, add, quantity and remove. */
export const cartRoutes = async (app: FastifyInstance) => {
  const service = createCartService({
    repository: createCartRepository(app.ctx.database.db),
    summaries: createConfigurationSummaries(app.ctx.database),
  });
  const route = callRoutes(app);

  route('getCartSettings', async (request) => service.getSettings(request.query.brandPartnerId));

  route('getUserCart', async (request) => service.listUserCart(request.caller, request.lang));

  route('getAnonymousCart', { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } }, async (request) =>
    service.listAnonymousCart(request.params.id, request.lang),
  );

  route('addToCart', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request) =>
    service.add(request.caller, request.params.id, request.body),
  );

  route('updateCartQuantity', async (request) =>
    service.setQuantity(request.caller, request.params.id, undefined, request.body.Quantity),
  );
  route('updateAnonymousCartQuantity', async (request) =>
    service.setQuantity(
      request.caller,
      request.params.configurationId,
      request.params.anonymousToken,
      request.body.Quantity,
    ),
  );

  route('removeFromCart', async (request) => service.remove(request.caller, request.params.id, undefined));
  route('removeFromAnonymousCart', async (request) =>
    service.remove(request.caller, request.params.configurationId, request.params.anonymousToken),
  );
};
