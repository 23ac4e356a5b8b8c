import { TIMINGS } from '@door/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { MANAGE_PAGE_SIZE } from './list-toolbar';

/**
 * The state of a management list: the typed search (sent 500 ms after typing stops, §9), "show deactivated" and the
 * page (back to the first whenever the search or the filter changes), and the query the server gets.
 */
export const useListQuery = () => {
  const [search, setSearchText] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), TIMINGS.textFilterDelay);
  const [includeInactive, setInactive] = useState(false);
  const [pageIndex, setPageIndex] = useState(0);
  return {
    search,
    setSearch: (value: string) => {
      setSearchText(value);
      setPageIndex(0);
    },
    includeInactive,
    setIncludeInactive: (value: boolean) => {
      setInactive(value);
      setPageIndex(0);
    },
    pageIndex,
    setPageIndex,
    query: {
      ...(debounced ? { search: debounced } : {}),
      ...(includeInactive ? { includeInactive: 'true' as const } : {}),
      page: pageIndex + 1,
      pageSize: MANAGE_PAGE_SIZE,
    },
  };
};

/** How many pages a total makes. */
export const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / MANAGE_PAGE_SIZE));
