import type { Licence } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The brand partner's licences: `GET /account/licence`. */
export const getLicence = (): Promise<Licence> => apiClient.get<Licence>('/account/licence');

/** Query options of the licences. */
export const getLicenceQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'licence'], queryFn: getLicence, staleTime: 5 * 60_000 });

/** The brand partner's licences. */
export const useLicence = () => useQuery(getLicenceQueryOptions());
