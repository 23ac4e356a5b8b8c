// Colour maths shared by the web app (brand theme) and the server (door drawing). No zod here: the web app's first
// page imports it, and the package's `sideEffects: false` keeps the schemas out of that bundle.

/** WCAG AA minimum contrast for normal text. */
export const WCAG_AA_CONTRAST = 4.5;

/** A colour as 0–255 channels. */
export type Rgb = { r: number; g: number; b: number };

/** A colour as hue, saturation and lightness, each 0–1. */
export type Hsl = { h: number; s: number; l: number };

/** What an unreadable colour counts as where a colour is needed anyway (the door drawing's mid grey). */
const MID_GREY: Rgb = { r: 128, g: 128, b: 128 };

const clampChannel = (channel: number): number => Math.min(255, Math.max(0, Math.round(channel)));

/** Parses #rgb, #rrggbb (with or without #, alpha ignored), rgb()/rgba(), white and black; null for anything else. */
export const parseColor = (value: string | null | undefined): Rgb | null => {
  const text = (value ?? '').trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short) {
    const [, r = '0', g = '0', b = '0'] = short;
    return { r: Number.parseInt(r + r, 16), g: Number.parseInt(g + g, 16), b: Number.parseInt(b + b, 16) };
  }
  const long = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})(?:[0-9a-f]{2})?$/.exec(text);
  if (long) {
    const [, r = '0', g = '0', b = '0'] = long;
    return { r: Number.parseInt(r, 16), g: Number.parseInt(g, 16), b: Number.parseInt(b, 16) };
  }
  const fn = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/.exec(text);
  if (fn) {
    const [, r = '0', g = '0', b = '0'] = fn;
    return { r: clampChannel(Number(r)), g: clampChannel(Number(g)), b: clampChannel(Number(b)) };
  }
  if (text === 'white') {
    return { r: 255, g: 255, b: 255 };
  }
  if (text === 'black') {
    return { r: 0, g: 0, b: 0 };
  }
  return null;
};

/** Formats channels as #rrggbb, rounding and clamping each channel. */
export const toHex = ({ r, g, b }: Rgb): string =>
  `#${[r, g, b].map((channel) => clampChannel(channel).toString(16).padStart(2, '0')).join('')}`;

/** Normalises a colour to #rrggbb, or returns the fallback when it cannot be read. */
export const normalizeColor = (value: string | null | undefined, fallback: string): string => {
  const rgb = parseColor(value);
  return rgb ? toHex(rgb) : fallback;
};

const channelLuminance = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of a colour (WCAG 2), 0 for black to 1 for white. */
export const relativeLuminance = (rgb: Rgb): number =>
  0.2126 * channelLuminance(rgb.r) + 0.7152 * channelLuminance(rgb.g) + 0.0722 * channelLuminance(rgb.b);

/**
 * Brightness of a colour as drawn (the Rec. 709 weights on the stored, not linearised, channels), 0–1; an unreadable
 * colour counts as mid grey. Cheaper than the WCAG luminance and good enough to pick a light or dark mark on a
 * surface of the door drawing.
 */
export const brightness = (color: string): number => {
  const { r, g, b } = parseColor(color) ?? MID_GREY;
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};

/** Contrast ratio of two colours (1 to 21); unknown colours count as failing (1). */
export const contrastRatio = (a: string, b: string): number => {
  const first = parseColor(a);
  const second = parseColor(b);
  if (!first || !second) {
    return 1;
  }
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** Converts channels to hue, saturation and lightness. */
export const rgbToHsl = ({ r, g, b }: Rgb): Hsl => {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) {
    return { h: 0, s: 0, l };
  }
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) {
    h = (gn - bn) / d + (gn < bn ? 6 : 0);
  } else if (max === gn) {
    h = (bn - rn) / d + 2;
  } else {
    h = (rn - gn) / d + 4;
  }
  return { h: h / 6, s, l };
};

