import type { BrandActive } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Tells whether a brand partner is active, and where to go when it is not. */
export const getBrandActive = async (bpi: string): Promise<BrandActive> =>
  apiClient.get<BrandActive>(`/brand/${bpi}/active`);

/** Query options of a brand partner's active state. */
export const getBrandActiveQueryOptions = (bpi: string) =>
  queryOptions({ queryKey: ['brand', bpi, 'active'], queryFn: () => getBrandActive(bpi), staleTime: 5 * 60_000 });

/** A brand partner's active state. */
export const useBrandActive = (bpi: string) => useQuery(getBrandActiveQueryOptions(bpi));
