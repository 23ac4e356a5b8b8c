import type { AddressKind, UserAddress } from '@door/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ADDRESS_PATH_NAME, storeAddressList } from './address-list-cache';

/** Removes a delivery or receipt address; returns the refreshed list. */
export const removeAddress = async (kind: AddressKind, userAddressId: string): Promise<UserAddress[]> =>
  apiClient.post<UserAddress[]>(`/account/remove${ADDRESS_PATH_NAME[kind]}Address`, undefined, {
    query: { userAddressId },
  });

/** The remove-address mutation of one list. */
export const useRemoveAddress = (kind: AddressKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userAddressId: string) => removeAddress(kind, userAddressId),
    onSuccess: (list) => storeAddressList(queryClient, kind, list),
  });
};
