import { describe, expect, it } from 'vitest';
import {
  accessibleShade,
  blend,
  brightness,
  contrastRatio,
  contrastSuggestions,
  hslToRgb,
  mix,
  nearestPassingShade,
  normalizeColor,
  parseColor,
  readableText,
  relativeLuminance,
  rgbToHsl,
  toHex,
  tone,
  WCAG_AA_CONTRAST,
} from './colour';

describe('parseColor', () => {
  it('reads short and long hex, with or without #, rgb() and the two names', () => {
    expect(parseColor('#fa0')).toEqual({ r: 255, g: 170, b: 0 });
    expect(parseColor('#86A33C')).toEqual({ r: 134, g: 163, b: 60 });
    expect(parseColor('86a33c')).toEqual({ r: 134, g: 163, b: 60 });
    expect(parseColor('#86a33cff')).toEqual({ r: 134, g: 163, b: 60 });
    expect(parseColor(' rgba(1, 2, 3, 0.5) ')).toEqual({ r: 1, g: 2, b: 3 });
    expect(parseColor('white')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseColor('black')).toEqual({ r: 0, g: 0, b: 0 });
  });

  it('refuses what is not a colour', () => {
    expect(parseColor('')).toBeNull();
    expect(parseColor(null)).toBeNull();
    expect(parseColor('#12345')).toBeNull();
    expect(parseColor('red; background: url(x)')).toBeNull();
  });

  it('normalises to #rrggbb or the fallback', () => {
    expect(normalizeColor('#FFF', '#000000')).toBe('#ffffff');
    expect(normalizeColor('nonsense', '#123456')).toBe('#123456');
    expect(toHex({ r: 300, g: -4, b: 127.6 })).toBe('#ff0080');
  });
});

describe('luminance, brightness and contrast', () => {
  it('gives WCAG relative luminance 0 for black and 1 for white', () => {
    expect(relativeLuminance({ r: 0, g: 0, b: 0 })).toBe(0);
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBeCloseTo(1, 10);
  });

  it('gives 21:1 for black on white, 1:1 for a colour on itself and 1 for an unknown colour', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#86a33c', '#86a33c')).toBe(1);
    expect(contrastRatio('nonsense', '#fff')).toBe(1);
  });

  it('finds the specification default button colour #86A33C failing AA with white text', () => {
    expect(contrastRatio('#86A33C', '#ffffff')).toBeLessThan(WCAG_AA_CONTRAST);
    expect(contrastRatio('#86A33C', '#ffffff')).toBeCloseTo(2.87, 2);
  });

  it('measures drawn brightness on the stored channels, unknown colours as mid grey', () => {
    expect(brightness('#ffffff')).toBeCloseTo(1, 10);
    expect(brightness('#000000')).toBe(0);
    expect(brightness('nonsense')).toBeCloseTo(128 / 255, 10);
    expect(brightness('#808080')).toBeCloseTo(128 / 255, 10);
  });
});

describe('mix and blend', () => {
  it('lightens towards white and darkens towards black by the amount', () => {
    expect(mix('#808080', 0.5)).toBe('#c0c0c0');
    expect(mix('#808080', -0.5)).toBe('#404040');
    expect(mix('#86a33c', 0)).toBe('#86a33c');
    expect(mix('#86a33c', 1)).toBe('#ffffff');
    expect(mix('#86a33c', -1)).toBe('#000000');
  });

  it('draws an unknown colour as mid grey, as the door drawing always did', () => {
    expect(mix('not a colour', 0)).toBe('#808080');
  });

  it('blends a colour over a base by weight', () => {
    expect(blend('#ffffff', '#000000', 0.5)).toBe('#808080');
    expect(blend('#c8102e', '#ffffff', 0)).toBe('#ffffff');
    expect(blend('#c8102e', '#ffffff', 1)).toBe('#c8102e');
  });
});

