import '#web/lib/mantine-styles';
import { DOCUMENT_TYPE_IDS, type GeneratedDocument } from '@door/contract';
import { Button, Checkbox, Group } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '#web/components/data-table';
import { useTranslation } from '#web/i18n';
import { useDateFormats } from '#web/lib/format';

/** Props of the generated documents table. */
export type GeneratedDocumentsTableProps = {
  rows: GeneratedDocument[];
  selected: string[];
  onSelectedChange: (ids: string[]) => void;
  onDownload: (row: GeneratedDocument, format: 'pdf' | 'doc') => void;
  onDelete: (row: GeneratedDocument) => void;
  isBusy: boolean;
};

/** The generated documents: selection for the zip, file name, type, author, time, downloads and delete. */
export const GeneratedDocumentsTable = ({
  rows,
  selected,
  onSelectedChange,
  onDownload,
  onDelete,
  isBusy,
}: GeneratedDocumentsTableProps) => {
  const { t } = useTranslation('print');
  const dates = useDateFormats();
  const columns = useMemo<ColumnDef<GeneratedDocument>[]>(
    () => [
      {
        id: 'select',
        meta: { width: 40 },
        header: () => (
          <Checkbox
            aria-label={t('table.selectAll')}
            checked={rows.length > 0 && selected.length === rows.length}
            indeterminate={selected.length > 0 && selected.length < rows.length}
            onChange={(event) =>
              onSelectedChange(event.currentTarget.checked ? rows.map((row) => row.SalesDocumentGeneratedId) : [])
            }
          />
        ),
        cell: ({ row }) => (
          <Checkbox
            aria-label={t('table.select', { name: row.original.FileName })}
            checked={selected.includes(row.original.SalesDocumentGeneratedId)}
            onChange={(event) => {
              const id = row.original.SalesDocumentGeneratedId;
              onSelectedChange(
                event.currentTarget.checked ? [...selected, id] : selected.filter((entry) => entry !== id),
              );
            }}
          />
        ),
      },
      { id: 'file', header: t('table.fileName'), meta: { width: 200 }, cell: ({ row }) => row.original.FileName },
      {
        id: 'type',
        header: t('table.type'),
        meta: { label: t('table.type'), priority: 2 },
        cell: ({ row }) => row.original.DocumentType,
      },
      {
        id: 'by',
        header: t('table.createdBy'),
        meta: { label: t('table.createdBy'), priority: 3 },
        cell: ({ row }) => row.original.CreatedBy,
      },
      {
        id: 'time',
        header: t('table.time'),
        meta: { label: t('table.time'), priority: 2, width: 150, nowrap: true },
        cell: ({ row }) => dates.dateTime(row.original.TimeStamp),
      },
      {
        id: 'actions',
        header: t('table.actions'),
        meta: { sticky: true, width: 220 },
        cell: ({ row }) => {
          const isSent = row.original.DocumentTypeId === DOCUMENT_TYPE_IDS.offersent;
          return (
            <Group gap="xs" wrap="nowrap">
              <Button size="xs" variant="default" onClick={() => onDownload(row.original, 'pdf')} disabled={isBusy}>
                {t('table.pdf')}
              </Button>
              <Button size="xs" variant="default" onClick={() => onDownload(row.original, 'doc')} disabled={isBusy}>
                {t('table.doc')}
              </Button>
              <Button
                size="xs"
                variant="default"
                color="red"
                onClick={() => onDelete(row.original)}
                disabled={isBusy || isSent}
                title={isSent ? t('table.sentNotDeletable') : undefined}
                aria-label={t('table.deleteNamed', { name: row.original.FileName })}
              >
                {t('table.delete')}
              </Button>
            </Group>
          );
        },
      },
    ],
    [t, dates, rows, selected, onSelectedChange, onDownload, onDelete, isBusy],
  );
  return (
    <DataTable
      label={t('table.caption')}
      columns={columns}
      rows={rows}
      rowId={(row) => row.SalesDocumentGeneratedId}
      emptyText={t('table.noResults')}
      rowProps={() => ({ testId: 'generated-row' })}
    />
  );
};
