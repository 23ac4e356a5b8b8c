import {
  DEFAULT_CURRENCY,
  type Language,
  LIMITS,
  type SelectionModel,
  type SelectionModelsReply,
} from '@door/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';
import type { SelectionFilter } from '../stores/search';

/** What the model list is asked for: brand partner, filters, text, language and whether prices may be shown. */
export type ModelsRequest = {
  bpi: string;
  filters: SelectionFilter[];
  textFilter: string;
  lang: Language;
  signedIn: boolean;
};

/** Reads one page of models (special offers and regular ones); signed-in users get prices. */
export const getModels = async (request: ModelsRequest, page: number): Promise<SelectionModelsReply> =>
  callApi(request.signedIn ? 'getModelsAuth' : 'getModels', {
    params: { bpi: request.bpi },
    body: {
      categories: request.filters,
      textFilter: request.textFilter,
      lang: request.lang,
      page,
      pageSize: LIMITS.modelPageSize,
    },
  });

/** Infinite query options of the model list, pages of 25. */
export const getModelsQueryOptions = (request: ModelsRequest) =>
  infiniteQueryOptions({
    queryKey: callKey(request.signedIn ? 'getModelsAuth' : 'getModels', {
      params: { bpi: request.bpi },
      body: { categories: request.filters, textFilter: request.textFilter, lang: request.lang },
    }),
    queryFn: ({ pageParam }) => getModels(request, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.HasMore ? last.Page + 1 : undefined),
    staleTime: 60_000,
  });

/** The model list, one page at a time, with the pages' special and regular models joined, and their currency. */
export const useModels = (request: ModelsRequest) => {
  const query = useInfiniteQuery({ ...getModelsQueryOptions(request), placeholderData: (previous) => previous });
  const pages = query.data?.pages ?? [];
  const special: SelectionModel[] = pages.flatMap((page) => page.BrandModelsSpecial);
  const regular: SelectionModel[] = pages.flatMap((page) => page.BrandModelsNotSpecial);
  return { ...query, special, regular, total: pages[0]?.Total ?? 0, currency: pages[0]?.Currency ?? DEFAULT_CURRENCY };
};
