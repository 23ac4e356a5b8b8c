import { type AddToCartReply, LIMITS } from '@door/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-call';
import { readCartToken, writeCartToken } from '#web/lib/cart-token';
import { currentBrandPartnerId, useAppStore } from '#web/stores/app-store';
import { notifyCartTokenChanged, useCart, useCartKey } from './get-cart';

/** What is added: a configuration, and whether a new copy of it is wanted ('new copy' on a published one). */
export type AddToCartInput = { configurationId: string; copy?: boolean };

/** Adds a configuration to the cart (POST /cart/{configurationId}); keeps the token issued to a new anonymous visitor. */
export const addToCart = async ({ configurationId, copy = false }: AddToCartInput): Promise<AddToCartReply> => {
  const token = useAppStore.getState().token;
  const reply = await callApi('addToCart', {
    params: { id: configurationId },
    body: {
      BrandPartnerId: currentBrandPartnerId(),
      UserTokenId: token ? null : readCartToken(),
      Copy: copy,
    },
  });
  if (reply.UserToken) {
    writeCartToken(reply.UserToken);
    notifyCartTokenChanged();
  }
  return reply;
};

/**
 * Adding to the cart for the configurator pages: `mutate({ configurationId, copy })`, and `isAddingDisabled` when an
 * anonymous visitor's cart is full (show the `cart:cartAddingDisabled` text then). A refusal carries the server's
 * message in the caller's language in `error.message`.
 */
export const useAddToCart = () => {
  const queryClient = useQueryClient();
  const key = useCartKey();
  const cart = useCart();
  const isAddingDisabled =
    key.kind === 'anonymous' && (cart.data?.length ?? 0) >= LIMITS.anonymousSavedConfigurationsMax;
  const mutation = useMutation({
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
  return { ...mutation, isAddingDisabled };
};
