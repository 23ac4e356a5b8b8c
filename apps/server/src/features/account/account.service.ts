import { type Account, type AccountInfo, type Language, type Licence, ZERO_GUID } from '@door/contract';
import { AppError } from '#server/core/app-error';
import type { Caller } from '#server/core/caller';
import { COMMON_MESSAGES } from '#server/core/messages';
import type { Db } from '#server/db/client';
import { requireBrandPartner, requireUser } from '#server/policies/access-guard';
import { findStorefront } from '#server/services/storefronts';
import type { AccountRepository } from './account.repository';
import {
  type AccountFields,
  assertCountry,
  assertRequiredFields,
  toProfileValues,
  toUserAddress,
} from './account-rules';

/** The signed-in user's session data, licences and profile. */
export const createAccountService = ({ db, accountRepository }: { db: Db; accountRepository: AccountRepository }) => ({
  /** The user and session fields the web app stores at sign-in, with the profile's Account fields. */
  async getInfo(caller: Caller, lang: Language): Promise<AccountInfo> {
    const user = requireUser(caller);
    const defaultBrandPartnerId = user.brandPartnerIds[0];
    const storefront = defaultBrandPartnerId ? await findStorefront(db, defaultBrandPartnerId, 'main', lang) : null;
    if (!storefront) {
      throw new AppError(COMMON_MESSAGES.unauthorized);
    }
    // The same Account fields as `GET /account`, so the profile can read them from either call.
    const account = await this.getProfile(caller);
    return {
      ...account,
      UserId: user.userId,
      Name: `${account.FirstName} ${account.LastName}`.trim(),
      Type: user.role === null ? 'customer' : 'staff',
      Roles: user.role === null ? [] : [user.role],
      PartnerUserType: user.role,
      IsUserOem: user.isOem,
      IsUserOemAdmin: user.isOemAdmin,
      IsParentPartner: user.isParentPartner,
      NumberOfBrands: user.brandPartnerIds.length,
      BrandInfo: {
        BrandId: storefront.BrandId,
        BrandPartnerId: storefront.BrandPartnerId,
        BrandName: storefront.BrandName,
        Title: storefront.Title,
        Style: storefront.Style,
      },
      ...storefront.footer,
    };
  },

  /** The licences of a storefront the caller acts for (the caller's default one when none is named). */
  async getLicence(caller: Caller, brandPartnerId: string | undefined): Promise<Licence> {
    const user = requireUser(caller);
    const id = brandPartnerId ?? user.brandPartnerIds[0];
    if (!id) {
      throw new AppError(COMMON_MESSAGES.forbidden);
    }
    requireBrandPartner(user, id);
    const storefront = await findStorefront(db, id);
    if (!storefront) {
      throw new AppError(COMMON_MESSAGES.notFound);
    }
    return storefront.licence;
  },

  /** The signed-in user's profile: personal and company data, consents and both address lists. */
  async getProfile(caller: Caller): Promise<Account> {
    const user = requireUser(caller);
    const found = await accountRepository.findProfile(db, user.userId);
    if (!found) {
      throw new AppError(COMMON_MESSAGES.unauthorized);
    }
    const { user: row, profile } = found;
    const [delivery, receipt] = await Promise.all([
      accountRepository.listAddresses(db, user.userId, 'delivery'),
      accountRepository.listAddresses(db, user.userId, 'receipt'),
    ]);
    return {
      Addressing: profile?.addressing ?? '',
      FirstName: row.firstName,
      LastName: row.lastName,
      Email: row.email,
      Address: profile?.address ?? '',
      Zip: profile?.zip ?? '',
      City: profile?.city ?? '',
      CompanyName: profile?.companyName ?? '',
      CompanyRegistration: profile?.companyRegistration ?? '',
      CompanyVAT: profile?.companyVat ?? '',
      CountryId: profile?.countryId ?? ZERO_GUID,
      Telephone: profile?.telephone ?? '',
      Marketing: profile?.marketing ?? false,
      Notification: profile?.notification ?? false,
      PersonalData: profile?.personalData ?? false,
      DeliveryAddress: delivery.map(toUserAddress),
      ReceiptAddress: receipt.map(toUserAddress),
    };
  },

  /** Saves personal data and consents (the e-mail stays as it is) and returns the refreshed profile. */
  async updateProfile(caller: Caller, fields: AccountFields): Promise<Account> {
    const user = requireUser(caller);
    assertRequiredFields(fields);
    await accountRepository.transaction(async (tx) => {
      await assertCountry(accountRepository, tx, fields.CountryId);
      await accountRepository.saveProfile(
        tx,
        user.userId,
        { firstName: fields.FirstName, lastName: fields.LastName },
        toProfileValues(fields),
      );
    });
    return this.getProfile(caller);
  },
});
