import '#web/lib/mantine-styles';
import { type DocumentListColumn, type DocumentListRow, type DocumentListView, formatMoney } from '@door/contract';
import { Anchor, Radio, VisuallyHidden } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { DataTable } from '#web/components/data-table';
import { useTranslation } from '#web/i18n';
import { type DateFormats, useDateFormats } from '#web/lib/format';
import type { ListSort } from '../lib/list-query';
import './document-table.css';

type ListColumn = {
  column: DocumentListColumn;
  hiddenInMy?: boolean;
  /** 1: always shown; 2 and 3 while the table has room (the rest through the column choice). */
  priority: 1 | 2 | 3;
  width: number;
};

/** The columns of §2, in order; those hidden in 'my' are marked; what a salesperson reads first is priority 1. */
export const LIST_COLUMNS: readonly ListColumn[] = [
  { column: 'ProjectNumber', priority: 2, width: 90 },
  { column: 'ProjectStatus', priority: 3, width: 110 },
  { column: 'DocumentNumber', priority: 1, width: 120 },
  { column: 'DocumentLastChanged', priority: 1, width: 150 },
  { column: 'PartnerName', hiddenInMy: true, priority: 3, width: 150 },
  { column: 'Salesman', hiddenInMy: true, priority: 2, width: 130 },
  { column: 'CompanyName', priority: 1, width: 160 },
  { column: 'SalesmanRecipient', hiddenInMy: true, priority: 3, width: 130 },
  { column: 'Commission', priority: 2, width: 120 },
  { column: 'CustomerNumber', priority: 3, width: 120 },
  { column: 'InitialSalesDocumentNumber', priority: 3, width: 120 },
  { column: 'TotalPriceWithTax', priority: 1, width: 120 },
  { column: 'DocumentTypeName', priority: 1, width: 130 },
  { column: 'DocumentStatusName', priority: 1, width: 150 },
];

/** The columns a view shows. */
export const columnsOfView = (view: DocumentListView): DocumentListColumn[] =>
  LIST_COLUMNS.filter((entry) => view === 'all' || !entry.hiddenInMy).map((entry) => entry.column);

/** Props of the document table; its filter, sort and page state live in the list (server-side). */
export type DocumentTableProps = {
  view: DocumentListView;
  rows: DocumentListRow[];
  pageIndex: number;
  pageCount: number;
  onPageChange: (pageIndex: number) => void;
  sort: ListSort | null;
  onSortChange: (sort: ListSort | null) => void;
  filters: Partial<Record<DocumentListColumn, string>>;
  onFilterChange: (column: DocumentListColumn, value: string) => void;
  selectedId: string | null;
  onSelect: (row: DocumentListRow) => void;
  onOpen: (row: DocumentListRow) => void;
  onSourceClick: (documentNumber: string) => void;
  /** A superseded revision's link to the revision that replaced it (its number with the suffix). */
  onRevisionClick: (documentNumber: string) => void;
  isLoading: boolean;
  /** The count under the table. */
  footer: ReactNode;
};

const cellText = (row: DocumentListRow, column: DocumentListColumn, dates: DateFormats): string => {
  switch (column) {
    case 'DocumentLastChanged':
      return dates.dateTime(row.DocumentLastChanged);
    case 'TotalPriceWithTax':
      return formatMoney(row.TotalPriceWithTax, row.Currency || undefined);
    case 'ProjectNumber':
      return String(row.ProjectNumber);
    default:
      return row[column] ?? '';
  }
};

/** An offer's life under its status (answered, sent, first opened); empty for every other document. */
const OfferTimes = ({ row, dates }: { row: DocumentListRow; dates: DateFormats }) => {
  const { t } = useTranslation('documents');
  const parts = [
    row.OfferAnsweredAt && t('list.offerAnswered', { time: dates.dateTime(row.OfferAnsweredAt) }),
    row.OfferSentAt && t('list.offerSent', { time: dates.dateTime(row.OfferSentAt) }),
    row.OfferViewedAt && t('list.offerViewed', { time: dates.dateTime(row.OfferViewedAt) }),
  ].filter(Boolean);
  return parts.length === 0 ? null : <span className="document-offer-times">{parts.join(' · ')}</span>;
};

