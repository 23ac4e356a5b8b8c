import type { AddressKind, UserAddress } from '@door/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-call';
import { ADDRESS_PATH_NAME, storeAddressList } from './address-list-cache';

/** Makes an address the default of its list; returns the refreshed list. */
export const setDefaultAddress = async (kind: AddressKind, userAddressId: string): Promise<UserAddress[]> =>
  callApi(`setDefault${ADDRESS_PATH_NAME[kind]}Address`, { query: { userAddressId } });

/** The set-as-default mutation of one list. */
export const useSetDefaultAddress = (kind: AddressKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userAddressId: string) => setDefaultAddress(kind, userAddressId),
    onSuccess: (list) => storeAddressList(queryClient, kind, list),
  });
};
