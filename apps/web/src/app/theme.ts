import {
  accessibleShade,
  type BrandStyle,
  blend,
  contrastRatio,
  mix,
  normalizeColor,
  readableText,
  tone,
} from '@door/contract';
import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';

/** Default theme colours of the specification (§9); the header uses the button colour. */
export const DEFAULT_STYLE_COLORS = {
  ButtonColor: '#86A33C',
  ButtonFontColor: '#ffffff',
  HeaderFontColor: '#ffffff',
  BackgroundColor: '#86A33C',
} as const;

/** Shadow of the specification: black at alpha 0.2. */
export const THEME_SHADOW = '0 2px 12px rgba(0, 0, 0, 0.2)';

/** The fixed look of the public documents pages (paths containing 'documents'). */
export const DOCUMENTS_STYLE_COLORS = {
  ButtonColor: '#1F4E79',
  ButtonFontColor: '#ffffff',
  HeaderFontColor: '#ffffff',
  BackgroundColor: '#14212E',
} as const;

/** Logo of the public documents pages. */
export const DOCUMENTS_LOGO = '/documents-logo.svg';

/** Semantic colours that stay the same under every brand; their displayed shades are derived like the brand's. */
export const SEMANTIC_COLORS = {
  warning: '#c77700',
  error: '#b00020',
  success: '#2e7d32',
} as const;

/** HSL lightness of Mantine's ten grey shades (index 0 lightest), in the brand's neutral hue. */
const GRAY_LIGHTNESS = [0.975, 0.95, 0.91, 0.86, 0.8, 0.66, 0.5, 0.38, 0.28, 0.2] as const;

/** Colours as displayed: every text/background pair passes WCAG AA. */
export type DisplayColors = {
  headerBackground: string;
  headerText: string;
  buttonBackground: string;
  buttonText: string;
  buttonHover: string;
  link: string;
  bannerBackground: string;
  bannerText: string;
  /** Page background. */
  surface: string;
  /** Cards, panels, inputs. */
  raised: string;
  /** Wells inside cards (swatch areas, picture backgrounds, disabled inputs). */
  sunken: string;
  /** Small filled marks (step numbers) and skeletons; the darkest surface any text sits on. */
  subtle: string;
  line: string;
  /** Borders of inputs and choices. */
  lineStrong: string;
  lineHover: string;
  ink: string;
  /** Secondary labels. */
  inkSoft: string;
  /** Hints, counts, captions. */
  inkMuted: string;
  /** Disabled text and icons. */
  inkFaint: string;
  /** Dark blocks: footer, overview total, tooltips, badges. */
  inverse: string;
  inverseText: string;
  inverseMuted: string;
  /** A tint of the brand colour (the current step, the selected choice, notices). */
  accentSoft: string;
  accentLine: string;
  /** Text on the tint. */
  accentInk: string;
  /** Focus rings and selection marks: the brand colour, at least 3:1 on the page. */
  focus: string;
  warningSoft: string;
  warningLine: string;
  warningInk: string;
  warningMark: string;
  /** Warning text on white and the wells. */
  warningText: string;
  error: string;
  /** Readable on white and on its own light tint (Mantine's light alerts). */
  success: string;
  /** Mantine's grey scale in the brand's neutral hue. */
  grays: string[];
};

type ColorSource = Pick<BrandStyle, 'ButtonColor' | 'ButtonFontColor' | 'HeaderFontColor' | 'BackgroundColor'> &
  Partial<Pick<BrandStyle, 'ExposedBannerColor' | 'ExposedBannerFontColor'>>;

/** Non-text contrast (WCAG 1.4.11) of focus rings and selection marks. */
const NON_TEXT_CONTRAST = 3;
/** Main text gets AAA contrast on every surface. */
const AAA_CONTRAST = 7;
/** Greys lean towards the brand's header colour by at most this HSL saturation. */
const NEUTRAL_SATURATION = 0.1;

