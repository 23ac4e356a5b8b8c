import { type DeliveryTerm, formatMoney, formatPercent, type PaymentTerm } from '@door/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table';
import { type RowEditing, useEditDeleteColumn } from '../../../components/edit-delete-actions';
import { useTranslation } from '../../../i18n';

/** The payment terms (payment methods): name, description, cash discount, price, sort order, own or default. */
export const PaymentTermTable = ({
  rows,
  currency,
  canEdit,
  onEdit,
  onDelete,
}: { rows: PaymentTerm[]; currency: string } & RowEditing<PaymentTerm>) => {
  const { t } = useTranslation('terms');
  const actions = useEditDeleteColumn('terms', { canEdit, onEdit, onDelete });
  const columns = useMemo<ColumnDef<PaymentTerm>[]>(
    () => [
      { id: 'name', header: t('name'), meta: { width: 140 }, cell: ({ row }) => row.original.Name },
      {
        id: 'description',
        header: t('description'),
        meta: { label: t('description'), priority: 2, width: 200 },
        cell: ({ row }) => row.original.Description,
      },
      {
        id: 'value',
        header: t('value'),
        meta: { align: 'right', width: 100 },
        cell: ({ row }) => formatPercent(row.original.Value),
      },
      {
        id: 'price',
        header: t('price'),
        meta: { align: 'right', width: 120 },
        cell: ({ row }) => formatMoney(row.original.Price, currency),
      },
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
    ],
    [t, currency, actions],
  );
  return (
    <DataTable
      label={t('paymentTerms')}
      columns={columns}
      rows={rows}
      rowId={(row) => row.TermId}
      emptyText={t('noResults')}
      testId="payment-terms-table"
    />
  );
};

/** The delivery (sales) terms: name, description, sort order, own or default. */
export const DeliveryTermTable = ({
  rows,
  canEdit,
  onEdit,
  onDelete,
}: { rows: DeliveryTerm[] } & RowEditing<DeliveryTerm>) => {
  const { t } = useTranslation('terms');
  const actions = useEditDeleteColumn('terms', { canEdit, onEdit, onDelete });
  const columns = useMemo<ColumnDef<DeliveryTerm>[]>(
    () => [
      { id: 'name', header: t('name'), meta: { width: 140 }, cell: ({ row }) => row.original.Name },
      {
        id: 'description',
        header: t('description'),
        meta: { label: t('description'), width: 200 },
        cell: ({ row }) => row.original.Description,
      },
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
    ],
    [t, actions],
  );
  return (
    <DataTable
      label={t('deliveryTerms')}
      columns={columns}
      rows={rows}
      rowId={(row) => row.TermId}
      emptyText={t('noResults')}
      testId="delivery-terms-table"
    />
  );
};
