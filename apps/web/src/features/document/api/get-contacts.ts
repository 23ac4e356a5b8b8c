import type { ContactRow } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** The contacts a document's contact can be changed to: `GET /brand/{bpi}/contacts`. */
export const getContacts = (brandPartnerId: string): Promise<ContactRow[]> =>
  callApi('listContacts', { params: { bpi: brandPartnerId } });

/** Query options of the contacts. */
export const getContactsQueryOptions = (brandPartnerId: string) =>
  queryOptions({
    queryKey: callKey('listContacts', { params: { bpi: brandPartnerId } }),
    queryFn: () => getContacts(brandPartnerId),
  });

/** The contacts of a brand partner, read while the change-contact dialog is open. */
export const useContacts = (brandPartnerId: string, enabled: boolean) =>
  useQuery({ ...getContactsQueryOptions(brandPartnerId), enabled });
