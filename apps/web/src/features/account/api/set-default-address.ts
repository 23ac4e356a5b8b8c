import type { AddressKind, UserAddress } from '@door/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ADDRESS_PATH_NAME, storeAddressList } from './address-list-cache';

/** Makes an address the default of its list; returns the refreshed list. */
export const setDefaultAddress = async (kind: AddressKind, userAddressId: string): Promise<UserAddress[]> =>
  apiClient.post<UserAddress[]>(`/account/setDefault${ADDRESS_PATH_NAME[kind]}Address`, undefined, {
    query: { userAddressId },
  });

/** The set-as-default mutation of one list. */
export const useSetDefaultAddress = (kind: AddressKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userAddressId: string) => setDefaultAddress(kind, userAddressId),
    onSuccess: (list) => storeAddressList(queryClient, kind, list),
  });
};
