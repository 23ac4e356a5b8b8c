import type { PartnerUser } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The users a document can be assigned to: `GET /brand/{bpi}/users`. */
export const getPartnerUsers = (brandPartnerId: string): Promise<PartnerUser[]> =>
  apiClient.get<PartnerUser[]>(`/brand/${brandPartnerId}/users`);

/** Query options of the partner users. */
export const getPartnerUsersQueryOptions = (brandPartnerId: string) =>
  queryOptions({ queryKey: ['documents', 'users', brandPartnerId], queryFn: () => getPartnerUsers(brandPartnerId) });

/** The users of a brand partner. */
export const usePartnerUsers = (brandPartnerId: string, enabled = true) =>
  useQuery({ ...getPartnerUsersQueryOptions(brandPartnerId), enabled });
