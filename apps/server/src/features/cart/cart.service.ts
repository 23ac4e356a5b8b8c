import {
  type AddToCartReply,
  CART_ADDING_DISABLED_DETAIL,
  type CartItem,
  type CartSettings,
  type Language,
  LIMITS,
} from '@door/contract';
import { centsToMoney } from '@door/engine';
import { AppError } from '#server/core/app-error';
import { ANONYMOUS, type Caller } from '#server/core/caller';
import type { DbOrTx } from '#server/db/client';
import { CONFIGURATION_POLICY_MESSAGES } from '#server/policies/configuration.policy';
import { canSeePrices } from '#server/policies/price.policy';
import { hashCartToken, newCartToken } from '#server/services/cart-tokens';
import { copyConfiguration } from '#server/services/configuration-copies';
import type { ConfigurationSummaries } from '#server/services/configuration-summary';
import { CART_MESSAGES as M } from './cart.messages';
import type { CartConfigurationRow, CartOwner, CartRepository } from './cart.repository';

type AddInput = { BrandPartnerId: string; UserTokenId?: string | null | undefined; Copy: boolean };

const sameOwner = (item: { userId: string | null; anonymousTokenId: string | null }, owner: CartOwner) =>
  'userId' in owner ? item.userId === owner.userId : item.anonymousTokenId === owner.anonymousTokenId;

