import { z } from 'zod';
import { guidSchema, moneySchema } from './common';
import { LIMITS } from './limits';

/** Query of `GET /cart/settings`. */
export const cartSettingsQuerySchema = z.object({ brandPartnerId: guidSchema.describe('The storefront') });

/** Reply of `GET /cart/settings`: whether the inquiry dialog shows the three consent checkboxes. */
export const cartSettingsSchema = z.object({ ShowConsents: z.boolean() });
/** Reply of `GET /cart/settings`. */
export type CartSettings = z.infer<typeof cartSettingsSchema>;

/** A cart quantity: a whole number from 1 to 100. */
export const cartQuantitySchema = z.number().int().min(LIMITS.quantityMin).max(LIMITS.quantityMax);

/** One configuration in the cart; ConfigurationPrice is null for anonymous visitors (prices need a sign-in). */
export const cartItemSchema = z.object({
  ConfigurationId: guidSchema,
  /** The model's display name in the caller's language. */
  ConfigurationName: z.string(),
  /** Address of the door picture, with a time stamp so a changed door is fetched again. */
  Image: z.string(),
  Quantity: z.number().int(),
  ConfigurationPrice: moneySchema.nullable(),
  Currency: z.string(),
  BrandPartnerId: guidSchema,
});
/** One configuration in the cart. */
export type CartItem = z.infer<typeof cartItemSchema>;

/** Reply of `GET /cart/user` and `GET /cart/{anonymousToken}`: the cart, oldest first. */
export const cartItemListSchema = z.array(cartItemSchema);

/** An anonymous cart token as issued by `POST /cart/{configurationId}` (43 base64url characters). */
export const anonymousTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a cart token');

// `GET /cart/{anonymousToken}` and `POST|PUT|DELETE /cart/{configurationId}` are one path template: OpenAPI (and
// client generators) refuse two templates that differ only in the parameter name. The spec calls the token an id too
// (`UserTokenId`), so the shared segment is `{id}`; each method says what it holds.
/** Path of `GET /cart/{id}`: the anonymous visitor's cart token (the spec's `/cart/{anonymousToken}`). */
export const cartTokenParamsSchema = z.object({
  id: anonymousTokenSchema.describe("The anonymous visitor's cart token (UserToken of the first add)"),
});
/** Path of the calls on one cart item: `/cart/{id}` with the configuration id (the spec's `{configurationId}`). */
export const cartItemParamsSchema = z.object({ id: guidSchema.describe('The configuration') });
/** Path of the anonymous calls on one cart item: `/cart/{configurationId}/{anonymousToken}`. */
export const cartAnonymousItemParamsSchema = z.object({
  configurationId: guidSchema.describe('The configuration'),
  anonymousToken: anonymousTokenSchema.describe("The anonymous visitor's cart token"),
});

/** Body of `POST /cart/{configurationId}`: the storefront, the anonymous token (none on the first add) and copy. */
export const addToCartBodySchema = z.object({
  BrandPartnerId: guidSchema,
  /** The anonymous visitor's cart token; null or absent for signed-in users and on the first add. */
  UserTokenId: anonymousTokenSchema.nullish(),
  /** Add a new copy of the configuration instead of the configuration itself ('new copy' on a published one). */
  Copy: z.boolean().default(false),
});
/** Body of `POST /cart/{configurationId}`. */
export type AddToCartBody = z.input<typeof addToCartBodySchema>;

/** Reply of `POST /cart/{configurationId}`: the cart token of a new anonymous visitor and the configuration added. */
export const addToCartReplySchema = z.object({ UserToken: z.string().nullable(), ConfigurationId: guidSchema });
/** Reply of `POST /cart/{configurationId}`. */
export type AddToCartReply = z.infer<typeof addToCartReplySchema>;

/** Body of `PUT /cart/{configurationId}[/{anonymousToken}]`. */
export const cartQuantityBodySchema = z.object({ Quantity: cartQuantitySchema });
/** Body of `PUT /cart/{configurationId}[/{anonymousToken}]`. */
export type CartQuantityBody = z.infer<typeof cartQuantityBodySchema>;

/** Reply of `PUT` and `DELETE` on a cart item. */
export const cartItemChangeReplySchema = z.object({
  ConfigurationId: guidSchema,
  Quantity: z.number().int().nullable(),
});
/** Reply of `PUT` and `DELETE` on a cart item. */
export type CartItemChangeReply = z.infer<typeof cartItemChangeReplySchema>;

/** The Message of the refusal when an anonymous visitor's cart is full (web key `cartAddingDisabled`). */
export const CART_ADDING_DISABLED_DETAIL = 'cartAddingDisabled';
