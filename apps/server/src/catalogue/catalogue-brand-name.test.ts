import { describe, expect, it } from 'vitest';
import { brandNameOfText, declaredBrandName } from './catalogue-brand-name';

describe('the brand a catalogue file names, read from its beginning', () => {
  it('reads brand.name at the start, with escapes decoded and spaces anywhere', () => {
    expect(brandNameOfText('{"formatVersion":1,"brand":{"name":"Alpina Vrata"},"models":[]}')).toBe('Alpina Vrata');
    expect(brandNameOfText('\n{ "brand" :\t{ "logo": null, "name" : "T\\u00fcren \\"Ost\\"" } }')).toBe('Türen "Ost"');
  });

  it('steps over the values before it whole: strings with quotes and brackets, nested brands, numbers, lists', () => {
    const text = JSON.stringify({
      $schema: 'a "quoted" } ] { [ \\ text',
      formatVersion: 1,
      flag: true,
      nothing: null,
      ratio: -1.5e3,
      models: [{ brand: { name: 'Not this' }, rules: [[], {}] }],
      brand: { other: { name: 'nor this' }, name: 'Holzwerk' },
    });
    expect(brandNameOfText(text)).toBe('Holzwerk');
  });

  it('answers the name whatever follows it, even text that is not JSON', () => {
    expect(brandNameOfText('{"formatVersion":1,"brand":{"name":"Alpina Vrata"},"models":[{"code": 5}, oops')).toBe(
      'Alpina Vrata',
    );
  });

  it('answers null when the beginning is not an object with a brand object naming it as text', () => {
    for (const text of [
      '',
      '[]',
      '{}',
      '{"brand":"Alpina"}',
      '{"brand":{"name":5}}',
      '{"brand":{"title":"x"}}',
      '{"models":[1,2',
      '{"a":"unterminated',
      '{"a" 1, "brand":{"name":"x"}}',
      '{"a":1 "brand":{"name":"x"}}',
    ]) {
      expect(brandNameOfText(text), text).toBeNull();
    }
  });

  it('takes the name of a file parsed already', () => {
    expect(declaredBrandName({ brand: { name: 'Holzwerk' } })).toBe('Holzwerk');
    expect(declaredBrandName({ brand: 'Holzwerk' })).toBeNull();
    expect(declaredBrandName(null)).toBeNull();
    expect(declaredBrandName('{"brand":{"name":"Holzwerk"}}')).toBe('Holzwerk');
  });
});
