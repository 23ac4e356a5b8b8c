import { type CalculationReply, discountTypeCodeOf, formatMoney } from '@door/contract';
import { ActionIcon, Group } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table';
import { useTranslation } from '../../../i18n';

/** A cost row of the calculation. */
export type CostRow = CalculationReply['AdditionalCosts'][number];
/** A discount row of the calculation. */
export type DiscountRow = CalculationReply['Discounts'][number];

type RowActions<Row> = { canEdit: boolean; onEdit: (row: Row) => void; onDelete: (row: Row) => void };

const ActionsCell = <Row,>({ row, name, actions }: { row: Row; name: string; actions: RowActions<Row> }) => {
  const { t } = useTranslation('calculation');
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={t('editRow', { name })}
        disabled={!actions.canEdit}
        onClick={() => actions.onEdit(row)}
      >
        <span aria-hidden="true">✎</span>
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('deleteRow', { name })}
        disabled={!actions.canEdit}
        onClick={() => actions.onDelete(row)}
      >
        <span aria-hidden="true">✕</span>
      </ActionIcon>
    </Group>
  );
};

/** The table of additional or net costs: name, value, edit and delete. */
export const CostTable = ({
  label,
  rows,
  currency,
  testId,
  canEdit,
  onEdit,
  onDelete,
}: { label: string; rows: CostRow[]; currency: string; testId: string } & RowActions<CostRow>) => {
  const { t } = useTranslation('calculation');
  const columns = useMemo<ColumnDef<CostRow>[]>(() => {
    const actions = { canEdit, onEdit, onDelete };
    return [
      { id: 'name', header: t('name'), cell: ({ row }) => row.original.Name },
      { id: 'value', header: t('value'), cell: ({ row }) => formatMoney(row.original.Value, currency) },
      {
        id: 'actions',
        header: t('actions'),
        cell: ({ row }) => <ActionsCell row={row.original} name={row.original.Name} actions={actions} />,
      },
    ];
  }, [t, currency, canEdit, onEdit, onDelete]);
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
}: { rows: DiscountRow[]; currency: string } & RowActions<DiscountRow>) => {
  const { t } = useTranslation('calculation');
  const columns = useMemo<ColumnDef<DiscountRow>[]>(() => {
    const actions = { canEdit, onEdit, onDelete };
    return [
      { id: 'name', header: t('name'), cell: ({ row }) => row.original.Name },
      { id: 'type', header: t('type'), cell: ({ row }) => row.original.TypeName },
      {
        id: 'value',
        header: t('value'),
        cell: ({ row }) =>
          discountTypeCodeOf(row.original.TypeId) === 'percentage'
            ? `${row.original.Value.toLocaleString('de-DE', { maximumFractionDigits: 2 })} %`
            : formatMoney(row.original.Value, currency),
      },
      { id: 'level', header: t('level'), cell: ({ row }) => row.original.Level },
      {
        id: 'discountValue',
        header: t('discountValue'),
        cell: ({ row }) => formatMoney(row.original.DiscountValue, currency),
      },
      {
        id: 'valueAfterDiscount',
        header: t('valueAfterDiscount'),
        cell: ({ row }) => formatMoney(row.original.ValueAfterDiscount, currency),
      },
      {
        id: 'actions',
        header: t('actions'),
        cell: ({ row }) => <ActionsCell row={row.original} name={row.original.Name} actions={actions} />,
      },
    ];
  }, [t, currency, canEdit, onEdit, onDelete]);
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
