import type { SelectionCategory } from '@door/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ModelsRequest } from './get-models';

/** Reads the selection categories with their values (Active and Count follow the current filter). */
export const getCategories = async (request: ModelsRequest): Promise<SelectionCategory[]> =>
  apiClient.post<SelectionCategory[]>(`/selection/${request.signedIn ? 'auth/' : ''}categories/${request.bpi}`, {
    categories: request.filters,
    textFilter: request.textFilter,
    lang: request.lang,
  });

/** Query options of the selection categories. */
export const getCategoriesQueryOptions = (request: ModelsRequest) =>
  queryOptions({
    queryKey: ['selection', 'categories', request],
    queryFn: () => getCategories(request),
    staleTime: 60_000,
  });

/** The selection categories; the previous ones stay on screen while a new filter loads. */
export const useCategories = (request: ModelsRequest) =>
  useQuery({ ...getCategoriesQueryOptions(request), placeholderData: keepPreviousData });
