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
} from '../cart';
import { errorReplySchema } from '../common';
import { defineCall, errorReplies } from './define-call';

const errors = errorReplies(400, 401, 403, 404);
const tags = ['cart'];
const quantity = {
  tags,
  summary: 'Change the quantity (1 to 100) of a cart item',
  body: cartQuantityBodySchema,
  response: { 200: cartItemChangeReplySchema, ...errors },
} as const;
const remove = {
  tags,
  summary: 'Remove a configuration from the cart',
  response: { 200: cartItemChangeReplySchema, ...errors },
} as const;

/** The calls of cart. */
export const cartCalls = {
  getCartSettings: defineCall({
    method: 'GET',
    path: '/cart/settings',
    who: 'anyone',
    tags: tags,
    summary: 'Cart settings of a storefront (ShowConsents)',
    query: cartSettingsQuerySchema,
    response: { 200: cartSettingsSchema, ...errors },
  }),
  getUserCart: defineCall({
    method: 'GET',
    path: '/cart/user',
    who: 'signedIn',
    tags: tags,
    summary: "The signed-in customer's cart",
    response: { 200: cartItemListSchema, ...errors },
  }),
  // Tokens are secrets: a tight limit keeps anyone from guessing them.
  getAnonymousCart: defineCall({
    method: 'GET',
    path: '/cart/:id',
    who: 'anyone',
    tags: tags,
    summary: "An anonymous visitor's cart, read with its token",
    params: cartTokenParamsSchema,
    response: { 200: cartItemListSchema, ...errors },
  }),
  addToCart: defineCall({
    method: 'POST',
    path: '/cart/:id',
    who: 'anyone',
    tags: tags,
    summary: 'Add a configuration (or a copy) to the cart; issues a token to a new anonymous visitor',
    params: cartItemParamsSchema,
    body: addToCartBodySchema,
    response: { 200: addToCartReplySchema, ...errors, 409: errorReplySchema },
  }),
  updateCartQuantity: defineCall({
    method: 'PUT',
    path: '/cart/:id',
    who: 'signedIn',
    params: cartItemParamsSchema,
    ...quantity,
  }),
  updateAnonymousCartQuantity: defineCall({
    method: 'PUT',
    path: '/cart/:configurationId/:anonymousToken',
    who: 'anyone',
    params: cartAnonymousItemParamsSchema,
    ...quantity,
  }),
  removeFromCart: defineCall({
    method: 'DELETE',
    path: '/cart/:id',
    who: 'signedIn',
    params: cartItemParamsSchema,
    ...remove,
  }),
  removeFromAnonymousCart: defineCall({
    method: 'DELETE',
    path: '/cart/:configurationId/:anonymousToken',
    who: 'anyone',
    params: cartAnonymousItemParamsSchema,
    ...remove,
  }),
} as const;
