import type { BrandData } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** Lists the brand partners the signed-in admin or installer may switch between. */
export const getBrands = async (): Promise<BrandData[]> => callApi('listBrands', {});

/** Query options of the switchable brand partners. */
export const getBrandsQueryOptions = () =>
  queryOptions({ queryKey: callKey('listBrands', {}), queryFn: getBrands, staleTime: 5 * 60_000 });

/** The switchable brand partners, once `enabled`. */
export const useBrands = (enabled: boolean) => useQuery({ ...getBrandsQueryOptions(), enabled });
