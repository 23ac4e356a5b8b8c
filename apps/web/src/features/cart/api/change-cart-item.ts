import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartKey } from '#web/api/get-cart';
import { callApi } from '#web/lib/api-call';
import { readCartToken } from '#web/lib/cart-token';

/** The anonymous visitor's token of an item (the stored one wins: a first add may have issued it since). */
const anonymousItem = (key: CartKey & { kind: 'anonymous' }, configurationId: string) => ({
  configurationId,
  anonymousToken: readCartToken() ?? key.cartToken,
});

/** Changes the quantity (1 to 100) of a cart item. */
export const updateCartQuantity = async (key: CartKey, configurationId: string, quantity: number) =>
  key.kind === 'anonymous'
    ? callApi('updateAnonymousCartQuantity', {
        params: anonymousItem(key, configurationId),
        body: { Quantity: quantity },
      })
    : callApi('updateCartQuantity', { params: { id: configurationId }, body: { Quantity: quantity } });

/** Removes a configuration from the cart. */
export const removeFromCart = async (key: CartKey, configurationId: string) =>
  key.kind === 'anonymous'
    ? callApi('removeFromAnonymousCart', { params: anonymousItem(key, configurationId) })
    : callApi('removeFromCart', { params: { id: configurationId } });

/** The quantity change of a cart item. */
export const useUpdateCartQuantity = (key: CartKey) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ configurationId, quantity }: { configurationId: string; quantity: number }) =>
      updateCartQuantity(key, configurationId, quantity),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
};

/** The removal of a cart item. */
export const useRemoveFromCart = (key: CartKey) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (configurationId: string) => removeFromCart(key, configurationId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
};
