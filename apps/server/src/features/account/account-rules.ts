import type { accountFieldsSchema, userAddressInputSchema } from '@door/contract';
import {
  checkPassword,
  missingProfileFields,
  PASSWORD_LIMITS,
  type PasswordProblem,
  type UserAddress,
  ZERO_GUID,
} from '@door/contract';
import type { z } from 'zod';
import { AppError, formatMessage } from '#server/core/app-error';
import type { DbOrTx } from '#server/db/client';
import { ACCOUNT_MESSAGES } from './account.messages';
import type { AccountRepository, AddressRow, AddressValues, ProfileValues } from './account.repository';

/** The parsed profile fields of a register or update body. */
export type AccountFields = z.output<typeof accountFieldsSchema>;
/** The parsed fields of an address body. */
export type AddressFields = z.output<typeof userAddressInputSchema>;

/** Refuses a profile or address without its required fields with 400 missingFields, naming them in detail. */
export const assertRequiredFields = (values: Parameters<typeof missingProfileFields>[0]): void => {
  const missing = missingProfileFields(values);
  if (missing.length > 0) {
    throw new AppError(ACCOUNT_MESSAGES.missingFields, { detail: `missing: ${missing.join(', ')}` });
  }
};

/** Refuses a country id that is not in the country list (400). */
export const assertCountry = async (repository: AccountRepository, tx: DbOrTx, countryId: string): Promise<void> => {
  if (countryId !== ZERO_GUID && !(await repository.countryExists(tx, countryId))) {
    throw new AppError(ACCOUNT_MESSAGES.unknownCountry, { detail: 'CountryId' });
  }
};

const PASSWORD_PROBLEM_MESSAGES = {
  tooShort: ACCOUNT_MESSAGES.passwordTooShort,
  tooLong: ACCOUNT_MESSAGES.passwordTooLong,
  containsEmail: ACCOUNT_MESSAGES.passwordContainsEmail,
  common: ACCOUNT_MESSAGES.passwordCommon,
} satisfies Record<PasswordProblem, unknown>;

const PASSWORD_PROBLEM_TEXTS = {
  tooShort: formatMessage(ACCOUNT_MESSAGES.passwordTooShort, { min: PASSWORD_LIMITS.minLength }),
  tooLong: formatMessage(ACCOUNT_MESSAGES.passwordTooLong, { max: PASSWORD_LIMITS.maxLength }),
  containsEmail: ACCOUNT_MESSAGES.passwordContainsEmail,
  common: ACCOUNT_MESSAGES.passwordCommon,
} satisfies Record<PasswordProblem, unknown>;

/** Refuses a new password that is missing, not confirmed (equalPasswords) or against the policy, with a 400. */
export const assertNewPassword = (password: string, confirmation: string, email: string): void => {
  if (!password || !confirmation) {
    throw new AppError(ACCOUNT_MESSAGES.missingFields, { detail: 'missing: Password, ConfirmPassword' });
  }
  if (password !== confirmation) {
    throw new AppError(ACCOUNT_MESSAGES.equalPasswords, { detail: 'ConfirmPassword' });
  }
  const problem = checkPassword(password, email);
  if (problem) {
    throw new AppError(PASSWORD_PROBLEM_MESSAGES[problem], {
      message: PASSWORD_PROBLEM_TEXTS[problem],
      detail: `Password: ${problem}`,
    });
  }
};

/** The profile columns of the parsed fields; no country is stored as null. */
export const toProfileValues = (fields: AccountFields): ProfileValues => ({
  addressing: fields.Addressing,
  address: fields.Address,
  zip: fields.Zip,
  city: fields.City,
  countryId: fields.CountryId === ZERO_GUID ? null : fields.CountryId,
  companyName: fields.CompanyName,
  companyRegistration: fields.CompanyRegistration,
  companyVat: fields.CompanyVAT,
  telephone: fields.Telephone,
  marketing: fields.Marketing,
  notification: fields.Notification,
  personalData: fields.PersonalData,
});

/** The address columns of the parsed fields. */
export const toAddressValues = (fields: AddressFields): AddressValues => ({
  addressing: fields.Addressing,
  firstName: fields.FirstName,
  lastName: fields.LastName,
  address: fields.Address,
  zip: fields.Zip,
  city: fields.City,
  countryId: fields.CountryId,
  isCompany: fields.Company,
  companyName: fields.CompanyName,
  companyRegistration: fields.CompanyRegistration,
  companyVat: fields.CompanyVAT,
  telephone: fields.Telephone,
});

/** A saved address as the wire shows it. */
export const toUserAddress = (row: AddressRow): UserAddress => ({
  UserAddressId: row.id,
  Addressing: row.addressing,
  FirstName: row.firstName,
  LastName: row.lastName,
  Address: row.address,
  Zip: row.zip,
  City: row.city,
  CountryId: row.countryId,
  Company: row.isCompany,
  CompanyName: row.companyName,
  CompanyRegistration: row.companyRegistration,
  CompanyVAT: row.companyVat,
  Telephone: row.telephone,
  Default: row.isDefault,
});
