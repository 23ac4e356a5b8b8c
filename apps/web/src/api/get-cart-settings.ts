import type { CartSettings } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** Reads the cart settings of a storefront (ShowConsents). */
export const getCartSettings = async (brandPartnerId: string): Promise<CartSettings> =>
  callApi('getCartSettings', { query: { brandPartnerId } }, { auth: false });

/** Query options of the cart settings. */
export const getCartSettingsQueryOptions = (brandPartnerId: string) =>
  queryOptions({
    queryKey: callKey('getCartSettings', { query: { brandPartnerId } }),
    queryFn: () => getCartSettings(brandPartnerId),
    staleTime: 300_000,
  });

/** The cart settings of a storefront; failures are only logged (§8), consents then stay hidden. */
export const useCartSettings = (brandPartnerId: string) => useQuery(getCartSettingsQueryOptions(brandPartnerId));
