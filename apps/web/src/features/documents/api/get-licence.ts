import type { Licence } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** The brand partner's licences: `GET /account/licence`. */
export const getLicence = (): Promise<Licence> => callApi('getAccountLicence', {});

/** Query options of the licences. */
export const getLicenceQueryOptions = () =>
  queryOptions({ queryKey: callKey('getAccountLicence', {}), queryFn: getLicence, staleTime: 5 * 60_000 });

/** The brand partner's licences. */
export const useLicence = () => useQuery(getLicenceQueryOptions());
