import type { BrandStyle } from '@door/contract';
import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import { accessibleBackground, mix, normalizeColor, readableText } from '../lib/contrast';

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

/** Page background behind links (see --surface in app.css). */
export const PAGE_SURFACE = '#f6f6f3';

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
};

type ColorSource = Pick<BrandStyle, 'ButtonColor' | 'ButtonFontColor' | 'HeaderFontColor' | 'BackgroundColor'> &
  Partial<Pick<BrandStyle, 'ExposedBannerColor' | 'ExposedBannerFontColor'>>;

/** Derives the displayed colours from the stored ones, darkening or lightening a background that fails AA. */
export const deriveDisplayColors = (style: ColorSource | null | undefined): DisplayColors => {
  const source = { ...DEFAULT_STYLE_COLORS, ...style };
  const buttonText = normalizeColor(source.ButtonFontColor, DEFAULT_STYLE_COLORS.ButtonFontColor);
  const buttonBackground = accessibleBackground(
    normalizeColor(source.ButtonColor, DEFAULT_STYLE_COLORS.ButtonColor),
    buttonText,
  );
  const headerText = normalizeColor(source.HeaderFontColor, DEFAULT_STYLE_COLORS.HeaderFontColor);
  const headerBackground = accessibleBackground(
    normalizeColor(source.BackgroundColor || source.ButtonColor, DEFAULT_STYLE_COLORS.BackgroundColor),
    headerText,
  );
  const bannerText = normalizeColor(source.ExposedBannerFontColor, '#ffffff');
  const bannerBackground = accessibleBackground(normalizeColor(source.ExposedBannerColor, '#222222'), bannerText);
  return {
    headerBackground,
    headerText: readableText(headerBackground, headerText),
    buttonBackground,
    buttonText: readableText(buttonBackground, buttonText),
    buttonHover: mix(buttonBackground, -0.15),
    // Links are the brand colour on the page: the shade readable on the page surface (and so on white).
    link: accessibleBackground(normalizeColor(source.ButtonColor, DEFAULT_STYLE_COLORS.ButtonColor), PAGE_SURFACE),
    bannerBackground,
    bannerText: readableText(bannerBackground, bannerText),
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
    colors: { brand: buildShades(colors.buttonBackground) },
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

/** CSS variables of the brand colours for the layout, and readable dimmed and link colours for Mantine. */
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
      '--brand-shadow': THEME_SHADOW,
    },
    light: { '--mantine-color-dimmed': '#575e66', '--mantine-color-anchor': colors.link },
    dark: {},
  });
