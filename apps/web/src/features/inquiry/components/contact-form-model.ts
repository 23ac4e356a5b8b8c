import {
  type ConfigurationContactInput,
  collectFieldErrors,
  configurationContactSchema,
  type FieldErrors,
  isValidEmail,
  LIMITS,
  type UserAddress,
} from '@door/contract';

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

/** The whole form as typed. */
export type ContactFormValues = {
  contact: AddressValues & { Email: string };
  consents: { Marketing: boolean; Notifications: boolean; PersonalData: boolean };
  deliveryOn: boolean;
  delivery: AddressValues;
  receiptOn: boolean;
  receipt: AddressValues;
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
  contact: { ...emptyAddress(), Email: '' },
  consents: { Marketing: false, Notifications: false, PersonalData: false },
  deliveryOn: false,
  delivery: emptyAddress(),
  receiptOn: false,
  receipt: emptyAddress(),
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
  ContactData: { ...values.contact, ...values.consents },
  DeliveryAddress: values.deliveryOn,
  ReceiptAddress: values.receiptOn,
  DeliveryData: values.deliveryOn ? values.delivery : null,
  ReceiptData: values.receiptOn ? withoutTelephone(values.receipt) : null,
});

/** Checks the form with the contract's schema (the one the server uses); empty when it may be sent. */
export const validateContactForm = (values: ContactFormValues): FieldErrors => {
  const parsed = configurationContactSchema.safeParse(toConfigurationContact(values));
  return parsed.success ? {} : collectFieldErrors(parsed.error);
};

/** E-mail state after the 700 ms pause: unchecked while empty or typing, then valid or invalid. */
export type EmailState = 'unchecked' | 'valid' | 'invalid';

/** Marks an e-mail valid or invalid. */
export const checkEmail = (value: string): EmailState =>
  value.trim() === '' ? 'unchecked' : isValidEmail(value) ? 'valid' : 'invalid';
