import type { ContactRow } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The contacts a document's contact can be changed to: `GET /brand/{bpi}/contacts`. */
export const getContacts = (brandPartnerId: string): Promise<ContactRow[]> =>
  apiClient.get<ContactRow[]>(`/brand/${brandPartnerId}/contacts`);

/** Query options of the contacts. */
export const getContactsQueryOptions = (brandPartnerId: string) =>
  queryOptions({ queryKey: ['document', 'contacts', brandPartnerId], queryFn: () => getContacts(brandPartnerId) });

/** The contacts of a brand partner, read while the change-contact dialog is open. */
export const useContacts = (brandPartnerId: string, enabled: boolean) =>
  useQuery({ ...getContactsQueryOptions(brandPartnerId), enabled });
