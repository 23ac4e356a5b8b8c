import type { ConfigurationPriceReply } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** The configuration's price and the currency of its brand partner (GET /configurator/{id}/price). */
export const getPrice = async (configurationId: string): Promise<ConfigurationPriceReply> =>
  callApi('getConfigurationPrice', { params: { configurationId } });

/** Query options of the price call; used for the currency, which does not change. */
export const getPriceQueryOptions = (configurationId: string) =>
  queryOptions({
    queryKey: callKey('getConfigurationPrice', { params: { configurationId } }),
    queryFn: () => getPrice(configurationId),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The currency of a configuration's brand partner (EUR until known). */
export const useCurrency = (configurationId: string | undefined): string | undefined =>
  useQuery({ ...getPriceQueryOptions(configurationId ?? ''), enabled: Boolean(configurationId) }).data?.Currency;
