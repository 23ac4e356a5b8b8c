import '#web/lib/mantine-styles';
import { TIMINGS } from '@door/contract';
import { Button, Checkbox, Group, Pagination, Popover, Stack, Table, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useElementSize } from '@mantine/hooks';
import {
  type ColumnDef,
  type ColumnFiltersState,
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type PaginationState,
  type RowData,
  type SortingState,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n';
import './data-table.css';

declare module '@tanstack/react-table' {
  // TanStack's column meta is an interface to merge into; these are what every table of the app may say of a column.
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name as text (sort, filter and column-choice labels); the header may be any element. */
    label?: string;
    /**
     * 1 (default): always shown. 2 and 3: shown while the table's width has room for them, 2 before 3; the others
     * can be shown with the column choice, and the table then scrolls sideways inside itself.
     */
    priority?: 1 | 2 | 3;
    /** The width the column needs, in pixels, to decide what fits (default 120). */
    width?: number;
    /** Numbers and money align right. */
    align?: 'right';
    /** Dates and other short values that read badly broken over two lines. */
    nowrap?: boolean;
    /** The actions column: stays in view at the right edge while the table scrolls. */
    sticky?: boolean;
    /** A text filter under the header. */
    filter?: boolean;
  }
}

/** What a row says of itself: selected, what a click and a double-click do, a test id. */
export type DataTableRowProps = {
  selected?: boolean;
  onClick?: () => void;
  onDoubleClick?: () => void;
  testId?: string;
};

/** Pages decided by the server: the shown page, how many there are, and where the user goes. */
export type ServerPages = { pageIndex: number; pageCount: number; onChange: (pageIndex: number) => void };
/** Sorting decided by the server: the current sort, and the user's new one. */
export type ServerSort = { state: SortingState; onChange: (state: SortingState) => void };
/** Text filters applied by the server: the typed texts, and each change (the caller debounces). */
export type ServerFilters = { values: Record<string, string>; onChange: (columnId: string, value: string) => void };

/** Props of the app's one table. */
export type DataTableProps<Row> = {
  /** The table's accessible name. */
  label: string;
  // biome-ignore lint/suspicious/noExplicitAny: TanStack types each column's value; a table mixes them.
  columns: ColumnDef<Row, any>[];
  rows: Row[];
  rowId: (row: Row) => string;
  /** Shown in one cell when there are no rows (§8 'no results'). */
  emptyText: string;
  testId?: string;
  /** The rows are being loaded: announced, and the empty text waits. */
  loading?: boolean;
  rowProps?: (row: Row) => DataTableRowProps;
  /** Pages of this many rows, paged in the browser. Every column needs an `id`. */
  pageSize?: number;
  /** Pages paged by the server. */
  serverPages?: ServerPages;
  /** Sorting in the browser, by the columns that have an accessor. */
  sortable?: boolean;
  /** Sorting by the server. */
  serverSort?: ServerSort;
  /** Filters in the browser (500 ms after typing stops, §9) on the columns with `meta.filter`. */
  filterable?: boolean;
  /** Filters applied by the server on the columns with `meta.filter`. */
  serverFilters?: ServerFilters;
  /** Shown left of the pages (a count). */
  footer?: ReactNode;
};

const DEFAULT_WIDTH = 120;

/**
 * Which columns fit a width: every priority-1 column, then priority 2 and 3 in their order while their widths add up
 * to no more than the table has; the user's own choices win.
 */
export const fittingColumns = (
  columns: { id: string; priority: 1 | 2 | 3; width: number }[],
  available: number,
  chosen: VisibilityState,
): VisibilityState => {
  let used = columns.filter((column) => column.priority === 1).reduce((sum, column) => sum + column.width, 0);
  const visibility: VisibilityState = {};
  for (const priority of [2, 3] as const) {
    for (const column of columns.filter((entry) => entry.priority === priority)) {
      const fits = used + column.width <= available;
      visibility[column.id] = fits;
      if (fits) {
        used += column.width;
      }
    }
  }
  return { ...visibility, ...chosen };
};

/**
 * The app's one table (TanStack Table): column priorities that fit the table to its width (the rest on demand),
 * sideways scrolling inside the table only, a sticky actions column, browser or server sorting, filtering and pages,
 * row selection and opening, and the empty and loading states.
 */