describe('HSL and tones', () => {
  it('round-trips channels through HSL', () => {
    for (const color of ['#86a33c', '#c8102e', '#0b3d5c', '#1f2a33', '#777777']) {
      expect(toHex(hslToRgb(rgbToHsl(parseColor(color) ?? { r: 0, g: 0, b: 0 })))).toBe(color);
    }
  });

  it('makes a neutral of the brand hue with capped saturation at the wanted lightness', () => {
    const neutral = tone('#c8102e', 0.5, 0.1);
    const hsl = rgbToHsl(parseColor(neutral) ?? { r: 0, g: 0, b: 0 });
    expect(hsl.l).toBeCloseTo(0.5, 1);
    expect(hsl.s).toBeLessThanOrEqual(0.11);
    expect(hsl.h).toBeCloseTo(rgbToHsl(parseColor('#c8102e') ?? { r: 0, g: 0, b: 0 }).h, 1);
    // A grey stays a grey.
    expect(tone('#777777', 0.2)).toBe('#333333');
  });
});

describe('accessible shades', () => {
  it('darkens a failing background to the nearest shade that passes with its text', () => {
    const shade = accessibleShade('#86A33C', '#ffffff');
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(WCAG_AA_CONTRAST);
    // Nearest: one step lighter would fail again.
    expect(contrastRatio(shade, '#ffffff')).toBeLessThan(4.7);
  });

  it('lightens a dark colour against a dark one', () => {
    const shade = accessibleShade('#333399', '#000000');
    expect(contrastRatio(shade, '#000000')).toBeGreaterThanOrEqual(WCAG_AA_CONTRAST);
  });

  it('reaches a higher minimum when asked', () => {
    const shade = accessibleShade('#c8102e', '#f6f6f3', 7);
    expect(contrastRatio(shade, '#f6f6f3')).toBeGreaterThanOrEqual(7);
  });

  it('keeps a passing pair unchanged and gives unknown colours back as they came', () => {
    expect(accessibleShade('#1F4E79', '#ffffff')).toBe('#1f4e79');
    expect(accessibleShade('nonsense', '#ffffff')).toBe('nonsense');
  });

  it('goes the other way when the near end cannot pass, and says so when no lightness passes', () => {
    // Against #e0e0e0 text, white is only 1.32:1: the nearest passing background is a darker one.
    const shade = nearestPassingShade('#f5efe0', '#e0e0e0');
    expect(shade).not.toBeNull();
    expect(contrastRatio(shade ?? '', '#e0e0e0')).toBeGreaterThanOrEqual(WCAG_AA_CONTRAST);
    expect(contrastRatio(accessibleShade('#f5efe0', '#e0e0e0'), '#e0e0e0')).toBeGreaterThanOrEqual(WCAG_AA_CONTRAST);
    // Against mid grey no lightness reaches 7:1 (black 4.7:1, white 4.5:1); at 4.5:1 one end always passes.
    expect(nearestPassingShade('#3366cc', '#777777', 7)).toBeNull();
    expect(nearestPassingShade('#3366cc', '#777777')).not.toBeNull();
    const [best] = contrastSuggestions('#777777', '#808080');
    expect(best?.ratio).toBeGreaterThanOrEqual(WCAG_AA_CONTRAST);
  });

  it('lists the changes of a failing pair nearest first, each passing, and none for a passing pair', () => {
    const suggestions = contrastSuggestions('#e0e0e0', '#f5efe0');
    expect(suggestions.map((suggestion) => suggestion.change).sort()).toEqual(['background', 'text']);
    for (const suggestion of suggestions) {
      const [text, background] =
        suggestion.change === 'text' ? [suggestion.colour, '#f5efe0'] : ['#e0e0e0', suggestion.colour];
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(WCAG_AA_CONTRAST);
    }
    expect(contrastSuggestions('#ffffff', '#1f4e79')).toEqual([]);
  });

  it('picks readable text: the wanted colour when it passes, else black or white', () => {
    expect(readableText('#1f4e79', '#FFFFFF')).toBe('#ffffff');
    expect(readableText('#f2c14e', '#ffffff')).toBe('#000000');
    expect(readableText('#0b3d5c', '#1f2a33')).toBe('#ffffff');
  });
});
