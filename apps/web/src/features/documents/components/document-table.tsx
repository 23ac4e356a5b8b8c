import { type DocumentListColumn, type DocumentListRow, type DocumentListView, formatMoney } from '@door/contract';
import { Anchor, Radio, Table, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { type ColumnDef, flexRender, getCoreRowModel, type SortingState, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n';
import { DOCUMENT_LIST_PAGE_SIZE, formatListDate, type ListSort } from '../lib/list-query';
import './document-table.css';

/** The columns of §2, in order; those hidden in 'my' are marked. */
export const LIST_COLUMNS: readonly { column: DocumentListColumn; hiddenInMy?: boolean }[] = [
  { column: 'ProjectNumber' },
  { column: 'ProjectStatus' },
  { column: 'DocumentNumber' },
  { column: 'DocumentLastChanged' },
  { column: 'PartnerName', hiddenInMy: true },
  { column: 'Salesman', hiddenInMy: true },
  { column: 'CompanyName' },
  { column: 'SalesmanRecipient', hiddenInMy: true },
  { column: 'Commission' },
  { column: 'CustomerNumber' },
  { column: 'InitialSalesDocumentNumber' },
  { column: 'TotalPriceWithTax' },
  { column: 'DocumentTypeName' },
  { column: 'DocumentStatusName' },
];

/** The columns a view shows. */
export const columnsOfView = (view: DocumentListView): DocumentListColumn[] =>
  LIST_COLUMNS.filter((entry) => view === 'all' || !entry.hiddenInMy).map((entry) => entry.column);

/** Props of the document table; its filter, sort and page state live in the list (server-side). */
export type DocumentTableProps = {
  view: DocumentListView;
  rows: DocumentListRow[];
  total: number;
  pageIndex: number;
  sort: ListSort | null;
  onSortChange: (sort: ListSort | null) => void;
  filters: Partial<Record<DocumentListColumn, string>>;
  onFilterChange: (column: DocumentListColumn, value: string) => void;
  selectedId: string | null;
  onSelect: (row: DocumentListRow) => void;
  onOpen: (row: DocumentListRow) => void;
  onSourceClick: (documentNumber: string) => void;
  isLoading: boolean;
};

const cellText = (row: DocumentListRow, column: DocumentListColumn): string => {
  switch (column) {
    case 'DocumentLastChanged':
      return formatListDate(row.DocumentLastChanged);
    case 'TotalPriceWithTax':
      return formatMoney(row.TotalPriceWithTax, row.Currency || undefined);
    case 'ProjectNumber':
      return String(row.ProjectNumber);
    default:
      return row[column] ?? '';
  }
};

/** The document table of §2: one page of rows, sortable headers, a text filter under each, row selection. */
export const DocumentTable = (props: DocumentTableProps) => {
  const { t } = useTranslation('documents');
  const { view, rows, sort, onSortChange, onSourceClick } = props;
  const visible = useMemo(() => columnsOfView(view), [view]);
  const columns = useMemo<ColumnDef<DocumentListRow>[]>(
    () => [
      {
        id: 'select',
        header: () => <VisuallyHidden>{t('list.select')}</VisuallyHidden>,
        cell: ({ row }) => (
          <Radio
            size="xs"
            name={`document-select-${view}`}
            checked={props.selectedId === row.original.SalesDocumentId}
            onChange={() => props.onSelect(row.original)}
            // Enter on a row's radio opens it, as a double-click does.
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                props.onOpen(row.original);
              }
            }}
            aria-label={t('list.selectRow', { number: row.original.DocumentNumber })}
          />
        ),
      },
      {
        id: 'error',
        header: () => <VisuallyHidden>{t('list.errorColumn')}</VisuallyHidden>,
        cell: ({ row }) =>
          row.original.IsAnyError ? (
            <span className="document-error-mark" role="img" aria-label={t('list.hasError')} title={t('list.hasError')}>
              !
            </span>
          ) : null,
      },
      ...visible.map<ColumnDef<DocumentListRow>>((column) => ({
        id: column,
        // An accessor makes the column sortable for TanStack Table; the server does the sorting.
        accessorFn: (row) => row[column],
        header: () => t(`columns.${column}`),
        cell: ({ row }) =>
          column === 'InitialSalesDocumentNumber' && row.original.InitialSalesDocumentNumber ? (
            <Anchor
              component="button"
              type="button"
              onClick={(event) => {
                event.stopPropagation();
                onSourceClick(row.original.InitialSalesDocumentNumber ?? '');
              }}
            >
              {row.original.InitialSalesDocumentNumber}
            </Anchor>
          ) : (
            cellText(row.original, column)
          ),
        enableSorting: true,
      })),
    ],
    [visible, t, view, props.selectedId, props.onSelect, props.onOpen, onSourceClick],
  );
  const sorting: SortingState = sort ? [{ id: sort.column, desc: sort.desc }] : [];
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.SalesDocumentId,
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
    rowCount: props.total,
    state: { sorting, pagination: { pageIndex: props.pageIndex, pageSize: DOCUMENT_LIST_PAGE_SIZE } },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      onSortChange(first ? { column: first.id as DocumentListColumn, desc: first.desc } : null);
    },
    enableSortingRemoval: true,
    sortDescFirst: false,
  });

  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover verticalSpacing={6} className="document-table" aria-busy={props.isLoading}>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => {
                const sortable = header.column.id !== 'select' && header.column.id !== 'error';
                const direction = header.column.getIsSorted();
                return (
                  <Table.Th
                    key={header.id}
                    aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                  >
                    {sortable ? (
                      <UnstyledButton
                        className="document-sort"
                        onClick={header.column.getToggleSortingHandler()}
                        aria-label={t('list.sortBy', { column: t(`columns.${header.column.id}`) })}
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <span aria-hidden="true" className="document-sort-mark">
                          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
                        </span>
                      </UnstyledButton>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
          <Table.Tr>
            {table.getVisibleLeafColumns().map((column) => (
              <Table.Th key={column.id}>
                {column.id === 'select' || column.id === 'error' ? null : (
                  <TextInput
                    size="xs"
                    value={props.filters[column.id as DocumentListColumn] ?? ''}
                    onChange={(event) =>
                      props.onFilterChange(column.id as DocumentListColumn, event.currentTarget.value)
                    }
                    aria-label={t('list.filterBy', { column: t(`columns.${column.id}`) })}
                    maxLength={255}
                  />
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={table.getVisibleLeafColumns().length}>
                {props.isLoading ? '' : t('list.noResults')}
              </Table.Td>
            </Table.Tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <Table.Tr
                key={row.id}
                data-testid="document-row"
                aria-selected={props.selectedId === row.id}
                className={props.selectedId === row.id ? 'document-row is-selected' : 'document-row'}
                onClick={() => props.onSelect(row.original)}
                onDoubleClick={() => props.onOpen(row.original)}
              >
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
