import type { AddressKind, UserAddress } from '@door/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-call';
import { ADDRESS_PATH_NAME, storeAddressList } from './address-list-cache';

/** Removes a delivery or receipt address; returns the refreshed list. */
export const removeAddress = async (kind: AddressKind, userAddressId: string): Promise<UserAddress[]> =>
  callApi(`remove${ADDRESS_PATH_NAME[kind]}Address`, { query: { userAddressId } });

/** The remove-address mutation of one list. */
export const useRemoveAddress = (kind: AddressKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userAddressId: string) => removeAddress(kind, userAddressId),
    onSuccess: (list) => storeAddressList(queryClient, kind, list),
  });
};
