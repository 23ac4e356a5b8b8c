import type { DocumentContactReply } from '@door/contract';
import { describe, expect, it } from 'vitest';
import { contactBodyOf, formValuesOf, validateDocumentContact } from './contact-values';

const SLOVENIA = '5f0a7c2e-1111-4a2b-8c3d-000000000001';
const reply: DocumentContactReply = {
  ContactData: {
    Addressing: 'Ga.',
    FirstName: 'Eva',
    LastName: 'Horvat',
    Email: 'eva@example.com',
    Telephone: '+386 41 111 222',
    Address: 'Obala 1',
    City: 'Koper',
    Zip: '6000',
    CountryId: SLOVENIA,
    CompanyName: '',
    CompanyRegistration: '',
    CompanyVAT: '',
  },
  DeliveryAddress: false,
  DeliveryData: {
    FirstName: 'Stale',
    LastName: 'Block',
    Address: 'x',
    City: 'y',
    Zip: '1',
    CountryId: SLOVENIA,
    Telephone: '1',
  },
  ReceiptAddress: true,
  ReceiptData: {
    FirstName: 'Račun',
    LastName: 'Horvat',
    Address: 'Trg 2',
    City: 'Izola',
    Zip: '6310',
    CountryId: SLOVENIA,
  },
};

describe('contact data form values', () => {
  it('takes a delivery or receipt block only when its flag is on', () => {
    const values = formValuesOf(reply);
    expect(values.ContactData.FirstName).toBe('Eva');
    expect(values.DeliveryData.FirstName).toBe('');
    expect(values.ReceiptData).toMatchObject({ FirstName: 'Račun', City: 'Izola', Telephone: '' });
  });

  it('sends null for an unticked block and no telephone in the receipt block', () => {
    const body = contactBodyOf(formValuesOf(reply), SLOVENIA);
    expect(body.DeliveryData).toBeNull();
    expect(body.ReceiptData).not.toHaveProperty('Telephone');
    expect(body.ContactData).not.toHaveProperty('Marketing');
    expect(validateDocumentContact(formValuesOf(reply))).toEqual({});
  });

  it('requires telephone, address and a country in the contact block, and the delivery telephone when ticked', () => {
    const values = formValuesOf(reply);
    values.ContactData.Telephone = '';
    values.ContactData.Address = ' ';
    values.ContactData.CountryId = '';
    values.DeliveryAddress = true;
    const errors = validateDocumentContact(values);
    expect(errors['ContactData.Telephone']).toBe('required');
    expect(errors['ContactData.Address']).toBe('required');
    expect(errors['ContactData.CountryId']).toBe('countryRequired');
    expect(errors['DeliveryData.Telephone']).toBe('required');
    expect(errors['DeliveryData.FirstName']).toBe('required');
  });

  it('marks a malformed e-mail invalid', () => {
    const values = formValuesOf(reply);
    values.ContactData.Email = 'eva@';
    expect(validateDocumentContact(values)['ContactData.Email']).toBe('emailInvalid');
  });
});
