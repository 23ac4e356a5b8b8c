import { type CartItem, isEditorRole } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { callApi, callKey } from '#web/lib/api-call';
import { readCartToken } from '#web/lib/cart-token';
import { useAppStore } from '#web/stores/app-store';

/** Whose cart the app shows: the signed-in customer's, an anonymous token's, or none (staff, no token yet). */
export type CartKey = { kind: 'user'; userToken: string } | { kind: 'anonymous'; cartToken: string } | { kind: 'none' };

/** Reads a cart: the customer's (GET /cart/user) or the anonymous token's (GET /cart/{token}). */
export const getCart = async (key: CartKey): Promise<CartItem[]> => {
  if (key.kind === 'none') {
    return [];
  }
  return key.kind === 'user'
    ? await callApi('getUserCart', {})
    : await callApi('getAnonymousCart', { params: { id: key.cartToken } }, { auth: false });
};

/** Query options of a cart; the key holds the user or token, so the cart reloads whenever the user changes. */
export const getCartQueryOptions = (key: CartKey, configurationId: string | null = null) =>
  queryOptions({
    queryKey: [...cartCallKey(key), configurationId ?? ''],
    queryFn: () => getCart(key),
    staleTime: 30_000,
  });

/** The key of the cart call of a session (staff and visitors without a token have none, and an empty cart). */
const cartCallKey = (key: CartKey) => {
  if (key.kind === 'none') {
    return ['cart', 'none'];
  }
  return key.kind === 'user'
    ? callKey('getUserCart', {})
    : callKey('getAnonymousCart', { params: { id: key.cartToken } });
};

const listeners = new Set<() => void>();
/** Tells the hooks that the stored cart token changed (issued on a first add). */
export const notifyCartTokenChanged = () => {
  for (const listener of listeners) {
    listener();
  }
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};

/** Whose cart the current session has. */
export const useCartKey = (): CartKey => {
  const token = useAppStore((state) => state.token);
  const role = useAppStore((state) => state.role);
  const cartToken = useSyncExternalStore(subscribe, readCartToken, () => null);
  if (token) {
    return isEditorRole(role) ? { kind: 'none' } : { kind: 'user', userToken: token };
  }
  return cartToken ? { kind: 'anonymous', cartToken } : { kind: 'none' };
};

/** The current session's cart; reloads when the user or the configuration being edited changes. */
export const useCart = () => {
  const key = useCartKey();
  const configurationId = useAppStore((state) => state.configurator.configurationId);
  return useQuery(getCartQueryOptions(key, configurationId));
};
