import { ZERO_GUID } from '@door/contract';
import { describe, expect, it } from 'vitest';
import {
  type ContactFormValues,
  checkEmail,
  emptyContactForm,
  toConfigurationContact,
  validateContactForm,
} from './contact-form-model';

const SLOVENIA = '5e1a0000-0000-4000-8000-000000000705';

const filled = (): ContactFormValues => {
  const values = emptyContactForm();
  values.ContactData = {
    ...values.ContactData,
    FirstName: 'Eva',
    LastName: 'Zupan',
    Email: 'eva@example.com',
    City: 'Ljubljana',
    Zip: '1000',
    CountryId: SLOVENIA,
  };
  const address = {
    ...values.DeliveryData,
    FirstName: 'Jan',
    LastName: 'Kos',
    Address: 'Slovenska 1',
    City: 'Maribor',
    Zip: '2000',
    CountryId: SLOVENIA,
  };
  values.DeliveryData = { ...address, Telephone: '+386 1' };
  values.ReceiptData = address;
  return values;
};

const change = (edit: (values: ContactFormValues) => void) => {
  const values = filled();
  edit(values);
  return validateContactForm(values);
};

describe('inquiry contact validation (the contract schema the server uses)', () => {
  it('accepts a contact with first name, last name, e-mail, city, postal code and country only', () => {
    expect(validateContactForm(filled())).toEqual({});
  });

  it.each(['FirstName', 'LastName', 'Email', 'City', 'Zip'] as const)('requires the contact %s', (field) => {
    expect(
      change((values) => {
        values.ContactData[field] = '  ';
      }),
    ).toEqual({ [`ContactData.${field}`]: 'required' });
  });

  it('requires a country that is not the all-zero GUID', () => {
    expect(
      change((values) => {
        values.ContactData.CountryId = '';
      }),
    ).toEqual({ 'ContactData.CountryId': 'countryRequired' });
    expect(
      change((values) => {
        values.ContactData.CountryId = ZERO_GUID;
      }),
    ).toEqual({ 'ContactData.CountryId': 'countryRequired' });
  });

  it('checks the e-mail pattern: local part, @, a domain with a dot and a suffix of 2 or more letters', () => {
    expect(
      change((values) => {
        values.ContactData.Email = 'eva@example';
      }),
    ).toEqual({ 'ContactData.Email': 'emailInvalid' });
    expect(checkEmail('eva@example.c')).toBe('invalid');
    expect(checkEmail('eva@example.com')).toBe('valid');
    expect(checkEmail('')).toBe('unchecked');
  });

  it.each([
    ['Addressing', 51],
    ['FirstName', 51],
    ['LastName', 51],
    ['Zip', 51],
    ['Telephone', 51],
    ['CompanyRegistration', 51],
    ['CompanyVAT', 51],
    ['Address', 251],
    ['City', 251],
    ['CompanyName', 251],
  ] as const)('limits the contact %s to %i - 1 characters', (field, length) => {
    expect(
      change((values) => {
        values.ContactData[field] = 'x'.repeat(length - 1);
      }),
    ).toEqual({});
    expect(
      change((values) => {
        values.ContactData[field] = 'x'.repeat(length);
      }),
    ).toEqual({ [`ContactData.${field}`]: 'tooLong' });
  });

  it('limits the e-mail to 250 characters', () => {
    expect(
      change((values) => {
        values.ContactData.Email = `${'x'.repeat(240)}@example.com`;
      }),
    ).toEqual({ 'ContactData.Email': 'tooLong' });
  });

  it.each(['FirstName', 'LastName', 'Address', 'City', 'Zip', 'CountryId', 'Telephone'] as const)(
    'requires the delivery %s when the delivery address is on',
    (field) => {
      const errors = change((values) => {
        values.DeliveryAddress = true;
        values.DeliveryData[field] = '';
      });
      expect(Object.keys(errors)).toEqual([`DeliveryData.${field}`]);
    },
  );

  it.each(['FirstName', 'LastName', 'Address', 'City', 'Zip', 'CountryId'] as const)(
    'requires the receipt %s when the receipt address is on',
    (field) => {
      const errors = change((values) => {
        values.ReceiptAddress = true;
        values.ReceiptData[field] = '';
      });
      expect(Object.keys(errors)).toEqual([`ReceiptData.${field}`]);
    },
  );

  it('ignores the address blocks while their checkboxes are off and sends them as null', () => {
    const values = filled();
    values.DeliveryData.FirstName = '';
    expect(validateContactForm(values)).toEqual({});
    expect(toConfigurationContact(values)).toMatchObject({
      DeliveryAddress: false,
      DeliveryData: null,
      ReceiptData: null,
    });
    values.ReceiptAddress = true;
    expect(toConfigurationContact(values).ReceiptData).not.toHaveProperty('Telephone');
  });
});
