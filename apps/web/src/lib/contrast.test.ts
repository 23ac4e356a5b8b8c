import { describe, expect, it } from 'vitest';
import { deriveDisplayColors, PAGE_SURFACE } from '../app/theme';
import { accessibleBackground, contrastRatio, WCAG_AA_CONTRAST } from './contrast';

describe('accessible brand colours', () => {
  it('finds the default button colour #86A33C failing AA with white text', () => {
    expect(contrastRatio('#86A33C', '#ffffff')).toBeLessThan(WCAG_AA_CONTRAST);
  });

  it('darkens a failing background to the nearest shade that passes with its text', () => {
    const shade = accessibleBackground('#86A33C', '#ffffff');
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(WCAG_AA_CONTRAST);
    // Nearest: one step lighter would fail again.
    expect(contrastRatio(shade, '#ffffff')).toBeLessThan(4.7);
  });

  it('lightens a dark background under dark text', () => {
    const shade = accessibleBackground('#333399', '#000000');
    expect(contrastRatio(shade, '#000000')).toBeGreaterThanOrEqual(WCAG_AA_CONTRAST);
  });

  it('keeps a passing pair unchanged', () => {
    expect(accessibleBackground('#1f4e79', '#ffffff')).toBe('#1f4e79');
  });

  it('derives passing display colours from the default theme without changing the stored one', () => {
    const stored = {
      ButtonColor: '#86A33C',
      ButtonFontColor: '#ffffff',
      HeaderFontColor: '#ffffff',
      BackgroundColor: '',
    };
    const colors = deriveDisplayColors(stored);
    expect(contrastRatio(colors.buttonBackground, colors.buttonText)).toBeGreaterThanOrEqual(WCAG_AA_CONTRAST);
    expect(contrastRatio(colors.headerBackground, colors.headerText)).toBeGreaterThanOrEqual(WCAG_AA_CONTRAST);
    expect(contrastRatio(colors.link, PAGE_SURFACE)).toBeGreaterThanOrEqual(WCAG_AA_CONTRAST);
    expect(stored.ButtonColor).toBe('#86A33C');
  });
});
