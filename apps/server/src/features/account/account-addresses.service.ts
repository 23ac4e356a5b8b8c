import type { AddressKind, UserAddress } from '@door/contract';
import { AppError } from '#server/core/app-error';
import type { Caller } from '#server/core/caller';
import { COMMON_MESSAGES } from '#server/core/messages';
import type { DbOrTx } from '#server/db/client';
import { requireUser } from '#server/policies/access-guard';
import type { AccountRepository } from './account.repository';
import {
  type AddressFields,
  assertCountry,
  assertRequiredFields,
  toAddressValues,
  toUserAddress,
} from './account-rules';

/** The saved delivery and receipt addresses of the signed-in user; every change returns the refreshed list. */
export const createAccountAddressesService = ({
  accountRepository: repository,
}: {
  accountRepository: AccountRepository;
}) => {
  const list = async (tx: DbOrTx, userId: string, kind: AddressKind): Promise<UserAddress[]> =>
    (await repository.listAddresses(tx, userId, kind)).map(toUserAddress);

  // Every change locks the user row first, so two changes of one list never race for the single default.
  const change = async (caller: Caller, work: (tx: DbOrTx, userId: string) => Promise<void>, kind: AddressKind) => {
    const user = requireUser(caller);
    return repository.transaction(async (tx) => {
      if (!(await repository.lockUser(tx, user.userId))) {
        throw new AppError(COMMON_MESSAGES.unauthorized);
      }
      await work(tx, user.userId);
      return list(tx, user.userId, kind);
    });
  };

  const notFound = () => new AppError(COMMON_MESSAGES.notFound);

  return {
    /** Adds an address; the first one of a list, or one sent with Default, becomes the list's default. */
    async addAddress(caller: Caller, kind: AddressKind, fields: AddressFields): Promise<UserAddress[]> {
      assertRequiredFields(fields);
      return change(
        caller,
        async (tx, userId) => {
          await assertCountry(repository, tx, fields.CountryId);
          const isFirst = (await repository.listAddresses(tx, userId, kind)).length === 0;
          const isDefault = isFirst || fields.Default;
          if (isDefault) {
            await repository.clearDefaultAddress(tx, userId, kind);
          }
          await repository.insertAddress(tx, userId, kind, toAddressValues(fields), isDefault);
        },
        kind,
      );
    },

    /** Changes one of the caller's addresses (404 for anyone else's); Default true also makes it the default. */
    async updateAddress(
      caller: Caller,
      kind: AddressKind,
      fields: AddressFields & { UserAddressId: string },
    ): Promise<UserAddress[]> {
      assertRequiredFields(fields);
      return change(
        caller,
        async (tx, userId) => {
          const existing = await repository.findAddress(tx, userId, kind, fields.UserAddressId);
          if (!existing) {
            throw notFound();
          }
          await assertCountry(repository, tx, fields.CountryId);
          await repository.updateAddress(tx, userId, kind, existing.id, toAddressValues(fields));
          if (fields.Default && !existing.isDefault) {
            await repository.setDefaultAddress(tx, userId, kind, existing.id);
          }
        },
        kind,
      );
    },

    /** Removes one of the caller's addresses; when it was the default, the oldest remaining one takes over. */
    async removeAddress(caller: Caller, kind: AddressKind, addressId: string): Promise<UserAddress[]> {
      return change(
        caller,
        async (tx, userId) => {
          const removed = await repository.deleteAddress(tx, userId, kind, addressId);
          if (!removed) {
            throw notFound();
          }
          const [next] = await repository.listAddresses(tx, userId, kind);
          if (removed.isDefault && next) {
            await repository.setDefaultAddress(tx, userId, kind, next.id);
          }
        },
        kind,
      );
    },

    /** Makes one of the caller's addresses the only default of its list. */
    async setDefaultAddress(caller: Caller, kind: AddressKind, addressId: string): Promise<UserAddress[]> {
      return change(
        caller,
        async (tx, userId) => {
          if (!(await repository.findAddress(tx, userId, kind, addressId))) {
            throw notFound();
          }
          await repository.setDefaultAddress(tx, userId, kind, addressId);
        },
        kind,
      );
    },
  };
};
/** The saved addresses service. */
export type AccountAddressesService = ReturnType<typeof createAccountAddressesService>;
