import { DEFAULT_BRAND_PARTNER_ID, readGuid } from '@door/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useAppStore } from '#web/stores/app-store';
import { getBrandActiveQueryOptions } from './get-brand-active';
import { getBrandDataQueryOptions } from './get-brand-data';
import { getFooterQueryOptions } from './get-footer';

/** The brand partner an address shows: its `bpi`, else the stored one, else the default. */
export const brandPartnerIdOf = (params: URLSearchParams, stored: string | null): string =>
  readGuid(params.get('bpi')) ?? stored ?? DEFAULT_BRAND_PARTNER_ID;

/**
 * Starts the brand partner's check, theme and footer with the app, beside the page's code, and stores the theme of
 * an active brand partner: the first paint then shows the brand's logo and colours rather than redrawing the whole
 * page when they arrive. Resolves when that is done, whatever the answers were (useBrandBootstrap handles them).
 */
export const prefetchBrand = async (queryClient: QueryClient, params: URLSearchParams): Promise<void> => {
  const bpi = brandPartnerIdOf(params, useAppStore.getState().brandPartnerId);
  void queryClient.prefetchQuery(getFooterQueryOptions(bpi));
  const [active, theme] = await Promise.allSettled([
    queryClient.fetchQuery(getBrandActiveQueryOptions(bpi)),
    queryClient.fetchQuery(getBrandDataQueryOptions(bpi)),
  ]);
  if (active.status === 'fulfilled' && active.value.isActive && theme.status === 'fulfilled') {
    useAppStore.getState().setTheme(theme.value);
  }
};
