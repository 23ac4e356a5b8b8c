import type { CartItemChangeReply } from '@door/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartKey } from '../../../api/get-cart';
import { apiClient } from '../../../lib/api-client';
import { readCartToken } from '../../../lib/cart-token';

const itemPath = (key: CartKey, configurationId: string) =>
  key.kind === 'anonymous'
    ? `/cart/${configurationId}/${encodeURIComponent(readCartToken() ?? key.cartToken)}`
    : `/cart/${configurationId}`;

/** Changes the quantity (1 to 100) of a cart item. */
export const updateCartQuantity = async (key: CartKey, configurationId: string, quantity: number) =>
  apiClient.put<CartItemChangeReply>(itemPath(key, configurationId), { Quantity: quantity });

/** Removes a configuration from the cart. */
export const removeFromCart = async (key: CartKey, configurationId: string) =>
  apiClient.delete<CartItemChangeReply>(itemPath(key, configurationId));

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
