/** WCAG AA minimum contrast for normal text. */
export const WCAG_AA_CONTRAST = 4.5;

type Rgb = { r: number; g: number; b: number };
type Hsl = { h: number; s: number; l: number };

/** Parses #rgb, #rrggbb or rgb()/rgba() colours; null when the text is not a colour we understand. */
export const parseColor = (value: string | null | undefined): Rgb | null => {
  const text = (value ?? '').trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short) {
    const [, r = '0', g = '0', b = '0'] = short;
    return { r: Number.parseInt(r + r, 16), g: Number.parseInt(g + g, 16), b: Number.parseInt(b + b, 16) };
  }
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})(?:[0-9a-f]{2})?$/.exec(text);
  if (long) {
    const [, r = '0', g = '0', b = '0'] = long;
    return { r: Number.parseInt(r, 16), g: Number.parseInt(g, 16), b: Number.parseInt(b, 16) };
  }
  const fn = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/.exec(text);
  if (fn) {
    const [, r = '0', g = '0', b = '0'] = fn;
    return { r: Number(r), g: Number(g), b: Number(b) };
  }
  if (text === 'white') {
    return { r: 255, g: 255, b: 255 };
  }
  if (text === 'black') {
    return { r: 0, g: 0, b: 0 };
  }
  return null;
};

const toHex = ({ r, g, b }: Rgb): string =>
  `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

const channelLuminance = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of a colour (WCAG 2). */
export const luminance = (rgb: Rgb): number =>
  0.2126 * channelLuminance(rgb.r) + 0.7152 * channelLuminance(rgb.g) + 0.0722 * channelLuminance(rgb.b);

/** Contrast ratio of two colours (1 to 21); unknown colours count as failing (1). */
export const contrastRatio = (a: string, b: string): number => {
  const first = parseColor(a);
  const second = parseColor(b);
  if (!first || !second) {
    return 1;
  }
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const rgbToHsl = ({ r, g, b }: Rgb): Hsl => {
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

const hslToRgb = ({ h, s, l }: Hsl): Rgb => {
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

/** Normalises a colour to #rrggbb, or returns the fallback when it cannot be read. */
export const normalizeColor = (value: string | null | undefined, fallback: string): string => {
  const rgb = parseColor(value);
  return rgb ? toHex(rgb) : fallback;
};

/**
 * Returns the shade of `background` nearest in HSL lightness (same hue and saturation) that gives `foreground`
 * at least the AA ratio; the background is returned unchanged when the pair already passes. The rule is written
 * in docs/decisions.md.
 */
export const accessibleBackground = (background: string, foreground: string, minimum = WCAG_AA_CONTRAST): string => {
  const bg = parseColor(background);
  const fg = parseColor(foreground);
  if (!bg || !fg) {
    return background;
  }
  const original = toHex(bg);
  if (contrastRatio(original, toHex(fg)) >= minimum) {
    return original;
  }
  const hsl = rgbToHsl(bg);
  // A light text needs a darker background and a dark text a lighter one; search the lightness by bisection
  // between the original lightness and the extreme, keeping the passing end, so the result is the nearest shade.
  const darken = luminance(fg) > luminance(bg);
  let passing = darken ? 0 : 1;
  let failing = hsl.l;
  for (let i = 0; i < 24; i += 1) {
    const middle = (passing + failing) / 2;
    const candidate = toHex(hslToRgb({ ...hsl, l: middle }));
    if (contrastRatio(candidate, toHex(fg)) >= minimum) {
      passing = middle;
    } else {
      failing = middle;
    }
  }
  const result = toHex(hslToRgb({ ...hsl, l: passing }));
  // Rounding to whole channels can land a hair below the ratio; step once more in the same direction.
  if (contrastRatio(result, toHex(fg)) >= minimum) {
    return result;
  }
  return toHex(hslToRgb({ ...hsl, l: Math.min(1, Math.max(0, passing + (darken ? -0.01 : 0.01))) }));
};

/** A text colour readable on the background: the wanted one when it passes, else black or white, whichever is higher. */
export const readableText = (background: string, wanted: string): string => {
  if (contrastRatio(background, wanted) >= WCAG_AA_CONTRAST) {
    return normalizeColor(wanted, '#ffffff');
  }
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000') ? '#ffffff' : '#000000';
};

/** Mixes a colour towards white (amount > 0) or black (amount < 0); used to build the ten Mantine shades. */
export const mix = (color: string, amount: number): string => {
  const rgb = parseColor(color) ?? { r: 0, g: 0, b: 0 };
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  return toHex({
    r: rgb.r + (target - rgb.r) * t,
    g: rgb.g + (target - rgb.g) * t,
    b: rgb.b + (target - rgb.b) * t,
  });
};
