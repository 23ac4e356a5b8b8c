import { DOCUMENT_TYPE_IDS, type GeneratedDocument } from '@door/contract';
import { Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n';

/** Props of the generated documents table. */
export type GeneratedDocumentsTableProps = {
  rows: GeneratedDocument[];
  selected: string[];
  onSelectedChange: (ids: string[]) => void;
  onDownload: (row: GeneratedDocument, format: 'pdf' | 'doc') => void;
  onDelete: (row: GeneratedDocument) => void;
  isBusy: boolean;
};

const formatTime = (value: string) =>
  new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));

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
  const columns = useMemo<ColumnDef<GeneratedDocument>[]>(
    () => [
      {
        id: 'select',
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
      { id: 'file', header: t('table.fileName'), cell: ({ row }) => row.original.FileName },
      { id: 'type', header: t('table.type'), cell: ({ row }) => row.original.DocumentType },
      { id: 'by', header: t('table.createdBy'), cell: ({ row }) => row.original.CreatedBy },
      { id: 'time', header: t('table.time'), cell: ({ row }) => formatTime(row.original.TimeStamp) },
      {
        id: 'actions',
        header: t('table.actions'),
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
    [t, rows, selected, onSelectedChange, onDownload, onDelete, isBusy],
  );
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel() });
  if (rows.length === 0) {
    return <Text c="dimmed">{t('table.noResults')}</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label={t('table.caption')}>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th key={header.id}>{flexRender(header.column.columnDef.header, header.getContext())}</Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr key={row.id} data-testid="generated-row">
              {row.getVisibleCells().map((cell) => (
                <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
