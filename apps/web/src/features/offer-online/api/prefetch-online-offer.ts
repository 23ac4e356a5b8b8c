import type { Language } from '@door/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { onlineOfferQueryOptions } from './online-offer';

/**
 * Fetches the offer of `/offer/{token}` as the app starts, beside the page's code, and names the language and
 * storefront the app opens in before its first paint (main.tsx): the page is then drawn once, in the customer's
 * language and the storefront's look, rather than in the browser's language and the default look and then again.
 * Nothing when the offer cannot be read (the page then says why).
 */
export const prefetchOnlineOffer = async (
  queryClient: QueryClient,
  _params: URLSearchParams,
  pathParams: Params,
): Promise<{ language: Language; brandPartnerId: string } | undefined> => {
  const token = pathParams.token;
  if (!token) {
    return undefined;
  }
  const offer = await queryClient.fetchQuery(onlineOfferQueryOptions(token));
  return { language: offer.Language, brandPartnerId: offer.BrandPartnerId };
};
