import type { OverviewReply } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** What the overview is read for. */
export type OverviewRequest = {
  configurationId: string;
  brandPartnerId: string;
  signedIn: boolean;
  language: string;
  /** The current document (editors in adding mode): prices in its currency and price list. */
  documentId?: string | null;
};

/** The overview: chosen parameters by category, prices and total (auth variant for signed-in users). */
export const getOverview = async (request: OverviewRequest): Promise<OverviewReply> =>
  apiClient.get<OverviewReply>(
    request.signedIn
      ? `/configurator/auth/${request.configurationId}/overview`
      : `/configurator/${request.configurationId}/overview`,
    {
      query: {
        brandPartnerId: request.brandPartnerId,
        documentId: request.signedIn ? (request.documentId ?? undefined) : undefined,
      },
    },
  );

/** Query options of the overview. */
export const getOverviewQueryOptions = (request: OverviewRequest) =>
  queryOptions({
    queryKey: ['configurator', 'overview', request],
    queryFn: () => getOverview(request),
    retry: false,
  });

/** The overview of a configuration. */
export const useOverview = (request: OverviewRequest, enabled: boolean) =>
  useQuery({ ...getOverviewQueryOptions(request), enabled });
