import { readGuid } from '@door/contract';
import type { QueryClient } from '@tanstack/react-query';
import { serverPictureOf } from '#web/components/configurator/picture';
import { currentBrandPartnerId, useAppStore } from '#web/stores/app-store';
import { variantOf } from '../lib/variant';
import { getConfigurationQueryOptions } from './open-configuration';

/**
 * Starts opening the configuration of a step-2 address (`?id=…&bpi=…`) while the page's code and texts load, under
 * the query the page then reads (useRouteConfiguration), and its picture once the reply names it.
 */
export const prefetchConfiguration = (queryClient: QueryClient, params: URLSearchParams): void => {
  const configurationId = readGuid(params.get('id'));
  if (!configurationId) {
    return;
  }
  const state = useAppStore.getState();
  const options = getConfigurationQueryOptions({
    variant: variantOf(state.token, state.role),
    brandPartnerId: readGuid(params.get('bpi')) ?? currentBrandPartnerId(state),
    configurationId,
    language: state.language,
  });
  // The picture is the page's largest element: it downloads as soon as its address is known, not after the render.
  void queryClient.fetchQuery(options).then(
    (reply) => {
      const picture = new Image();
      picture.fetchPriority = 'high';
      picture.src = serverPictureOf(reply.Metadata);
    },
    () => undefined,
  );
};
