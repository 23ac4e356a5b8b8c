import type { PartnerUser } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** The users a document can be assigned to: `GET /brand/{bpi}/users`. */
export const getPartnerUsers = (brandPartnerId: string): Promise<PartnerUser[]> =>
  callApi('listAssignableUsers', { params: { bpi: brandPartnerId } });

/** Query options of the partner users. */
export const getPartnerUsersQueryOptions = (brandPartnerId: string) =>
  queryOptions({
    queryKey: callKey('listAssignableUsers', { params: { bpi: brandPartnerId } }),
    queryFn: () => getPartnerUsers(brandPartnerId),
  });

/** The users of a brand partner. */
export const usePartnerUsers = (brandPartnerId: string, enabled = true) =>
  useQuery({ ...getPartnerUsersQueryOptions(brandPartnerId), enabled });
