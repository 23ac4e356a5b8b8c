import { contrastRatio, WCAG_AA_CONTRAST } from '@door/contract';
import { describe, expect, it } from 'vitest';
import { buildMantineTheme, type DisplayColors, DOCUMENTS_STYLE_COLORS, deriveDisplayColors } from './theme';

const ALPINA = {
  BackgroundColor: '#1F2A33',
  HeaderFontColor: '#FFFFFF',
  ButtonColor: '#86A33C',
  ButtonFontColor: '#FFFFFF',
};
const NORDHAUS = {
  BackgroundColor: '#0B3D5C',
  HeaderFontColor: '#FFFFFF',
  ButtonColor: '#C8102E',
  ButtonFontColor: '#FFFFFF',
};
// A light header with dark text, a light button with dark text, and a saturated one: the hard cases.
const PASTEL = {
  BackgroundColor: '#F4F1EA',
  HeaderFontColor: '#1F2A33',
  ButtonColor: '#FFE066',
  ButtonFontColor: '#222222',
};
const NEON = {
  BackgroundColor: '#00FF00',
  HeaderFontColor: '#FFFFFF',
  ButtonColor: '#FF00FF',
  ButtonFontColor: '#FFFFFF',
};

/** Every text/background pair the CSS uses, with the ratio it needs. */
const pairs = (c: DisplayColors): [string, string, string, number][] => {
  const wells = [c.raised, c.surface, c.sunken, c.subtle] as const;
  const onWells = (name: string, text: string, minimum = WCAG_AA_CONTRAST) =>
    wells.map((well): [string, string, string, number] => [name, text, well, minimum]);
  return [
    ['button', c.buttonText, c.buttonBackground, WCAG_AA_CONTRAST],
    ['header', c.headerText, c.headerBackground, WCAG_AA_CONTRAST],
    ['banner', c.bannerText, c.bannerBackground, WCAG_AA_CONTRAST],
    ...onWells('ink', c.ink, 7),
    ...onWells('ink soft', c.inkSoft, 7),
    ...onWells('ink muted', c.inkMuted),
    ['ink faint', c.inkFaint, c.sunken, WCAG_AA_CONTRAST],
    ['link', c.link, c.sunken, WCAG_AA_CONTRAST],
    ['link on white', c.link, c.raised, WCAG_AA_CONTRAST],
    ['inverse', c.inverseText, c.inverse, 7],
    ['inverse muted', c.inverseMuted, c.inverse, WCAG_AA_CONTRAST],
    ['ink on the brand tint', c.ink, c.accentSoft, 7],
    ['accent ink', c.accentInk, c.accentSoft, 7],
    ['warning ink', c.warningInk, c.warningSoft, 7],
    ['warning text', c.warningText, c.sunken, WCAG_AA_CONTRAST],
    ['error', c.error, c.sunken, WCAG_AA_CONTRAST],
    ['focus ring', c.focus, c.surface, 3],
  ];
};

describe('brand display colours', () => {
  it.each([
    ['Alpina', ALPINA],
    ['Nordhaus', NORDHAUS],
    ['a pastel brand', PASTEL],
    ['a neon brand', NEON],
    ['the documents pages', DOCUMENTS_STYLE_COLORS],
    ['no theme', null],
  ])('derives passing text/background pairs for %s', (_name, style) => {
    const colors = deriveDisplayColors(style);
    for (const [name, text, background, minimum] of pairs(colors)) {
      expect(contrastRatio(text, background), `${name}: ${text} on ${background}`).toBeGreaterThanOrEqual(minimum);
    }
  });

  it('keeps the stored colour as it is and darkens only what is displayed', () => {
    const stored = { ...ALPINA };
    const colors = deriveDisplayColors(stored);
    expect(stored.ButtonColor).toBe('#86A33C');
    expect(colors.buttonBackground).not.toBe('#86a33c');
    expect(contrastRatio(colors.buttonBackground, '#ffffff')).toBeLessThan(4.7);
  });

  it('restyles the configurator under a second brand: tints, marks and dark blocks differ', () => {
    const alpina = deriveDisplayColors(ALPINA);
    const nordhaus = deriveDisplayColors(NORDHAUS);
    for (const key of ['buttonBackground', 'focus', 'accentSoft', 'accentLine', 'link', 'inverse'] as const) {
      expect(alpina[key], key).not.toBe(nordhaus[key]);
    }
  });

  it('uses a dark header as the dark blocks and a dark neutral under a light header', () => {
    expect(deriveDisplayColors(NORDHAUS).inverse).toBe('#0b3d5c');
    const pastel = deriveDisplayColors(PASTEL);
    expect(contrastRatio(pastel.inverse, '#ffffff')).toBeGreaterThanOrEqual(7);
  });
});

describe('Mantine theme of a brand', () => {
  it('builds the brand, red, green and grey scales from the displayed colours', () => {
    const colors = deriveDisplayColors(NORDHAUS);
    const theme = buildMantineTheme(colors);
    expect(theme.colors?.brand?.[6]).toBe(colors.buttonBackground);
    expect(theme.colors?.red?.[6]).toBe(colors.error);
    expect(theme.colors?.green?.[6]).toBe(colors.success);
    expect(theme.colors?.gray).toHaveLength(10);
    expect(contrastRatio(colors.success, '#ffffff')).toBeGreaterThanOrEqual(WCAG_AA_CONTRAST);
  });
});
