import type { ConfigurationReply } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type ConfiguratorVariant, variantPrefix } from '../lib/variant';

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

/** Creates a configuration of a model or opens an existing one (GET /configurator/create and its variants). */
export const openConfiguration = async (request: OpenConfigurationRequest): Promise<ConfigurationReply> =>
  apiClient.get<ConfigurationReply>(`${variantPrefix(request.variant)}/create`, {
    query: {
      brandPartnerId: request.brandPartnerId,
      configurationId: request.configurationId,
      partId: request.configurationId ? undefined : request.partId,
      documentId: request.variant === 'admin' ? request.documentId : undefined,
    },
  });

/** Query key of an open configuration; updates write their replies under it. */
export const configurationQueryKey = (request: Omit<OpenConfigurationRequest, 'partId'>) =>
  ['configurator', 'configuration', request.variant, request.configurationId, request.language] as const;

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
