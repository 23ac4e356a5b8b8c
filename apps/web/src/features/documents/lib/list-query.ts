import { type DocumentListColumn, type DocumentListView, LIMITS, TIMINGS } from '@door/contract';

/** Rows a page of the document lists (§9). */
export const DOCUMENT_LIST_PAGE_SIZE = LIMITS.documentListPageSize;
/** Delay of the column text filters (§9). */
export const FILTER_DELAY_MS = TIMINGS.textFilterDelay;

/** A column sort: which column and whether descending. */
export type ListSort = { column: DocumentListColumn; desc: boolean };

/** What the table shows: view, the two checkboxes, filters, sort, page and the project preset. */
export type ListState = {
  view: DocumentListView;
  includeArchived: boolean;
  showAll: boolean;
  filters: Partial<Record<DocumentListColumn, string>>;
  sort: ListSort | null;
  /** 0-based page index, as TanStack Table counts. */
  pageIndex: number;
  /** Project number from `?project=`. */
  project: number | null;
};

/** The list call's last path part (§7): the view, 'All' to include archived, 'Limit' when 'show all' is off. */
export const documentListSuffix = ({
  view,
  includeArchived,
  showAll,
}: Pick<ListState, 'view' | 'includeArchived' | 'showAll'>) =>
  `${view}${includeArchived ? 'All' : ''}${showAll ? '' : 'Limit'}`;

/** The server filters prices on `1234.50`; the table shows `1.234,50 €` (de-DE), so a typed price is turned back. */
const serverFilterText = (column: DocumentListColumn, text: string): string =>
  column === 'TotalPriceWithTax' ? text.replace(/[€\s]/g, '').replace(/\./g, '').replace(',', '.') : text;

/** The server-side filter, sort and paging parameters of the list call for a table state. */
export const documentListQuery = (state: ListState): Record<string, string | number> => {
  const query: Record<string, string | number> = { page: state.pageIndex + 1, pageSize: DOCUMENT_LIST_PAGE_SIZE };
  if (state.sort) {
    query.sort = state.sort.column;
    query.order = state.sort.desc ? 'desc' : 'asc';
  }
  if (state.project !== null) {
    query.project = state.project;
  }
  for (const [column, text] of Object.entries(state.filters) as [DocumentListColumn, string | undefined][]) {
    const value = serverFilterText(column, text?.trim() ?? '');
    if (value) {
      query[`filter[${column}]`] = value;
    }
  }
  return query;
};

/** Reads `?project=` as a project number; anything else is no preset. */
export const readProjectParameter = (value: string | null): number | null => {
  if (!value || !/^\d{1,10}$/.test(value.trim())) {
    return null;
  }
  const number = Number(value.trim());
  return number <= 2_147_483_647 ? number : null;
};

/** The time of the last change as the server filters it (`YYYY-MM-DD HH:MM`, UTC), so what is seen is what matches. */
export const formatListDate = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return iso;
  }
  return `${date.toISOString().slice(0, 10)} ${date.toISOString().slice(11, 16)}`;
};
