import { type DeliveryTerm, formatMoney, formatPercent, type PaymentTerm } from '@door/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '#web/components/data-table';
import { type RowEditing, useEditDeleteColumn } from '#web/components/edit-delete-actions';
import { type TFunction, useTranslation } from '#web/i18n';

/**
 * A table of terms: name, description, the columns of its kind, sort order, own or default, edit and delete. The
 * description gives way first on a narrow screen only where the kind has money columns to show.
 */
const TermTable = <Row extends DeliveryTerm>({
  label,
  testId,
  rows,
  kindColumns,
  editing,
}: {
  label: string;
  testId: string;
  rows: Row[];
  kindColumns: (t: TFunction) => ColumnDef<Row>[];
  editing: RowEditing<Row>;
}) => {
  const { t } = useTranslation('terms');
  const actions = useEditDeleteColumn('terms', editing);
  const columns = useMemo<ColumnDef<Row>[]>(() => {
    const own = kindColumns(t);
    return [
      { id: 'name', header: t('name'), meta: { width: 140 }, cell: ({ row }) => row.original.Name },
      {
        id: 'description',
        header: t('description'),
        meta: { label: t('description'), priority: own.length > 0 ? 2 : 1, width: 200 },
        cell: ({ row }) => row.original.Description,
      },
      ...own,
      {
        id: 'sortOrder',
        header: t('sortOrder'),
        meta: { label: t('sortOrder'), priority: 3, align: 'right', width: 100 },
        cell: ({ row }) => row.original.SortOrder,
      },
      {
        id: 'custom',
        header: t('custom'),
        meta: { label: t('custom'), priority: 3, width: 80 },
        cell: ({ row }) => (row.original.IsCustom ? t('yes') : t('no')),
      },
      actions,
    ];
  }, [t, kindColumns, actions]);
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows}
      rowId={(row) => row.TermId}
      emptyText={t('noResults')}
      testId={testId}
    />
  );
};

/** The payment terms (payment methods): as every term, with the cash discount and the price after it. */
export const PaymentTermTable = ({
  rows,
  currency,
  canEdit,
  onEdit,
  onDelete,
}: { rows: PaymentTerm[]; currency: string } & RowEditing<PaymentTerm>) => {
  const { t } = useTranslation('terms');
  const kindColumns = useMemo(
    () =>
      (text: TFunction): ColumnDef<PaymentTerm>[] => [
        {
          id: 'value',
          header: text('value'),
          meta: { align: 'right', width: 100 },
          cell: ({ row }) => formatPercent(row.original.Value),
        },
        {
          id: 'price',
          header: text('price'),
          meta: { align: 'right', width: 120 },
          cell: ({ row }) => formatMoney(row.original.Price, currency),
        },
      ],
    [currency],
  );
  return (
    <TermTable
      label={t('paymentTerms')}
      testId="payment-terms-table"
      rows={rows}
      kindColumns={kindColumns}
      editing={{ canEdit, onEdit, onDelete }}
    />
  );
};

const NO_COLUMNS = (): ColumnDef<DeliveryTerm>[] => [];

/** The delivery (sales) terms: name, description, sort order, own or default. */
export const DeliveryTermTable = ({
  rows,
  canEdit,
  onEdit,
  onDelete,
}: { rows: DeliveryTerm[] } & RowEditing<DeliveryTerm>) => {
  const { t } = useTranslation('terms');
  return (
    <TermTable
      label={t('deliveryTerms')}
      testId="delivery-terms-table"
      rows={rows}
      kindColumns={NO_COLUMNS}
      editing={{ canEdit, onEdit, onDelete }}
    />
  );
};