/**
 * Derives the displayed colours from the stored ones: backgrounds that fail AA with their text are darkened or
 * lightened; greys take the hue of the header colour; tints and marks come from the button colour. The rules are
 * written in docs/decisions.md (White label).
 */
export const deriveDisplayColors = (style: ColorSource | null | undefined): DisplayColors => {
  const source = { ...DEFAULT_STYLE_COLORS, ...style };
  const storedButton = normalizeColor(source.ButtonColor, DEFAULT_STYLE_COLORS.ButtonColor);
  const buttonText = normalizeColor(source.ButtonFontColor, DEFAULT_STYLE_COLORS.ButtonFontColor);
  const buttonBackground = accessibleShade(storedButton, buttonText);
  const headerText = normalizeColor(source.HeaderFontColor, DEFAULT_STYLE_COLORS.HeaderFontColor);
  const storedHeader = normalizeColor(
    source.BackgroundColor || source.ButtonColor,
    DEFAULT_STYLE_COLORS.BackgroundColor,
  );
  const headerBackground = accessibleShade(storedHeader, headerText);
  const bannerText = normalizeColor(source.ExposedBannerFontColor, '#ffffff');
  const bannerBackground = accessibleShade(normalizeColor(source.ExposedBannerColor, '#222222'), bannerText);

  const neutral = (lightness: number) => tone(storedHeader, lightness, NEUTRAL_SATURATION);
  const raised = '#ffffff';
  const surface = neutral(0.965);
  const sunken = neutral(0.945);
  const subtle = neutral(0.91);
  // Text is checked against the darkest surface it sits on, so it passes on every lighter one too.
  const ink = accessibleShade(neutral(0.12), subtle, AAA_CONTRAST + 3);
  const inverse = contrastRatio(headerBackground, '#ffffff') >= AAA_CONTRAST ? headerBackground : neutral(0.13);
  const inverseText = readableText(inverse, '#ffffff');
  const accentSoft = blend(storedButton, raised, 0.1);
  const warningSoft = blend(SEMANTIC_COLORS.warning, raised, 0.1);
  return {
    headerBackground,
    headerText: readableText(headerBackground, headerText),
    buttonBackground,
    buttonText: readableText(buttonBackground, buttonText),
    buttonHover: mix(buttonBackground, -0.15),
    // Links are the brand colour on the page: the shade readable on the wells (and so on the page and white).
    link: accessibleShade(storedButton, sunken),
    bannerBackground,
    bannerText: readableText(bannerBackground, bannerText),
    surface,
    raised,
    sunken,
    subtle,
    line: neutral(0.88),
    lineStrong: neutral(0.75),
    lineHover: neutral(0.5),
    ink,
    inkSoft: accessibleShade(neutral(0.26), subtle, AAA_CONTRAST),
    inkMuted: accessibleShade(neutral(0.34), subtle),
    inkFaint: accessibleShade(neutral(0.44), sunken),
    inverse,
    inverseText,
    inverseMuted: accessibleShade(neutral(0.82), inverse),
    accentSoft,
    accentLine: blend(storedButton, raised, 0.45),
    accentInk: accessibleShade(mix(storedButton, -0.5), accentSoft, AAA_CONTRAST),
    focus: accessibleShade(buttonBackground, surface, NON_TEXT_CONTRAST),
    warningSoft,
    warningLine: blend(SEMANTIC_COLORS.warning, raised, 0.45),
    warningInk: accessibleShade(mix(SEMANTIC_COLORS.warning, -0.5), warningSoft, AAA_CONTRAST),
    warningMark: SEMANTIC_COLORS.warning,
    warningText: accessibleShade(SEMANTIC_COLORS.warning, sunken),
    error: accessibleShade(SEMANTIC_COLORS.error, sunken),
    success: accessibleShade(SEMANTIC_COLORS.success, blend(SEMANTIC_COLORS.success, raised, 0.12)),
    grays: GRAY_LIGHTNESS.map(neutral),
  };
};

