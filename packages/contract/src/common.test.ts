import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guidSchema, isSafeText, textSchema, UNSAFE_TEXT_MESSAGE } from './common';
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

describe('textSchema (the text rule of every string a client sends)', () => {
  const forbidden = [
    ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)).filter((char) => !'\t\n\r'.includes(char)),
    '\uFFFE',
    '\uFFFF',
    '\uD800',
    '\uDBFF',
    '\uDC00',
    '\uDFFF',
  ];

  it('accepts any well-formed text without forbidden characters, surrogate pairs and tab/LF/CR included', () => {
    const allowedChar = fc.oneof(
      fc.constantFrom('\t', '\n', '\r'),
      fc.integer({ min: 0x20, max: 0xd7ff }).map((code) => String.fromCharCode(code)),
      fc.integer({ min: 0xe000, max: 0xfffd }).map((code) => String.fromCharCode(code)),
      fc.integer({ min: 0x10000, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
    );
    const allowed = fc.string({ unit: allowedChar });
    fc.assert(
      fc.property(allowed, (value) => {
        expect(textSchema().safeParse(value).success).toBe(true);
      }),
    );
    for (const value of ['Šubic Žiga, Straße 1', 'a\tb\r\nc', 'emoji 🚪 door', 'DEL \u007F and C1 \u0085', '']) {
      expect(textSchema().parse(value)).toBe(value);
    }
  });

  it('refuses a text with a NUL, another C0 control, a non-character or an unpaired surrogate anywhere in it', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.constantFrom(...forbidden),
        fc.string({ unit: 'binary' }),
        (before, bad, after) => {
          // A lone surrogate next to a generated one could pair up; keep the neighbours plain.
          const value = `${before.replace(/[\uD800-\uDFFF]/g, 'x')}${bad}${after.replace(/[\uD800-\uDFFF]/g, 'x')}`;
          const result = textSchema().safeParse(value);
          expect(result.success).toBe(false);
          expect(result.error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE);
        },
      ),
    );
  });

  it('tells a high surrogate followed by a low one (a pair) from two lone ones in the wrong order', () => {
    expect(isSafeText('\uD83D\uDEAA')).toBe(true);
    expect(isSafeText('\uDEAA\uD83D')).toBe(false);
    expect(isSafeText('\uD83D\uD83D\uDEAA')).toBe(false);
  });

  it('runs before trim and max, names its own message, and keeps the chained checks', () => {
    const schema = textSchema('invalidCharacters').trim().max(3);
    expect(schema.parse('  ab  ')).toBe('ab');
    expect(schema.safeParse('ab\u0000').error?.issues[0]?.message).toBe('invalidCharacters');
    expect(schema.safeParse('abcd').error?.issues[0]?.code).toBe('too_big');
  });

  it('stays cheap on long texts', () => {
    const long = 'Vrata 🚪 '.repeat(100_000);
    const started = performance.now();
    expect(isSafeText(long)).toBe(true);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
