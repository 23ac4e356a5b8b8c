import '#web/lib/mantine-styles';
import { type DocumentationItem, LIMITS } from '@door/contract';
import { ActionIcon, Anchor, Checkbox } from '@mantine/core';
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '#web/components/data-table';
import { useTranslation } from '#web/i18n';
import { useDateFormats } from '#web/lib/format';

/** Props of the documentation table. */
export type DocumentationTableProps = {
  items: DocumentationItem[];
  selection: RowSelectionState;
  onSelectionChange: (selection: RowSelectionState) => void;
  canEdit: boolean;
  onDelete: (item: DocumentationItem) => void;
};

/** The attached items: select, name (a link into a new tab), added by, date, uploaded flag, delete; 5 rows a page. */
export const DocumentationTable = ({
  items,
  selection,
  onSelectionChange,
  canEdit,
  onDelete,
}: DocumentationTableProps) => {
  const { t } = useTranslation('documentation');
  const dates = useDateFormats();
  const selectedCount = items.filter((item) => selection[item.ConfigurationDocumentationId]).length;
  const columns = useMemo<ColumnDef<DocumentationItem>[]>(
    () => [
      {
        id: 'select',
        meta: { width: 40 },
        header: () => (
          <Checkbox
            aria-label={t('table.selectAll')}
            checked={items.length > 0 && selectedCount === items.length}
            indeterminate={selectedCount > 0 && selectedCount < items.length}
            onChange={(event) =>
              onSelectionChange(
                event.currentTarget.checked
                  ? Object.fromEntries(items.map((item) => [item.ConfigurationDocumentationId, true]))
                  : {},
              )
            }
          />
        ),
        cell: ({ row }) => (
          <Checkbox
            aria-label={t('table.select', { name: row.original.FileName })}
            checked={Boolean(selection[row.original.ConfigurationDocumentationId])}
            onChange={(event) => {
              const { [row.original.ConfigurationDocumentationId]: _dropped, ...rest } = selection;
              onSelectionChange(
                event.currentTarget.checked ? { ...rest, [row.original.ConfigurationDocumentationId]: true } : rest,
              );
            }}
          />
        ),
      },
      {
        id: 'name',
        header: () => t('table.name'),
        meta: { width: 200 },
        cell: ({ row }) => (
          <Anchor href={row.original.Url} target="_blank" rel="noopener noreferrer">
            {row.original.FileName}
          </Anchor>
        ),
      },
      {
        id: 'user',
        header: () => t('table.user'),
        meta: { label: t('table.user'), priority: 2 },
        cell: ({ row }) => row.original.UserModified || t('table.system'),
      },
      {
        id: 'date',
        header: () => t('table.date'),
        meta: { label: t('table.date'), priority: 2, width: 150, nowrap: true },
        cell: ({ row }) => dates.dateTime(row.original.DateModified),
      },
      {
        id: 'uploaded',
        header: () => t('table.uploaded'),
        meta: { label: t('table.uploaded'), priority: 3, width: 100 },
        cell: ({ row }) => (row.original.IsUserUploaded ? t('table.yes') : t('table.no')),
      },
      {
        id: 'delete',
        header: () => <span className="visually-hidden">{t('table.delete')}</span>,
        meta: { sticky: true, width: 56 },
        cell: ({ row }) => (
          <ActionIcon
            variant="subtle"
            color="red"
            disabled={!canEdit}
            aria-label={t('table.deleteItem', { name: row.original.FileName })}
            onClick={() => onDelete(row.original)}
          >
            <span aria-hidden="true">✕</span>
          </ActionIcon>
        ),
      },
    ],
    [t, dates, items, selection, selectedCount, onSelectionChange, canEdit, onDelete],
  );
  return (
    <DataTable
      label={t('table.caption')}
      columns={columns}
      rows={items}
      rowId={(row) => row.ConfigurationDocumentationId}
      emptyText={t('table.empty')}
      pageSize={LIMITS.smallTablePageSize}
    />
  );
};
