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

/** The list call of a state (§7): `listDocumentsMy`, `…MyAll`, `…MyLimit`, …, `…AllAllLimit`. */
export const documentListCall = (state: Pick<ListState, 'view' | 'includeArchived' | 'showAll'>) =>
  `listDocuments${state.view === 'my' ? 'My' : 'All'}${state.includeArchived ? 'All' : ''}${state.showAll ? '' : 'Limit'}` as const;

/**
 * A day typed as the list shows it (day, month, year in every language: `24.11.2026`, `24/11/2026`, `24. 11. 2026`,
 * also `24.11.` or `11/2026`; a time after it is left out) in the server's form (`2026-11-24`, `-11-24`, `2026-11`);
 * other text goes as typed.
 */
export const serverDateFilter = (text: string): string => {
  const day = /^(\d{1,2})\s*[./]\s*(\d{1,2})\s*(?:[./]\s*(\d{4})?)?(?:,?\s+\d{1,2}:\d{2})?$/.exec(text);
  if (day) {
    const [, date = '', month = '', year = ''] = day;
    return `${year}-${month.padStart(2, '0')}-${date.padStart(2, '0')}`;
  }
  const month = /^(\d{1,2})\s*[./]\s*(\d{4})$/.exec(text);
  return month ? `${month[2]}-${(month[1] ?? '').padStart(2, '0')}` : text;
};

/**
 * What the server filters on for what the user typed as the table shows it: prices `1.234,50 €` (de-DE) as
 * `1234.50`, dates of the interface language as `YYYY-MM-DD`.
 */
const serverFilterText = (column: DocumentListColumn, text: string): string => {
  if (column === 'TotalPriceWithTax') {
    return text.replace(/[€\s]/g, '').replace(/\./g, '').replace(',', '.');
  }
  return column === 'DocumentLastChanged' ? serverDateFilter(text) : text;
};

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

/** The query of a list address that shows one document: its number as the filter, and the checkboxes it needs. */
export type ListPreset = { document?: string; includeArchived?: boolean; showAll?: boolean };

/** Reads the list presets of an address (`?document=2026-00001&archived=1&all=1`). */
export const readListPreset = (search: URLSearchParams): ListPreset => ({
  document: search.get('document')?.trim().slice(0, 255) || undefined,
  includeArchived: search.get('archived') === '1',
  showAll: search.get('all') === '1',
});

/** The query string of a list preset, for a link to where a document is now. */
export const listPresetQuery = (preset: ListPreset): Record<string, string | null> => ({
  document: preset.document ?? null,
  archived: preset.includeArchived ? '1' : null,
  all: preset.showAll ? '1' : null,
});
