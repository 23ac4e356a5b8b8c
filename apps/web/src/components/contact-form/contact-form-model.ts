import {
  type ConfigurationContactInput,
  configurationContactSchema,
  isValidEmail,
  LIMITS,
  type UserAddress,
} from '@door/contract';
import type { FormErrors } from '@mantine/form';
import { schemaValidator } from '#web/lib/schema-form';

/** Address fields every block has. */
export const ADDRESS_FIELDS = [
  'Addressing',
  'FirstName',
  'LastName',
  'Address',
  'City',
  'Zip',
  'CountryId',
  'CompanyName',
  'CompanyRegistration',
  'CompanyVAT',
  'Telephone',
] as const;
/** An address field. */
export type AddressField = (typeof ADDRESS_FIELDS)[number];
/** The text of every field of a block as typed. */
export type AddressValues = Record<AddressField, string>;
/** The consents of the contact. */
export type ConsentValues = { Marketing: boolean; Notifications: boolean; PersonalData: boolean };

/**
 * The whole form as typed, in the shape of the request's `ConfigurationContact`, so the schema's error paths are the
 * form's field paths. The different-address blocks keep their text while their checkboxes are off.
 */
export type ContactFormValues = {
  ContactData: AddressValues & { Email: string } & ConsentValues;
  DeliveryAddress: boolean;
  DeliveryData: AddressValues;
  ReceiptAddress: boolean;
  ReceiptData: AddressValues;
};

const LONG_FIELDS = new Set(['Address', 'City', 'CompanyName', 'Email']);
/** Maximum length of a field (§5: 250 for address, city, company name and e-mail, else 50). */
export const maxLengthOf = (field: string): number =>
  LONG_FIELDS.has(field) ? LIMITS.contactLongMax : LIMITS.contactShortMax;

/** An empty block. */
export const emptyAddress = (): AddressValues =>
  Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as AddressValues;

/** An empty form. */
export const emptyContactForm = (): ContactFormValues => ({
  ContactData: { ...emptyAddress(), Email: '', Marketing: false, Notifications: false, PersonalData: false },
  DeliveryAddress: false,
  DeliveryData: emptyAddress(),
  ReceiptAddress: false,
  ReceiptData: emptyAddress(),
});

/** A saved address as the form's block. */
export const addressFromSaved = (address: UserAddress): AddressValues => ({
  Addressing: address.Addressing,
  FirstName: address.FirstName,
  LastName: address.LastName,
  Address: address.Address,
  City: address.City,
  Zip: address.Zip,
  CountryId: address.CountryId,
  CompanyName: address.CompanyName,
  CompanyRegistration: address.CompanyRegistration,
  CompanyVAT: address.CompanyVAT,
  Telephone: address.Telephone,
});

const withoutTelephone = ({ Telephone: _telephone, ...rest }: AddressValues) => rest;

/** The payload of the form: each different-address block is null when its checkbox is off. */
export const toConfigurationContact = (values: ContactFormValues): ConfigurationContactInput => ({
  ...values,
  DeliveryData: values.DeliveryAddress ? values.DeliveryData : null,
  ReceiptData: values.ReceiptAddress ? withoutTelephone(values.ReceiptData) : null,
});

const validateConfigurationContact = schemaValidator(configurationContactSchema);

/**
 * Checks the form with the contract's schema (the one the server uses): field path → message key of
 * `INQUIRY_MESSAGE_KEYS`, the first problem of each field; empty when it may be sent.
 */
export const validateContactForm = (values: ContactFormValues): FormErrors =>
  validateConfigurationContact(toConfigurationContact(values));

/** E-mail state after the 700 ms pause: unchecked while empty or typing, then valid or invalid. */
export type EmailState = 'unchecked' | 'valid' | 'invalid';

/** Marks an e-mail valid or invalid. */
export const checkEmail = (value: string): EmailState =>
  value.trim() === '' ? 'unchecked' : isValidEmail(value) ? 'valid' : 'invalid';
