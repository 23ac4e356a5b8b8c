import { describe, expect, it } from 'vitest';
import { guidSchema } from './common';
import { isGuid, resolveLanguage, ZERO_GUID } from './constants';
import { EMAIL_PATTERN } from './limits';
import { isAdminRole, isEditorRole } from './roles';

describe('resolveLanguage', () => {
  it.each([
    ['de', 'de'],
    ['fr-FR,fr;q=0.9', 'fr'],
    ['EN', 'en'],
    ['it', 'sl'],
    ['', 'sl'],
    [undefined, 'sl'],
  ])('reads %s as %s', (input, expected) => {
    expect(resolveLanguage(input)).toBe(expected);
  });
});

describe('guidSchema and isGuid', () => {
  it('accepts GUIDs in any case and gives them in lower case', () => {
    expect(guidSchema.parse('3B2F9C1E-7A4D-4E8B-9C21-5D6F7A8B9C01')).toBe('3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01');
    expect(guidSchema.parse(ZERO_GUID)).toBe(ZERO_GUID);
    expect(isGuid('3B2F9C1E-7A4D-4E8B-9C21-5D6F7A8B9C01')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const text of ['3b2f9c1e7a4d4e8b9c215d6f7a8b9c01', "3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01' or 1=1", '', null]) {
      expect(guidSchema.safeParse(text).success).toBe(false);
      expect(isGuid(text)).toBe(false);
    }
  });
});

describe('EMAIL_PATTERN', () => {
  it.each(['ana@demo.test', 'a.b+c@vrata.co.si'])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });
  it.each(['ana@demo', 'ana@demo.t', 'ana demo@x.si', '@x.si'])('refuses %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
});

describe('roles', () => {
  it('counts admin and sales as admins, and installers too as editors', () => {
    expect([isAdminRole('admin'), isAdminRole('prod'), isAdminRole('mon'), isAdminRole(null)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([isEditorRole('mon'), isEditorRole(null)]).toEqual([true, false]);
  });
});