/** Converts hue, saturation and lightness to channels. */
export const hslToRgb = ({ h, s, l }: Hsl): Rgb => {
  if (s === 0) {
    return { r: l * 255, g: l * 255, b: l * 255 };
  }
  const hue = (p: number, q: number, t0: number): number => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    if (t < 1 / 6) {
      return p + (q - p) * 6 * t;
    }
    if (t < 1 / 2) {
      return q;
    }
    if (t < 2 / 3) {
      return p + (q - p) * (2 / 3 - t) * 6;
    }
    return p;
  };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  return { r: hue(p, q, h + 1 / 3) * 255, g: hue(p, q, h) * 255, b: hue(p, q, h - 1 / 3) * 255 };
};

/**
 * A neutral of the colour's hue: its saturation capped at `maxSaturation`, at the given HSL lightness. Used for the
 * greys of a brand (text, lines, surfaces) so they lean towards the brand's colour. Unknown colours give a pure grey.
 */
export const tone = (color: string, lightness: number, maxSaturation = 0.1): string => {
  const hsl = rgbToHsl(parseColor(color) ?? MID_GREY);
  return toHex(hslToRgb({ h: hsl.h, s: Math.min(hsl.s, maxSaturation), l: Math.min(1, Math.max(0, lightness)) }));
};

/** A shade of a colour at an HSL lightness, as #rrggbb. */
const shadeAt = (hsl: Hsl, lightness: number): string =>
  toHex(hslToRgb({ ...hsl, l: Math.min(1, Math.max(0, lightness)) }));

/**
 * The passing shade of `hsl` nearest to its own lightness in one direction (towards black or towards white) against
 * `otherHex`, or null when not even the far end passes. Bisection between the own lightness and the far end, keeping
 * the passing side; the result is checked with `contrastRatio`, the function that judges the pair.
 */
const passingShadeTowards = (hsl: Hsl, otherHex: string, minimum: number, towardsBlack: boolean) => {
  const end = towardsBlack ? 0 : 1;
  if (contrastRatio(shadeAt(hsl, end), otherHex) < minimum) {
    return null;
  }
  let passing = end;
  let failing = hsl.l;
  for (let i = 0; i < 24; i += 1) {
    const middle = (passing + failing) / 2;
    if (contrastRatio(shadeAt(hsl, middle), otherHex) >= minimum) {
      passing = middle;
    } else {
      failing = middle;
    }
  }
  // Rounding to whole channels can land a hair below the ratio: step on towards the end until it passes.
  for (let step = 0; step <= 100; step += 1) {
    const lightness = passing + (towardsBlack ? -step : step) * 0.005;
    const shade = shadeAt(hsl, lightness);
    if (contrastRatio(shade, otherHex) >= minimum) {
      return { shade, distance: Math.abs(Math.min(1, Math.max(0, lightness)) - hsl.l) };
    }
  }
  return { shade: shadeAt(hsl, end), distance: Math.abs(end - hsl.l) };
};

/**
 * The shade of `color` nearest in HSL lightness (same hue and saturation, darker or lighter, whichever is nearer) that
 * has at least the `minimum` contrast with `against`, as #rrggbb: the colour itself when the pair already passes, null
 * when no lightness of it passes (a light grey text on a light background has no passing lighter background, and
 * may have no darker one either). Unknown colours give null.
 */
export const nearestPassingShade = (color: string, against: string, minimum = WCAG_AA_CONTRAST): string | null => {
  const own = parseColor(color);
  const other = parseColor(against);
  if (!own || !other) {
    return null;
  }
  const original = toHex(own);
  const otherHex = toHex(other);
  if (contrastRatio(original, otherHex) >= minimum) {
    return original;
  }
  const hsl = rgbToHsl(own);
  const candidates = [
    passingShadeTowards(hsl, otherHex, minimum, true),
    passingShadeTowards(hsl, otherHex, minimum, false),
  ].filter((candidate) => candidate !== null);
  candidates.sort((a, b) => a.distance - b.distance);
  return candidates[0]?.shade ?? null;
};

/**
 * Returns the shade of `color` nearest in HSL lightness that has at least the `minimum` contrast with `against`
 * (`nearestPassingShade`); the colour unchanged (as #rrggbb) when the pair already passes; when no shade passes, the
 * far end (black or white in lightness) with the higher contrast, the best the colour can do (the storefront then
 * paints the text black or white: `readableText`). Unknown colours are returned as given.
 */
