import type { ConfigurationReply } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';
import { type ConfiguratorVariant, VARIANT_CALLS } from '../lib/variant';

/** What opens or creates a configuration: an existing configurationId, or a new one of partId. */
export type OpenConfigurationRequest = {
  variant: ConfiguratorVariant;
  brandPartnerId: string;
  configurationId?: string;
  partId?: string;
  language: string;
  /** The current document in adding mode (editors): Metadata carries HasDocument, Position, InApproval, CanEdit. */
  documentId?: string;
};

/** The query of the create call: an existing configuration, or a new one of the model (partId). */
const createQuery = (
  request: Omit<OpenConfigurationRequest, 'variant' | 'language'>,
  variant: ConfiguratorVariant,
) => ({
  brandPartnerId: request.brandPartnerId,
  configurationId: request.configurationId,
  partId: request.configurationId ? undefined : request.partId,
  documentId: variant === 'admin' ? request.documentId : undefined,
});

/** Creates a configuration of a model or opens an existing one (GET /configurator/create and its variants). */
export const openConfiguration = async (request: OpenConfigurationRequest): Promise<ConfigurationReply> =>
  callApi(VARIANT_CALLS[request.variant].create, { query: createQuery(request, request.variant) });

/** Query key of an open configuration (its texts are the language's); updates write their replies under it. */
export const configurationQueryKey = (request: Omit<OpenConfigurationRequest, 'partId'>) =>
  callKey(VARIANT_CALLS[request.variant].create, { query: createQuery(request, request.variant) }, request.language);

/** Query options of an existing configuration. */
export const getConfigurationQueryOptions = (request: OpenConfigurationRequest & { configurationId: string }) =>
  queryOptions({
    queryKey: configurationQueryKey(request),
    queryFn: () => openConfiguration(request),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** An existing configuration, opened once and then kept up to date by the updates. */
export const useConfiguration = (request: OpenConfigurationRequest & { configurationId: string }, enabled: boolean) =>
  useQuery({ ...getConfigurationQueryOptions(request), enabled });
