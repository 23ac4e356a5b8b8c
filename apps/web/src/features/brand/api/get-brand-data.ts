import type { BrandData } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** Reads a brand partner's theme. */
export const getBrandData = async (bpi: string): Promise<BrandData> => callApi('getBrandData', { params: { bpi } });

/** Query options of a brand partner's theme. */
export const getBrandDataQueryOptions = (bpi: string) =>
  queryOptions({
    queryKey: callKey('getBrandData', { params: { bpi } }),
    queryFn: () => getBrandData(bpi),
    staleTime: 5 * 60_000,
  });

/** A brand partner's theme, once `enabled`. */
export const useBrandData = (bpi: string, enabled = true) => useQuery({ ...getBrandDataQueryOptions(bpi), enabled });
