import { describe, expect, it } from 'vitest';
import { contrastRatio, WCAG_AA_CONTRAST } from './colour';
import { createUserBodySchema, themeContrastFindings, updateBrandPartnerBodySchema } from './manage';

const theme = {
  BackgroundColor: '#1f2a33',
  HeaderFontColor: '#ffffff',
  ButtonColor: '#86a33c',
  ButtonFontColor: '#ffffff',
  ExposedBannerColor: '#f2c14e',
  ExposedBannerFontColor: '#1f2a33',
};

describe('the storefront theme check', () => {
  it('finds the unreadable pair (the specification default button) and offers the nearest passing background', () => {
    const findings = themeContrastFindings(theme);
    expect(findings.map((finding) => finding.text)).toEqual(['ButtonFontColor']);
    const [button] = findings;
    expect(button?.ratio).toBeCloseTo(2.87, 2);
    const [first] = button?.suggestions ?? [];
    expect(first).toMatchObject({ change: 'background', field: 'ButtonColor' });
    expect(contrastRatio(first?.colour ?? '', '#ffffff')).toBeGreaterThanOrEqual(WCAG_AA_CONTRAST);
    expect(themeContrastFindings({ ...theme, ButtonColor: first?.colour ?? '' })).toEqual([]);
  });

  it('never suggests a colour that still fails, and says which colour it changes (#e0e0e0 text on #f5efe0)', () => {
    for (const [text, background] of [
      ['#e0e0e0', '#f5efe0'],
      ['#f5efe0', '#e0e0e0'],
      ['#777777', '#808080'],
      ['#ffffff', '#ffff00'],
    ] as const) {
      const [finding] = themeContrastFindings({ ...theme, HeaderFontColor: text, BackgroundColor: background });
      expect(finding?.text).toBe('HeaderFontColor');
      expect(finding?.suggestions.length, `${text} on ${background}`).toBeGreaterThan(0);
      for (const suggestion of finding?.suggestions ?? []) {
        const changed = {
          ...theme,
          HeaderFontColor: text,
          BackgroundColor: background,
          [suggestion.field]: suggestion.colour,
        };
        // Checked by the very function that flags the pair: applying it leaves no finding.
        expect(
          themeContrastFindings(changed).filter((left) => left.text === 'HeaderFontColor'),
          `${suggestion.field} ${suggestion.colour}`,
        ).toEqual([]);
        expect(suggestion.field).toBe(suggestion.change === 'text' ? 'HeaderFontColor' : 'BackgroundColor');
        expect(suggestion.colour).not.toBe('#ffffff');
      }
    }
  });
});

describe('the management bodies', () => {
  it('refuse an e-mail that is not one, a user without storefronts, a colour that is not one and a markup out of range', () => {
    const user = {
      Email: 'vera@example.com',
      FirstName: 'Vera',
      LastName: 'Verkauf',
      Role: 'prod',
      PartnerId: '3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01',
      BrandPartnerIds: ['3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01'],
    };
    expect(createUserBodySchema.safeParse(user).success).toBe(true);
    expect(createUserBodySchema.safeParse({ ...user, Email: 'vera' }).success).toBe(false);
    expect(createUserBodySchema.safeParse({ ...user, BrandPartnerIds: [] }).success).toBe(false);
    const colour = updateBrandPartnerBodySchema.shape.Style.shape.ButtonColor;
    expect(colour.safeParse('#86A33C').data).toBe('#86a33c');
    expect(colour.safeParse('green').success).toBe(false);
    const markup = updateBrandPartnerBodySchema.shape.PriceMarkupPercent;
    expect([markup.safeParse(-50).success, markup.safeParse(300).success]).toEqual([true, true]);
    expect([markup.safeParse(-50.01).success, markup.safeParse(300.5).success]).toEqual([false, false]);
  });
});