/** A superseded offer revision's link to the revision whose sending replaced it; nothing for other documents. */
const SupersededBy = ({ row, onClick }: { row: DocumentListRow; onClick: (documentNumber: string) => void }) => {
  const { t } = useTranslation('documents');
  const number = row.SupersededByDocumentNumber;
  return number ? (
    <Anchor
      component="button"
      type="button"
      className="document-superseded-by"
      data-testid="superseded-by"
      onClick={(event) => {
        event.stopPropagation();
        onClick(number);
      }}
    >
      {t('list.supersededBy', { number })}
    </Anchor>
  ) : null;
};

/** The document table of §2: one page of rows, sortable headers, a text filter under each, row selection. */
export const DocumentTable = (props: DocumentTableProps) => {
  const { t } = useTranslation('documents');
  const dates = useDateFormats();
  const { view, sort, onSortChange, onSourceClick, onRevisionClick, onSelect, onOpen, selectedId } = props;
  const columns = useMemo<ColumnDef<DocumentListRow>[]>(() => {
    const shown = LIST_COLUMNS.filter((entry) => view === 'all' || !entry.hiddenInMy);
    return [
      {
        id: 'select',
        header: () => <VisuallyHidden>{t('list.select')}</VisuallyHidden>,
        meta: { width: 36 },
        cell: ({ row }) => (
          <Radio
            size="xs"
            name={`document-select-${view}`}
            checked={selectedId === row.original.SalesDocumentId}
            onChange={() => onSelect(row.original)}
            // Enter on a row's radio opens it, as a double-click does.
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                onOpen(row.original);
              }
            }}
            aria-label={t('list.selectRow', { number: row.original.DocumentNumber })}
          />
        ),
      },
      {
        id: 'error',
        header: () => <VisuallyHidden>{t('list.errorColumn')}</VisuallyHidden>,
        meta: { width: 32 },
        cell: ({ row }) =>
          row.original.IsAnyError ? (
            <span className="document-error-mark" role="img" aria-label={t('list.hasError')} title={t('list.hasError')}>
              !
            </span>
          ) : null,
      },
      ...shown.map<ColumnDef<DocumentListRow>>(({ column, priority, width }) => ({
        id: column,
        // An accessor makes the column sortable for TanStack Table; the server does the sorting.
        accessorFn: (row) => row[column],
        header: () => t(`columns.${column}`),
        meta: {
          label: t(`columns.${column}`),
          priority,
          width,
          filter: true,
          align: column === 'TotalPriceWithTax' ? 'right' : undefined,
          nowrap: column === 'DocumentLastChanged',
        },
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
          ) : column === 'DocumentStatusName' ? (
            <>
              {cellText(row.original, column, dates)}
              <OfferTimes row={row.original} dates={dates} />
              <SupersededBy row={row.original} onClick={onRevisionClick} />
            </>
          ) : (
            cellText(row.original, column, dates)
          ),
      })),
    ];
  }, [view, t, dates, selectedId, onSelect, onOpen, onSourceClick, onRevisionClick]);

  return (
    <DataTable
      label={t(`list.label.${view}`)}
      columns={columns}
      rows={props.rows}
      rowId={(row) => row.SalesDocumentId}
      emptyText={t('list.noResults')}
      loading={props.isLoading}
      testId="document-table"
      rowProps={(row) => ({
        testId: 'document-row',
        selected: selectedId === row.SalesDocumentId,
        onClick: () => onSelect(row),
        onDoubleClick: () => onOpen(row),
      })}
      serverSort={{
        state: sort ? [{ id: sort.column, desc: sort.desc }] : [],
        onChange: (next) => {
          const first = next[0];
          onSortChange(first ? { column: first.id as DocumentListColumn, desc: first.desc } : null);
        },
      }}
      serverFilters={{
        values: props.filters as Record<string, string>,
        onChange: (column, value) => props.onFilterChange(column as DocumentListColumn, value),
      }}
      serverPages={{ pageIndex: props.pageIndex, pageCount: props.pageCount, onChange: props.onPageChange }}
      footer={props.footer}
    />
  );
};
