import type { AddressKind, UserAddress, UserAddressUpdate } from '@door/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-call';
import { ADDRESS_PATH_NAME, storeAddressList } from './address-list-cache';

/** Changes a delivery or receipt address; returns the refreshed list. */
export const updateAddress = async (kind: AddressKind, body: UserAddressUpdate): Promise<UserAddress[]> =>
  callApi(`update${ADDRESS_PATH_NAME[kind]}Address`, { body });

/** The update-address mutation of one list. */
export const useUpdateAddress = (kind: AddressKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserAddressUpdate) => updateAddress(kind, body),
    onSuccess: (list) => storeAddressList(queryClient, kind, list),
  });
};