/** The cart of signed-in customers and anonymous visitors (staff save into documents instead). */
export const createCartService = ({
  repository,
  summaries,
}: {
  repository: CartRepository;
  summaries: ConfigurationSummaries;
}) => {
  /** Staff have no cart; customers have their own. */
  const userOwner = (caller: Caller): CartOwner => {
    if (caller.kind !== 'user') {
      throw new AppError(M.cartNeedsSignIn);
    }
    if (caller.role !== null) {
      throw new AppError(M.staffHaveNoCart);
    }
    return { userId: caller.userId };
  };

  /** The anonymous token names the cart; an unknown token is a 404 so tokens cannot be probed for carts. */
  const tokenOwner = async (tx: DbOrTx, token: string): Promise<CartOwner> => {
    const id = await repository.findTokenId(tx, hashCartToken(token));
    if (!id) {
      throw new AppError(M.cartNotFound);
    }
    return { anonymousTokenId: id };
  };

  /** Anonymous visitors may add configurations nobody owns; customers their own ones or unowned ones. */
  const checkMayAdd = (caller: Caller, configuration: CartConfigurationRow, brandPartnerId: string) => {
    if (configuration.brandPartnerId !== brandPartnerId) {
      throw new AppError(M.wrongBrandPartner);
    }
    if (caller.kind === 'user') {
      if (!caller.brandPartnerIds.includes(brandPartnerId)) {
        throw new AppError(M.notYourConfiguration);
      }
      if (configuration.ownerUserId !== null && configuration.ownerUserId !== caller.userId) {
        throw new AppError(M.notYourConfiguration);
      }
    } else if (configuration.ownerUserId !== null) {
      throw new AppError(M.notYourConfiguration);
    }
  };

  const list = async (owner: CartOwner, caller: Caller, lang: Language): Promise<CartItem[]> => {
    const rows = await repository.listItems(owner);
    return Promise.all(
      rows.map(async ({ quantity, configuration }) => {
        const summary = await summaries.summarize(configuration, lang);
        return {
          ConfigurationId: configuration.id,
          ConfigurationName: summary.name,
          Image: summary.image,
          Quantity: quantity,
          ConfigurationPrice:
            canSeePrices(caller, configuration.brandPartnerId) && summary.priceCents !== null
              ? centsToMoney(summary.priceCents)
              : null,
          Currency: summary.currency,
          BrandPartnerId: configuration.brandPartnerId,
        };
      }),
    );
  };

  return {
    /** The cart settings of a storefront: whether the inquiry shows the consents. */
    async getSettings(brandPartnerId: string): Promise<CartSettings> {
      const showConsents = await repository.findShowConsents(brandPartnerId);
      if (showConsents === null) {
        throw new AppError(M.brandPartnerNotFound);
      }
      return { ShowConsents: showConsents };
    },

    /** The signed-in customer's cart, with prices of the brand partners the customer belongs to. */
    async listUserCart(caller: Caller, lang: Language): Promise<CartItem[]> {
      return list(userOwner(caller), caller, lang);
    },

    /** An anonymous visitor's cart, read with its secret token; no prices. */
    async listAnonymousCart(token: string, lang: Language): Promise<CartItem[]> {
      const owner = await tokenOwner(repository.db, token);
      return list(owner, ANONYMOUS, lang);
    },

    /**
     * Adds a configuration (or a new copy of it) to the caller's cart and publishes it. A first add by an anonymous
     * visitor issues the cart token; an anonymous cart holds at most 10 configurations.
     */
    async add(caller: Caller, configurationId: string, input: AddInput): Promise<AddToCartReply> {
      return repository.transaction(async (tx) => {
        let issuedToken: string | null = null;
        let owner: CartOwner;
        if (caller.kind === 'user') {
          owner = userOwner(caller);
        } else if (input.UserTokenId) {
          owner = await tokenOwner(tx, input.UserTokenId);
        } else {
          issuedToken = newCartToken();
          owner = { anonymousTokenId: await repository.insertToken(tx, hashCartToken(issuedToken)) };
        }
        const source = await repository.findConfiguration(tx, configurationId);
        if (!source) {
          throw new AppError(M.configurationNotFound);
        }
        checkMayAdd(caller, source, input.BrandPartnerId);
        // A configuration in a document is read only under that document's access (staff have no cart).
        if (await repository.isInDocument(tx, configurationId)) {
          throw new AppError(CONFIGURATION_POLICY_MESSAGES.cannotRead);
        }
        const existing = input.Copy ? null : await repository.findItem(tx, configurationId);
        if (existing && sameOwner(existing, owner)) {
          await repository.setPublished(tx, [configurationId], true);
          return { UserToken: issuedToken, ConfigurationId: configurationId };
        }
        // A configuration sits in one cart; only a visitor who shows that cart's token may move it (e.g. after sign-in).
        if (existing?.anonymousTokenId && caller.kind === 'user' && input.UserTokenId) {
          const previous = await tokenOwner(tx, input.UserTokenId);
          if (!sameOwner(existing, previous)) {
            throw new AppError(M.inAnotherCart);
          }
        } else if (existing) {
          throw new AppError(M.inAnotherCart);
        }
        if (
          'anonymousTokenId' in owner &&
          (await repository.countItems(tx, owner)) >= LIMITS.anonymousSavedConfigurationsMax
        ) {
          throw new AppError(M.cartAddingDisabled, { detail: CART_ADDING_DISABLED_DETAIL });
        }
        const target = input.Copy
          ? {
              id: await copyConfiguration(tx, source.id, caller.kind === 'user' ? caller.userId : null),
              brandPartnerId: source.brandPartnerId,
            }
          : source;
        await repository.upsertItem(tx, owner, target.id, target.brandPartnerId);
        await repository.setPublished(tx, [target.id], true);
        return { UserToken: issuedToken, ConfigurationId: target.id };
      });
    },

    /** Changes the quantity (1 to 100) of a configuration in the caller's cart. */
    async setQuantity(caller: Caller, configurationId: string, token: string | undefined, quantity: number) {
      const owner = token ? await tokenOwner(repository.db, token) : userOwner(caller);
      if (!(await repository.updateQuantity(owner, configurationId, quantity))) {
        throw new AppError(M.itemNotFound);
      }
      return { ConfigurationId: configurationId, Quantity: quantity };
    },

    /** Removes a configuration from the caller's cart; it is no longer published. */
    async remove(caller: Caller, configurationId: string, token: string | undefined) {
      return repository.transaction(async (tx) => {
        const owner = token ? await tokenOwner(tx, token) : userOwner(caller);
        if (!(await repository.deleteItem(tx, owner, configurationId))) {
          throw new AppError(M.itemNotFound);
        }
        await repository.setPublished(tx, [configurationId], false);
        return { ConfigurationId: configurationId, Quantity: null };
      });
    },
  };
};
/** The cart service. */
export type CartService = ReturnType<typeof createCartService>;
