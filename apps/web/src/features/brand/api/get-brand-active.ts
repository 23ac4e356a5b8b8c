import type { BrandActive } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** Tells whether a brand partner is active, and where to go when it is not. */
export const getBrandActive = async (bpi: string): Promise<BrandActive> =>
  callApi('getBrandActive', { params: { bpi } });

/** Query options of a brand partner's active state. */
export const getBrandActiveQueryOptions = (bpi: string) =>
  queryOptions({
    queryKey: callKey('getBrandActive', { params: { bpi } }),
    queryFn: () => getBrandActive(bpi),
    staleTime: 5 * 60_000,
  });

/** A brand partner's active state. */
export const useBrandActive = (bpi: string) => useQuery(getBrandActiveQueryOptions(bpi));
