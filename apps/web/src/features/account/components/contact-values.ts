import { type Account, type UserAddress, ZERO_GUID } from '@door/contract';

/** The text fields of the profile and of a saved address, as the forms edit them. */
export type ContactValues = {
  Addressing: string;
  FirstName: string;
  LastName: string;
  Address: string;
  Zip: string;
  City: string;
  CountryId: string;
  Telephone: string;
  CompanyName: string;
  CompanyRegistration: string;
  CompanyVAT: string;
};

/** The consents of the profile. */
export type ConsentValues = { Marketing: boolean; Notification: boolean; PersonalData: boolean };

/** Empty contact fields (no country: the all-zero GUID). */
export const EMPTY_CONTACT: ContactValues = {
  Addressing: '',
  FirstName: '',
  LastName: '',
  Address: '',
  Zip: '',
  City: '',
  CountryId: ZERO_GUID,
  Telephone: '',
  CompanyName: '',
  CompanyRegistration: '',
  CompanyVAT: '',
};

/** The contact fields of a profile or address. */
export const contactOf = (source: Account | UserAddress): ContactValues => ({
  Addressing: source.Addressing,
  FirstName: source.FirstName,
  LastName: source.LastName,
  Address: source.Address,
  Zip: source.Zip,
  City: source.City,
  CountryId: source.CountryId,
  Telephone: source.Telephone,
  CompanyName: source.CompanyName,
  CompanyRegistration: source.CompanyRegistration,
  CompanyVAT: source.CompanyVAT,
});

/** No consent given. */
export const NO_CONSENTS: ConsentValues = { Marketing: false, Notification: false, PersonalData: false };

/** The consents of a profile. */
export const consentsOf = (account: Account): ConsentValues => ({
  Marketing: account.Marketing,
  Notification: account.Notification,
  PersonalData: account.PersonalData,
});