export const accessibleShade = (color: string, against: string, minimum = WCAG_AA_CONTRAST): string => {
  const own = parseColor(color);
  if (!own || !parseColor(against)) {
    return color;
  }
  const passing = nearestPassingShade(color, against, minimum);
  if (passing) {
    return passing;
  }
  const hsl = rgbToHsl(own);
  const [dark, light] = [shadeAt(hsl, 0), shadeAt(hsl, 1)];
  return contrastRatio(dark, against) >= contrastRatio(light, against) ? dark : light;
};

/** Which colour of a text/background pair a suggestion changes. */
export type ContrastChange = 'text' | 'background';

/** A change that makes a pair readable: which colour, to what, and the ratio the pair then has. */
export type ContrastSuggestion = { change: ContrastChange; colour: string; ratio: number };

/**
 * The changes that make `text` on `background` reach `minimum`, nearest first: the background's nearest passing
 * shade, the text's nearest passing shade, and, when neither colour has one, black or white text. Each suggestion is
 * checked with `contrastRatio` (the function that flags the pair) and kept only when the changed pair passes; an
 * empty list when the pair already passes.
 */
export const contrastSuggestions = (
  text: string,
  background: string,
  minimum = WCAG_AA_CONTRAST,
): ContrastSuggestion[] => {
  if (contrastRatio(text, background) >= minimum) {
    return [];
  }
  const lightnessOf = (colour: string) => rgbToHsl(parseColor(colour) ?? MID_GREY).l;
  const options: (ContrastSuggestion & { distance: number })[] = [];
  const add = (change: ContrastChange, colour: string | null, from: string) => {
    if (!colour) {
      return;
    }
    const ratio = change === 'text' ? contrastRatio(colour, background) : contrastRatio(text, colour);
    if (ratio >= minimum) {
      options.push({ change, colour, ratio, distance: Math.abs(lightnessOf(colour) - lightnessOf(from)) });
    }
  };
  add('background', nearestPassingShade(background, text, minimum), background);
  add('text', nearestPassingShade(text, background, minimum), text);
  if (options.length === 0) {
    add('text', readableText(background, text), text);
  }
  // Nearest first; at an equal distance the background (a brand's white or black text is usually meant).
  options.sort((a, b) => a.distance - b.distance || (a.change === 'background' ? -1 : 1));
  return options.map(({ change, colour, ratio }) => ({ change, colour, ratio }));
};

/** A text colour readable on the background: the wanted one when it passes, else black or white, whichever is higher. */
export const readableText = (background: string, wanted: string): string => {
  if (contrastRatio(background, wanted) >= WCAG_AA_CONTRAST) {
    return normalizeColor(wanted, '#ffffff');
  }
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000') ? '#ffffff' : '#000000';
};

/**
 * Mixes a colour towards white (amount > 0) or black (amount < 0) by |amount| (0–1), as #rrggbb; an unreadable colour
 * counts as mid grey.
 */
export const mix = (color: string, amount: number): string => {
  const rgb = parseColor(color) ?? MID_GREY;
  const target = amount > 0 ? 255 : 0;
  const t = Math.min(1, Math.abs(amount));
  return toHex({
    r: rgb.r + (target - rgb.r) * t,
    g: rgb.g + (target - rgb.g) * t,
    b: rgb.b + (target - rgb.b) * t,
  });
};

/** Blends two colours: `weight` (0–1) of `color` over `base`, as #rrggbb; unreadable colours count as mid grey. */
export const blend = (color: string, base: string, weight: number): string => {
  const top = parseColor(color) ?? MID_GREY;
  const bottom = parseColor(base) ?? MID_GREY;
  const w = Math.min(1, Math.max(0, weight));
  return toHex({
    r: top.r * w + bottom.r * (1 - w),
    g: top.g * w + bottom.g * (1 - w),
    b: top.b * w + bottom.b * (1 - w),
  });
};
