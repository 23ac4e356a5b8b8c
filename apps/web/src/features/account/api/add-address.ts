import type { AddressKind, UserAddress, UserAddressInput } from '@door/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-call';
import { ADDRESS_PATH_NAME, storeAddressList } from './address-list-cache';

/** Adds a delivery or receipt address; returns the refreshed list. */
export const addAddress = async (kind: AddressKind, body: UserAddressInput): Promise<UserAddress[]> =>
  callApi(`add${ADDRESS_PATH_NAME[kind]}Address`, { body });

/** The add-address mutation of one list. */
export const useAddAddress = (kind: AddressKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserAddressInput) => addAddress(kind, body),
    onSuccess: (list) => storeAddressList(queryClient, kind, list),
  });
};
