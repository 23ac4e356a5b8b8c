import type { SelectionCategory } from '@door/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';
import type { ModelsRequest } from './get-models';

/** Reads the selection categories with their values (Active and Count follow the current filter). */
export const getCategories = async (request: ModelsRequest): Promise<SelectionCategory[]> =>
  callApi(request.signedIn ? 'getSelectionCategoriesAuth' : 'getSelectionCategories', {
    params: { bpi: request.bpi },
    body: { categories: request.filters, textFilter: request.textFilter, lang: request.lang },
  });

/** Query options of the selection categories. */
export const getCategoriesQueryOptions = (request: ModelsRequest) =>
  queryOptions({
    queryKey: callKey(request.signedIn ? 'getSelectionCategoriesAuth' : 'getSelectionCategories', {
      params: { bpi: request.bpi },
      body: { categories: request.filters, textFilter: request.textFilter, lang: request.lang },
    }),
    queryFn: () => getCategories(request),
    staleTime: 60_000,
  });

/** The selection categories; the previous ones stay on screen while a new filter loads. */
export const useCategories = (request: ModelsRequest) =>
  useQuery({ ...getCategoriesQueryOptions(request), placeholderData: keepPreviousData });
