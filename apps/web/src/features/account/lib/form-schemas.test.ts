import { ZERO_GUID } from '@door/contract';
import { describe, expect, it } from 'vitest';
import { schemaValidator } from '#web/lib/schema-form';
import { EMPTY_CONTACT, NO_CONSENTS } from '../components/contact-values';
import { addressFormSchema, newPasswordFormSchema, registerFormSchema, resetRequestFormSchema } from './form-schemas';

const SLOVENIA = '5e1a0000-0000-4000-8000-000000000705';
const CONTACT = {
  ...EMPTY_CONTACT,
  FirstName: 'Jana',
  LastName: 'Journey',
  Address: 'Trubarjeva 3',
  Zip: '1000',
  City: 'Ljubljana',
  CountryId: SLOVENIA,
};
const REGISTRATION = {
  ...CONTACT,
  ...NO_CONSENTS,
  Email: 'jana@example.com',
  Password: 'Kolesar-na-Krasu',
  ConfirmPassword: 'Kolesar-na-Krasu',
};

describe('account form schemas (the contract request schemas with the server rules)', () => {
  const register = schemaValidator(registerFormSchema);

  it('accepts a complete registration', () => {
    expect(register(REGISTRATION)).toEqual({});
  });

  it('names every missing field, and checks nothing else while one is missing', () => {
    expect(
      register({ ...REGISTRATION, City: ' ', CountryId: ZERO_GUID, Email: 'not-an-address', Password: '' }),
    ).toEqual({ City: 'required', CountryId: 'required', Password: 'required' });
  });

  it('checks the e-mail pattern, the password policy and the repetition of a complete registration', () => {
    expect(register({ ...REGISTRATION, Email: 'jana@example' })).toEqual({ Email: 'invalidEmail' });
    expect(register({ ...REGISTRATION, Password: 'short', ConfirmPassword: 'short' })).toEqual({
      Password: 'tooShort',
    });
    expect(register({ ...REGISTRATION, Password: 'jana-rides-bikes', ConfirmPassword: 'jana-rides-bikes' })).toEqual({
      Password: 'containsEmail',
    });
    expect(register({ ...REGISTRATION, ConfirmPassword: 'something else' })).toEqual({
      ConfirmPassword: 'equalPasswords',
    });
  });

  it('reports a text over its maximum length as tooLong', () => {
    expect(register({ ...REGISTRATION, FirstName: 'x'.repeat(51) })).toEqual({ FirstName: 'tooLong' });
  });

  it('requires the profile fields of a saved address', () => {
    expect(schemaValidator(addressFormSchema)({ ...CONTACT, Company: false, Default: false })).toEqual({});
    expect(schemaValidator(addressFormSchema)({ ...CONTACT, Zip: '', Company: false, Default: false })).toEqual({
      Zip: 'required',
    });
  });

  it('asks for an e-mail address for a reset link', () => {
    const request = schemaValidator(resetRequestFormSchema);
    expect(request({ username: ' ' })).toEqual({ username: 'required' });
    expect(request({ username: 'jana@' })).toEqual({ username: 'invalidEmail' });
    expect(request({ username: ' jana@example.com ' })).toEqual({});
  });

  it('checks a new password and its repetition independently', () => {
    const newPassword = schemaValidator(newPasswordFormSchema);
    expect(newPassword({ Password: '', ConfirmPassword: 'x' })).toEqual({
      Password: 'required',
      ConfirmPassword: 'equalPasswords',
    });
    expect(newPassword({ Password: 'password1', ConfirmPassword: 'password1' })).toEqual({ Password: 'common' });
  });
});