/** Ten Mantine shades around a base colour placed at index 6 (Mantine's primary shade). */
export const buildShades = (base: string): MantineColorsTuple =>
  [
    mix(base, 0.92),
    mix(base, 0.82),
    mix(base, 0.68),
    mix(base, 0.52),
    mix(base, 0.36),
    mix(base, 0.18),
    base,
    mix(base, -0.12),
    mix(base, -0.24),
    mix(base, -0.36),
  ] as unknown as MantineColorsTuple;

/** The Mantine theme of a brand's displayed colours. */
export const buildMantineTheme = (colors: DisplayColors): MantineThemeOverride =>
  createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    // Semantic reds and greens (alerts, errors) and the greys come from the same derived colours as the CSS.
    colors: {
      brand: buildShades(colors.buttonBackground),
      red: buildShades(colors.error),
      green: buildShades(colors.success),
      gray: colors.grays as unknown as MantineColorsTuple,
    },
    fontFamily:
      '"Inter", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
    headings: {
      fontFamily:
        '"Inter", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
      fontWeight: '650',
    },
    defaultRadius: 'sm',
    cursorType: 'pointer',
    shadows: { md: THEME_SHADOW },
    components: {
      // A plain object rather than Button.extend, so the theme does not pull the Button component into step 1.
      Button: {
        vars: (_theme: unknown, props: { variant?: string; color?: string }) =>
          (props.variant === undefined || props.variant === 'filled') && props.color === undefined
            ? {
                root: {
                  '--button-bg': colors.buttonBackground,
                  '--button-hover': colors.buttonHover,
                  '--button-color': colors.buttonText,
                  '--button-hover-color': colors.buttonText,
                },
              }
            : { root: {} },
      },
    },
  });

/** CSS variables of the displayed colours: every colour of the customer pages' CSS is one of these. */
export const buildCssVariablesResolver =
  (colors: DisplayColors): CSSVariablesResolver =>
  () => ({
    variables: {
      '--brand-header-bg': colors.headerBackground,
      '--brand-header-fg': colors.headerText,
      '--brand-button-bg': colors.buttonBackground,
      '--brand-button-fg': colors.buttonText,
      '--brand-link': colors.link,
      '--brand-banner-bg': colors.bannerBackground,
      '--brand-banner-fg': colors.bannerText,
      '--brand-button-hover': colors.buttonHover,
      '--brand-shadow': THEME_SHADOW,
      '--surface': colors.surface,
      '--raised': colors.raised,
      '--sunken': colors.sunken,
      '--subtle': colors.subtle,
      '--line': colors.line,
      '--line-strong': colors.lineStrong,
      '--line-hover': colors.lineHover,
      '--ink': colors.ink,
      '--ink-soft': colors.inkSoft,
      '--ink-muted': colors.inkMuted,
      '--ink-faint': colors.inkFaint,
      '--inverse': colors.inverse,
      '--inverse-fg': colors.inverseText,
      '--inverse-muted': colors.inverseMuted,
      '--accent-soft': colors.accentSoft,
      '--accent-line': colors.accentLine,
      '--accent-ink': colors.accentInk,
      '--focus': colors.focus,
      '--warning-soft': colors.warningSoft,
      '--warning-line': colors.warningLine,
      '--warning-ink': colors.warningInk,
      '--warning-mark': colors.warningMark,
      '--warning-text': colors.warningText,
      '--error': colors.error,
    },
    light: {
      '--mantine-color-dimmed': colors.inkMuted,
      // A file input's placeholder is text on the page (not ::placeholder): it needs the contrast of any text.
      '--mantine-color-placeholder': colors.inkMuted,
      '--mantine-color-anchor': colors.link,
      '--mantine-color-text': colors.ink,
      '--mantine-color-error': colors.error,
    },
    dark: {},
  });
