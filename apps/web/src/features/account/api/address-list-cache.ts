import type { Account, AddressKind, UserAddress } from '@door/contract';
import type { QueryClient } from '@tanstack/react-query';
import { callKey } from '#web/lib/api-call';

/** The path name of an address list in the account calls. */
export const ADDRESS_PATH_NAME: Record<AddressKind, 'Delivery' | 'Receipt'> = {
  delivery: 'Delivery',
  receipt: 'Receipt',
};

/** Puts the refreshed list an address call returned into the cached profile. */
export const storeAddressList = (queryClient: QueryClient, kind: AddressKind, list: UserAddress[]): void => {
  queryClient.setQueryData<Account>(callKey('getAccount', {}), (account) =>
    account ? { ...account, [kind === 'delivery' ? 'DeliveryAddress' : 'ReceiptAddress']: list } : account,
  );
};
