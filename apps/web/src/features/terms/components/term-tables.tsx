import { type DeliveryTerm, formatMoney, type PaymentTerm } from '@door/contract';
import { ActionIcon, Group } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table';
import { useTranslation } from '../../../i18n';

type RowActions<Row> = { canEdit: boolean; onEdit: (row: Row) => void; onDelete: (row: Row) => void };

const Actions = <Row extends { Name: string }>({ row, actions }: { row: Row; actions: RowActions<Row> }) => {
  const { t } = useTranslation('terms');
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={t('editRow', { name: row.Name })}
        disabled={!actions.canEdit}
        onClick={() => actions.onEdit(row)}
      >
        <span aria-hidden="true">✎</span>
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('deleteRow', { name: row.Name })}
        disabled={!actions.canEdit}
        onClick={() => actions.onDelete(row)}
      >
        <span aria-hidden="true">✕</span>
      </ActionIcon>
    </Group>
  );
};

/** The payment terms (payment methods): name, description, cash discount, price, sort order, own or default. */
export const PaymentTermTable = ({
  rows,
  currency,
  canEdit,
  onEdit,
  onDelete,
}: { rows: PaymentTerm[]; currency: string } & RowActions<PaymentTerm>) => {
  const { t } = useTranslation('terms');
  const columns = useMemo<ColumnDef<PaymentTerm>[]>(() => {
    const actions = { canEdit, onEdit, onDelete };
    return [
      { id: 'name', header: t('name'), cell: ({ row }) => row.original.Name },
      { id: 'description', header: t('description'), cell: ({ row }) => row.original.Description },
      {
        id: 'value',
        header: t('value'),
        cell: ({ row }) => `${row.original.Value.toLocaleString('de-DE', { maximumFractionDigits: 2 })} %`,
      },
      { id: 'price', header: t('price'), cell: ({ row }) => formatMoney(row.original.Price, currency) },
      { id: 'sortOrder', header: t('sortOrder'), cell: ({ row }) => row.original.SortOrder },
      { id: 'custom', header: t('custom'), cell: ({ row }) => (row.original.IsCustom ? t('yes') : t('no')) },
      { id: 'actions', header: t('actions'), cell: ({ row }) => <Actions row={row.original} actions={actions} /> },
    ];
  }, [t, currency, canEdit, onEdit, onDelete]);
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
}: { rows: DeliveryTerm[] } & RowActions<DeliveryTerm>) => {
  const { t } = useTranslation('terms');
  const columns = useMemo<ColumnDef<DeliveryTerm>[]>(() => {
    const actions = { canEdit, onEdit, onDelete };
    return [
      { id: 'name', header: t('name'), cell: ({ row }) => row.original.Name },
      { id: 'description', header: t('description'), cell: ({ row }) => row.original.Description },
      { id: 'sortOrder', header: t('sortOrder'), cell: ({ row }) => row.original.SortOrder },
      { id: 'custom', header: t('custom'), cell: ({ row }) => (row.original.IsCustom ? t('yes') : t('no')) },
      { id: 'actions', header: t('actions'), cell: ({ row }) => <Actions row={row.original} actions={actions} /> },
    ];
  }, [t, canEdit, onEdit, onDelete]);
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
