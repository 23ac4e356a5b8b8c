import type { OverviewReply } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** What the overview is read for. */
export type OverviewRequest = {
  configurationId: string;
  brandPartnerId: string;
  signedIn: boolean;
  language: string;
  /** The current document (editors in adding mode): prices in its currency and price list. */
  documentId?: string | null;
};

/** The call and input of an overview (auth variant for signed-in users, with the document in adding mode). */
const overviewCall = (request: OverviewRequest) =>
  [
    request.signedIn ? 'getConfigurationOverviewAuth' : 'getConfigurationOverview',
    {
      params: { configurationId: request.configurationId },
      query: {
        brandPartnerId: request.brandPartnerId,
        documentId: request.signedIn ? (request.documentId ?? undefined) : undefined,
      },
    },
  ] as const;

/** The overview: chosen parameters by category, prices and total. */
export const getOverview = async (request: OverviewRequest): Promise<OverviewReply> =>
  callApi(...overviewCall(request));

/** Query options of the overview. */
export const getOverviewQueryOptions = (request: OverviewRequest) =>
  queryOptions({
    queryKey: callKey(...overviewCall(request), request.language),
    queryFn: () => getOverview(request),
    retry: false,
  });

/** The overview of a configuration. */
export const useOverview = (request: OverviewRequest, enabled: boolean) =>
  useQuery({ ...getOverviewQueryOptions(request), enabled });
