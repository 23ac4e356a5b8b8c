import {
  addToCartBodySchema,
  addToCartReplySchema,
  cartAnonymousItemParamsSchema,
  cartItemChangeReplySchema,
  cartItemListSchema,
  cartItemParamsSchema,
  cartQuantityBodySchema,
  cartSettingsQuerySchema,
  cartSettingsSchema,
  cartTokenParamsSchema,
  errorReplySchema,
} from '@door/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createConfigurationSummaries } from '../../services/configuration-summary';
import { createCartRepository } from './cart.repository';
import { createCartService } from './cart.service';

const errors = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema, 404: errorReplySchema };

/** The cart calls of §7: settings, the cart of a customer or an anonymous token, add, quantity and remove. */
export const cartRoutes = async (app: FastifyInstance) => {
  const service = createCartService({
    repository: createCartRepository(app.ctx.database.db),
    summaries: createConfigurationSummaries(app.ctx.database),
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cart'];

  routes.get(
    '/cart/settings',
    {
      config: { who: 'anyone' },
      schema: {
        tags,
        summary: 'Cart settings of a storefront (ShowConsents)',
        operationId: 'getCartSettings',
        querystring: cartSettingsQuerySchema,
        response: { 200: cartSettingsSchema, ...errors },
      },
    },
    async (request) => service.getSettings(request.query.brandPartnerId),
  );

  routes.get(
    '/cart/user',
    {
      config: { who: 'signedIn' },
      schema: {
        tags,
        summary: "The signed-in customer's cart",
        operationId: 'getUserCart',
        response: { 200: cartItemListSchema, ...errors },
      },
    },
    async (request) => service.listUserCart(request.caller, request.lang),
  );

  routes.get(
    '/cart/:id',
    {
      // Tokens are secrets: a tight limit keeps anyone from guessing them.
      config: { who: 'anyone', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "An anonymous visitor's cart, read with its token",
        operationId: 'getAnonymousCart',
        params: cartTokenParamsSchema,
        response: { 200: cartItemListSchema, ...errors },
      },
    },
    async (request) => service.listAnonymousCart(request.params.id, request.lang),
  );

  routes.post(
    '/cart/:id',
    {
      config: { who: 'anyone', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Add a configuration (or a copy) to the cart; issues a token to a new anonymous visitor',
        operationId: 'addToCart',
        params: cartItemParamsSchema,
        body: addToCartBodySchema,
        response: { 200: addToCartReplySchema, ...errors, 409: errorReplySchema },
      },
    },
    async (request) => service.add(request.caller, request.params.id, request.body),
  );

  const quantitySchema = {
    tags,
    summary: 'Change the quantity (1 to 100) of a cart item',
    body: cartQuantityBodySchema,
    response: { 200: cartItemChangeReplySchema, ...errors },
  };
  routes.put(
    '/cart/:id',
    {
      config: { who: 'signedIn' },
      schema: { ...quantitySchema, operationId: 'updateCartQuantity', params: cartItemParamsSchema },
    },
    async (request) => service.setQuantity(request.caller, request.params.id, undefined, request.body.Quantity),
  );
  routes.put(
    '/cart/:configurationId/:anonymousToken',
    {
      config: { who: 'anyone' },
      schema: { ...quantitySchema, operationId: 'updateAnonymousCartQuantity', params: cartAnonymousItemParamsSchema },
    },
    async (request) =>
      service.setQuantity(
        request.caller,
        request.params.configurationId,
        request.params.anonymousToken,
        request.body.Quantity,
      ),
  );

  const removeSchema = {
    tags,
    summary: 'Remove a configuration from the cart',
    response: { 200: cartItemChangeReplySchema, ...errors },
  };
  routes.delete(
    '/cart/:id',
    {
      config: { who: 'signedIn' },
      schema: { ...removeSchema, operationId: 'removeFromCart', params: cartItemParamsSchema },
    },
    async (request) => service.remove(request.caller, request.params.id, undefined),
  );
  routes.delete(
    '/cart/:configurationId/:anonymousToken',
    {
      config: { who: 'anyone' },
      schema: { ...removeSchema, operationId: 'removeFromAnonymousCart', params: cartAnonymousItemParamsSchema },
    },
    async (request) => service.remove(request.caller, request.params.configurationId, request.params.anonymousToken),
  );
};
