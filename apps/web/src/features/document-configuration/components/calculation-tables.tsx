import { type CalculationReply, discountTypeCodeOf, formatMoney, formatPercent } from '@door/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '#web/components/data-table';
import { type RowEditing, useEditDeleteColumn } from '#web/components/edit-delete-actions';
import { useTranslation } from '#web/i18n';

/** A cost row of the calculation. */
export type CostRow = CalculationReply['AdditionalCosts'][number];
/** A discount row of the calculation. */
export type DiscountRow = CalculationReply['Discounts'][number];

/** The table of additional or net costs: name, value, edit and delete. */
export const CostTable = ({
  label,
  rows,
  currency,
  testId,
  canEdit,
  onEdit,
  onDelete,
}: { label: string; rows: CostRow[]; currency: string; testId: string } & RowEditing<CostRow>) => {
  const { t } = useTranslation('calculation');
  const actions = useEditDeleteColumn('calculation', { canEdit, onEdit, onDelete });
  const columns = useMemo<ColumnDef<CostRow>[]>(
    () => [
      { id: 'name', header: t('name'), meta: { width: 160 }, cell: ({ row }) => row.original.Name },
      {
        id: 'value',
        header: t('value'),
        meta: { align: 'right' },
        cell: ({ row }) => formatMoney(row.original.Value, currency),
      },
      actions,
    ],
    [t, currency, actions],
  );
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows}
      rowId={(row) => row.CostId}
      emptyText={t('noResults')}
      testId={testId}
    />
  );
};

/** The table of discounts: name, type, value, level, the money taken off and the value after it. */
export const DiscountTable = ({
  rows,
  currency,
  canEdit,
  onEdit,
  onDelete,
}: { rows: DiscountRow[]; currency: string } & RowEditing<DiscountRow>) => {
  const { t } = useTranslation('calculation');
  const actions = useEditDeleteColumn('calculation', { canEdit, onEdit, onDelete });
  const columns = useMemo<ColumnDef<DiscountRow>[]>(
    () => [
      { id: 'name', header: t('name'), meta: { width: 140 }, cell: ({ row }) => row.original.Name },
      {
        id: 'type',
        header: t('type'),
        meta: { label: t('type'), priority: 3 },
        cell: ({ row }) => row.original.TypeName,
      },
      {
        id: 'value',
        header: t('value'),
        meta: { align: 'right', width: 100 },
        cell: ({ row }) =>
          discountTypeCodeOf(row.original.TypeId) === 'percentage'
            ? formatPercent(row.original.Value)
            : formatMoney(row.original.Value, currency),
      },
      {
        id: 'level',
        header: t('level'),
        meta: { label: t('level'), priority: 3, align: 'right', width: 70 },
        cell: ({ row }) => row.original.Level,
      },
      {
        id: 'discountValue',
        header: t('discountValue'),
        meta: { label: t('discountValue'), priority: 2, align: 'right' },
        cell: ({ row }) => formatMoney(row.original.DiscountValue, currency),
      },
      {
        id: 'valueAfterDiscount',
        header: t('valueAfterDiscount'),
        meta: { align: 'right', width: 130 },
        cell: ({ row }) => formatMoney(row.original.ValueAfterDiscount, currency),
      },
      actions,
    ],
    [t, currency, actions],
  );
  return (
    <DataTable
      label={t('discounts')}
      columns={columns}
      rows={rows}
      rowId={(row) => row.DiscountId}
      emptyText={t('noResults')}
      testId="discounts-table"
    />
  );
};
