import '#web/lib/mantine-styles';
import { ActionIcon, Group } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { type TFunction, useTranslation } from '#web/i18n';

/** What a row's edit and delete buttons do, and whether they may. */
export type RowEditing<Row> = { canEdit: boolean; onEdit: (row: Row) => void; onDelete: (row: Row) => void };

/**
 * The sticky actions column of a table of named rows (costs, discounts, terms): edit and delete buttons named after
 * the row (`Edit Freight`), from the namespace's `actions`, `editRow` and `deleteRow` texts.
 */
export const useEditDeleteColumn = <Row extends { Name: string }>(
  namespace: string,
  { canEdit, onEdit, onDelete }: RowEditing<Row>,
): ColumnDef<Row> => {
  const { t } = useTranslation(namespace);
  return useMemo(() => editDeleteColumn(t, { canEdit, onEdit, onDelete }), [t, canEdit, onEdit, onDelete]);
};

const editDeleteColumn = <Row extends { Name: string }>(
  t: TFunction,
  { canEdit, onEdit, onDelete }: RowEditing<Row>,
): ColumnDef<Row> => ({
  id: 'actions',
  header: t('actions'),
  meta: { sticky: true, width: 90 },
  cell: ({ row }) => (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={t('editRow', { name: row.original.Name })}
        disabled={!canEdit}
        onClick={() => onEdit(row.original)}
      >
        <span aria-hidden="true">✎</span>
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('deleteRow', { name: row.original.Name })}
        disabled={!canEdit}
        onClick={() => onDelete(row.original)}
      >
        <span aria-hidden="true">✕</span>
      </ActionIcon>
    </Group>
  ),
});
