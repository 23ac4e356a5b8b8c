import { type BrandData, brandDataSchema } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Reads a brand partner's theme. */
export const getBrandData = async (bpi: string): Promise<BrandData> =>
  brandDataSchema.parse(await apiClient.get(`/brand/${bpi}/data`));

/** Query options of a brand partner's theme. */
export const getBrandDataQueryOptions = (bpi: string) =>
  queryOptions({ queryKey: ['brand', bpi, 'data'], queryFn: () => getBrandData(bpi), staleTime: 5 * 60_000 });

/** A brand partner's theme, once `enabled`. */
export const useBrandData = (bpi: string, enabled = true) => useQuery({ ...getBrandDataQueryOptions(bpi), enabled });