export const DataTable = <Row,>(props: DataTableProps<Row>) => {
  const { t } = useTranslation('common');
  const { ref, width } = useElementSize();
  const [chosen, setChosen] = useState<VisibilityState>({});
  const [clientFilters, setClientFilters] = useState<Record<string, string>>({});
  const [appliedFilters] = useDebouncedValue(clientFilters, TIMINGS.textFilterDelay);
  const [clientSort, setClientSort] = useState<SortingState>([]);
  const [clientPage, setClientPage] = useState<PaginationState>({ pageIndex: 0, pageSize: props.pageSize ?? 10 });

  const columnFilters: ColumnFiltersState = useMemo(
    () =>
      Object.entries(appliedFilters)
        .filter(([, value]) => value.trim() !== '')
        .map(([id, value]) => ({ id, value: value.trim() })),
    [appliedFilters],
  );
  const sorting = props.serverSort?.state ?? clientSort;
  // Until the table is measured (its first frame), every column counts as fitting.
  const available = width > 0 ? width : Number.POSITIVE_INFINITY;
  const visibility = fittingColumns(
    props.columns.map((column) => ({
      id: column.id ?? '',
      priority: column.meta?.priority ?? 1,
      width: column.meta?.width ?? DEFAULT_WIDTH,
    })),
    available,
    chosen,
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    setScrolls(element !== null && element.scrollWidth > element.clientWidth + 1);
  });
  const table = useReactTable({
    data: props.rows,
    columns: props.columns,
    getRowId: props.rowId,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: props.sortable ? getSortedRowModel() : undefined,
    getFilteredRowModel: props.filterable ? getFilteredRowModel() : undefined,
    getPaginationRowModel: props.pageSize ? getPaginationRowModel() : undefined,
    manualSorting: Boolean(props.serverSort),
    manualFiltering: Boolean(props.serverFilters),
    manualPagination: !props.pageSize,
    enableSorting: Boolean(props.sortable || props.serverSort),
    enableSortingRemoval: true,
    sortDescFirst: false,
    autoResetPageIndex: false,
    state: {
      sorting,
      columnFilters,
      columnVisibility: visibility,
      ...(props.pageSize ? { pagination: clientPage } : {}),
    },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (props.serverSort) {
        props.serverSort.onChange(next);
      } else {
        setClientSort(next);
      }
    },
    onPaginationChange: setClientPage,
  });

  const leafColumns = table.getAllLeafColumns();
  const hideable = leafColumns.filter((column) => (column.columnDef.meta?.priority ?? 1) > 1);
  const hiddenCount = hideable.filter((column) => visibility[column.id] === false).length;

  const filterValue = (id: string) => (props.serverFilters ? props.serverFilters.values[id] : clientFilters[id]) ?? '';
  const setFilter = (id: string, value: string) => {
    if (props.serverFilters) {
      props.serverFilters.onChange(id, value);
    } else {
      setClientFilters((current) => ({ ...current, [id]: value }));
      setClientPage((current) => ({ ...current, pageIndex: 0 }));
    }
  };
  const withFilters = Boolean(props.serverFilters || props.filterable);
  const visibleColumns = table.getVisibleLeafColumns();
  const rows = table.getRowModel().rows;
  const pageCount = props.serverPages?.pageCount ?? (props.pageSize ? Math.max(1, table.getPageCount()) : 1);
  const pageIndex = props.serverPages?.pageIndex ?? Math.min(clientPage.pageIndex, pageCount - 1);
  if (props.pageSize && pageIndex !== clientPage.pageIndex) {
    // A delete that empties the last page shows the page before it.
    setClientPage((current) => ({ ...current, pageIndex }));
  }
  // A sticky column stays in view only while it takes at most a third of the table; on a phone it would cover the rest.
  const stickyFits = (meta: { width?: number } | undefined) => (meta?.width ?? DEFAULT_WIDTH) * 3 <= available;
  const cellClass = (meta: { align?: 'right'; sticky?: boolean; width?: number } | undefined) =>
    [meta?.align === 'right' ? 'data-table__number' : '', meta?.sticky && stickyFits(meta) ? 'data-table__sticky' : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const nameOf = (column: (typeof leafColumns)[number]) => column.columnDef.meta?.label ?? column.id;

  return (
    <Stack gap="xs" className="data-table" ref={ref}>
      {hideable.length > 0 && props.rows.length > 0 ? (
        <Group justify="flex-end">
          <Popover position="bottom-end" shadow="md" withinPortal>
            <Popover.Target>
              <Button size="compact-sm" variant="default" data-testid="table-columns">
                {hiddenCount > 0 ? t('table.columnsHidden', { count: hiddenCount }) : t('table.columns')}
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Stack gap={6} role="group" aria-label={t('table.columns')}>
                {hideable.map((column) => (
                  <Checkbox
                    key={column.id}
                    size="xs"
                    label={nameOf(column)}
                    checked={visibility[column.id] !== false}
                    onChange={(event) => {
                      const checked = event.currentTarget.checked;
                      setChosen((current) => ({ ...current, [column.id]: checked }));
                    }}
                  />
                ))}
              </Stack>
            </Popover.Dropdown>
          </Popover>
        </Group>
      ) : null}
      <div
        className="data-table__scroll"
        ref={scrollRef}
        // A table wider than its place scrolls inside itself: keyboard users reach that scroll by focusing it.
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': props.label } : {})}
      >
        <Table
          striped
          highlightOnHover={Boolean(props.rowProps)}
          verticalSpacing={6}
          aria-label={props.label}
          aria-busy={props.loading || undefined}
          data-testid={props.testId}
        >
          <Table.Thead>
            <Table.Tr>
              {visibleColumns.map((column) => {
                const header = table.getFlatHeaders().find((entry) => entry.column.id === column.id);
                const content = header ? flexRender(column.columnDef.header, header.getContext()) : null;
                const direction = column.getIsSorted();
                return (
                  <Table.Th
                    key={column.id}
                    scope="col"
                    className={cellClass(column.columnDef.meta)}
                    aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                  >
                    {column.getCanSort() ? (
                      <UnstyledButton
                        className="data-table__sort"
                        onClick={column.getToggleSortingHandler()}
                        aria-label={t('table.sortBy', { column: nameOf(column) })}
                      >
                        {content}
                        <span aria-hidden="true" className="data-table__sort-mark">
                          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
                        </span>
                      </UnstyledButton>
                    ) : (
                      content
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
            {withFilters ? (
              <Table.Tr>
                {visibleColumns.map((column) => (
                  <Table.Th key={column.id} className={cellClass(column.columnDef.meta)}>
                    {column.columnDef.meta?.filter ? (
                      <TextInput
                        size="xs"
                        maxLength={255}
                        value={filterValue(column.id)}
                        onChange={(event) => setFilter(column.id, event.currentTarget.value)}
                        aria-label={t('table.filterBy', { column: nameOf(column) })}
                      />
                    ) : null}
                  </Table.Th>
                ))}
              </Table.Tr>
            ) : null}
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={visibleColumns.length} className="data-table__empty">
                  {props.loading ? t('loader.loading') : props.emptyText}
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => {
                const extra = props.rowProps?.(row.original) ?? {};
                return (
                  <Table.Tr
                    key={row.id}
                    data-testid={extra.testId}
                    aria-selected={extra.selected}
                    className={[
                      extra.onClick || extra.onDoubleClick ? 'data-table__row--action' : '',
                      extra.selected ? 'is-selected' : '',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    onClick={extra.onClick}
                    onDoubleClick={extra.onDoubleClick}
                  >
                    {row.getVisibleCells().map((cell) => (
                      <Table.Td key={cell.id} className={cellClass(cell.column.columnDef.meta)}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })
            )}
          </Table.Tbody>
        </Table>
      </div>
      {props.footer || pageCount > 1 ? (
        <Group justify="space-between" gap="xs" className="data-table__footer">
          <div>{props.footer}</div>
          {pageCount > 1 ? (
            <Pagination
              size="sm"
              total={pageCount}
              value={pageIndex + 1}
              onChange={(page) =>
                props.serverPages
                  ? props.serverPages.onChange(page - 1)
                  : setClientPage((current) => ({ ...current, pageIndex: page - 1 }))
              }
              getControlProps={(control) => ({ 'aria-label': t(`table.page.${control}`) })}
              getItemProps={(page) => ({ 'aria-label': t('table.page.number', { page }) })}
            />
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
};
