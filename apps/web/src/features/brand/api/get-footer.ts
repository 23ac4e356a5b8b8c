import type { Footer } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** Reads a brand partner's footer links. */
export const getFooter = async (bpi: string): Promise<Footer> => callApi('getFooter', { params: { bpi } });

/** Query options of a brand partner's footer links. */
export const getFooterQueryOptions = (bpi: string) =>
  queryOptions({
    queryKey: callKey('getFooter', { params: { bpi } }),
    queryFn: () => getFooter(bpi),
    staleTime: 5 * 60_000,
  });

/** A brand partner's footer links, once `enabled`. */
export const useFooter = (bpi: string, enabled = true) => useQuery({ ...getFooterQueryOptions(bpi), enabled });
