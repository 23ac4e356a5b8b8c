import { type CartItem, isEditorRole } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiClient } from '../lib/api-client';
import { readCartToken } from '../lib/cart-token';
import { useAppStore } from '../stores/app-store';

/** Whose cart the app shows: the signed-in customer's, an anonymous token's, or none (staff, no token yet). */
export type CartKey = { kind: 'user'; userToken: string } | { kind: 'anonymous'; cartToken: string } | { kind: 'none' };

/** Reads a cart: the customer's (GET /cart/user) or the anonymous token's (GET /cart/{token}). */
export const getCart = async (key: CartKey): Promise<CartItem[]> => {
  if (key.kind === 'none') {
    return [];
  }
  const path = key.kind === 'user' ? '/cart/user' : `/cart/${encodeURIComponent(key.cartToken)}`;
  return await apiClient.get<CartItem[]>(path, { auth: key.kind === 'user' });
};

/** Query options of a cart; the key holds the user or token, so the cart reloads whenever the user changes. */
export const getCartQueryOptions = (key: CartKey, configurationId: string | null = null) =>
  queryOptions({ queryKey: ['cart', key, configurationId ?? ''], queryFn: () => getCart(key), staleTime: 30_000 });

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
