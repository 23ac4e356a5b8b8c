import { type DocumentHistoryEntry, LIMITS } from '@door/contract';
import { Alert, Loader, Pagination, Table } from '@mantine/core';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useAppStore } from '../../../stores/app-store';
import { useDocumentHistory } from '../api/get-document-history';
import { messageOf } from '../lib/error-message';

/** The history of the document and its configurations (§2): type (translated), text, value, user, date; 5 a page. */
export const HistoryTable = () => {
  const { t } = useTranslation('document');
  const documentId = useAppStore((state) => state.document?.documentId ?? '');
  const history = useDocumentHistory(documentId);
  const [pageIndex, setPageIndex] = useState(0);
  const columns = useMemo<ColumnDef<DocumentHistoryEntry>[]>(
    () => [
      {
        id: 'Type',
        header: () => t('history.Type'),
        accessorFn: (row) => t(`historyTypes.${row.Type}`, { defaultValue: row.Type }),
      },
      { id: 'Text', header: () => t('history.Text'), accessorKey: 'Text' },
      { id: 'Value', header: () => t('history.Value'), accessorKey: 'Value' },
      { id: 'User', header: () => t('history.User'), accessorKey: 'User' },
      {
        id: 'DateTime',
        header: () => t('history.DateTime'),
        accessorFn: (row) => new Date(row.DateTime).toLocaleString('de-DE'),
      },
    ],
    [t],
  );
  const table = useReactTable({
    data: history.data ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    state: { pagination: { pageIndex, pageSize: LIMITS.smallTablePageSize } },
    autoResetPageIndex: false,
  });
  if (history.isPending) {
    return <Loader aria-label={t('loading')} />;
  }
  if (history.isError) {
    return <Alert color="red">{messageOf(history.error, t('errors.loadFailed'))}</Alert>;
  }
  const rows = table.getRowModel().rows;
  return (
    <div>
      <Table striped aria-label={t('history.title')}>
        <Table.Thead>
          <Table.Tr>
            {table.getFlatHeaders().map((header) => (
              <Table.Th key={header.id}>{flexRender(header.column.columnDef.header, header.getContext())}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>{t('noResults')}</Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.id} data-testid="history-row">
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      <Pagination
        size="sm"
        mt="xs"
        total={Math.max(1, table.getPageCount())}
        value={pageIndex + 1}
        onChange={(page) => setPageIndex(page - 1)}
        getControlProps={(control) => ({ 'aria-label': t(`page.${control}`) })}
        getItemProps={(page) => ({ 'aria-label': t('page.number', { page }) })}
      />
    </div>
  );
};
