import { MantineProvider } from '@mantine/core';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useAppStore } from '#web/stores/app-store';
import { buildCssVariablesResolver, buildMantineTheme, DOCUMENTS_STYLE_COLORS, deriveDisplayColors } from './theme';

/** Mantine themed at run time from the brand's colours (or the documents pages' own), in accessible shades. */
export const BrandThemeProvider = ({ documents, children }: { documents: boolean; children: ReactNode }) => {
  const style = useAppStore((state) => state.theme?.Style);
  const colors = useMemo(() => deriveDisplayColors(documents ? DOCUMENTS_STYLE_COLORS : style), [documents, style]);
  const theme = useMemo(() => buildMantineTheme(colors), [colors]);
  const resolver = useMemo(() => buildCssVariablesResolver(colors), [colors]);
  // The phone's browser bar takes the header's colour, like the page.
  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colors.headerBackground);
  }, [colors.headerBackground]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={resolver} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
};
