import type { ApiCalls, CallInput } from '@door/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

type InsightCall =
  | 'getInsightSummary'
  | 'getInsightFunnel'
  | 'getInsightTimeline'
  | 'getInsightBreakdown'
  | 'getInsightOptions'
  | 'getInsightRefusals'
  | 'listInsightDocuments';

/** One dashboard figure's call, kept while the filters change (the previous figures stay until the new ones arrive). */
export const useInsight = <K extends InsightCall>(id: K, query: CallInput<ApiCalls[K]>['query'], enabled = true) =>
  useQuery({
    queryKey: callKey(id, { query } as CallInput<ApiCalls[K]>),
    queryFn: () => callApi(id, { query } as CallInput<ApiCalls[K]>),
    placeholderData: keepPreviousData,
    enabled,
  });

/** What the caller may filter by. */
export const useInsightChoices = () =>
  useQuery({ queryKey: callKey('getInsightChoices', {}), queryFn: () => callApi('getInsightChoices', {}) });
