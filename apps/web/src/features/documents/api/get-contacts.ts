import type { ContactRow } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** Contacts of a brand partner (`GET /brand/{bpi}/contacts`); `onlyParent` keeps the supplier chain only. */
export const getContacts = (brandPartnerId: string, onlyParent: boolean): Promise<ContactRow[]> =>
  callApi('listContacts', { params: { bpi: brandPartnerId }, query: onlyParent ? { onlyParent: 'true' } : {} });

/** Query options of the contacts. */
export const getContactsQueryOptions = (brandPartnerId: string, onlyParent: boolean) =>
  queryOptions({
    queryKey: callKey('listContacts', {
      params: { bpi: brandPartnerId },
      query: onlyParent ? { onlyParent: 'true' } : {},
    }),
    queryFn: () => getContacts(brandPartnerId, onlyParent),
  });

/** The contacts of a brand partner. */
export const useContacts = (brandPartnerId: string, onlyParent: boolean, enabled = true) =>
  useQuery({ ...getContactsQueryOptions(brandPartnerId, onlyParent), enabled });
