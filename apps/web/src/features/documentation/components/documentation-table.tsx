import { type DocumentationItem, LIMITS } from '@door/contract';
import { ActionIcon, Anchor, Checkbox, Group, Pagination, Table, Text } from '@mantine/core';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  type PaginationState,
  type RowSelectionState,
  useReactTable,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n';

/** Props of the documentation table. */
export type DocumentationTableProps = {
  items: DocumentationItem[];
  selection: RowSelectionState;
  onSelectionChange: (selection: RowSelectionState) => void;
  canEdit: boolean;
  onDelete: (item: DocumentationItem) => void;
};

const formatDate = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language === 'sl' ? 'sl-SI' : language, { dateStyle: 'short', timeStyle: 'short' });

/** The attached items: select, name (a link into a new tab), added by, date, uploaded flag, delete; 5 rows a page. */
export const DocumentationTable = ({
  items,
  selection,
  onSelectionChange,
  canEdit,
  onDelete,
}: DocumentationTableProps) => {
  const { t, i18n } = useTranslation('documentation');
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: LIMITS.smallTablePageSize });
  const columns = useMemo<ColumnDef<DocumentationItem>[]>(
    () => [
      {
        id: 'select',
        header: ({ table }) => (
          <Checkbox
            aria-label={t('table.selectAll')}
            checked={table.getIsAllRowsSelected()}
            indeterminate={table.getIsSomeRowsSelected()}
            onChange={table.getToggleAllRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => (
          <Checkbox
            aria-label={t('table.select', { name: row.original.FileName })}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      },
      {
        id: 'name',
        header: () => t('table.name'),
        cell: ({ row }) => (
          <Anchor href={row.original.Url} target="_blank" rel="noopener noreferrer">
            {row.original.FileName}
          </Anchor>
        ),
      },
      { id: 'user', header: () => t('table.user'), cell: ({ row }) => row.original.UserModified || t('table.system') },
      {
        id: 'date',
        header: () => t('table.date'),
        cell: ({ row }) => formatDate(row.original.DateModified, i18n.language),
      },
      {
        id: 'uploaded',
        header: () => t('table.uploaded'),
        cell: ({ row }) => (row.original.IsUserUploaded ? t('table.yes') : t('table.no')),
      },
      {
        id: 'delete',
        header: () => <span className="visually-hidden">{t('table.delete')}</span>,
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
    [t, i18n.language, canEdit, onDelete],
  );
  const table = useReactTable({
    data: items,
    columns,
    getRowId: (row) => row.ConfigurationDocumentationId,
    state: { rowSelection: selection, pagination },
    onRowSelectionChange: (updater) => onSelectionChange(typeof updater === 'function' ? updater(selection) : updater),
    onPaginationChange: setPagination,
    enableRowSelection: true,
    getCoreRowModel: getCoreRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    autoResetPageIndex: false,
  });
  const pageCount = table.getPageCount();
  return (
    <>
      <Table>
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
          {table.getRowModel().rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text>{t('table.empty')}</Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <Table.Tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      {pageCount > 1 ? (
        <Group justify="center">
          <Pagination
            total={pageCount}
            value={Math.min(pagination.pageIndex + 1, pageCount)}
            onChange={(page) => table.setPageIndex(page - 1)}
            getControlProps={(control) => ({ 'aria-label': t(`table.page.${control}`) })}
          />
        </Group>
      ) : null}
    </>
  );
};
