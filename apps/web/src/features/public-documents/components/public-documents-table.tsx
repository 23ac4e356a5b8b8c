import { LIMITS, type PublicDocumentItem } from '@door/contract';
import { Anchor, Group, Pagination, Table, Text, UnstyledButton } from '@mantine/core';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type PaginationState,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n';

/** The link of a document with a time stamp added, so a browser never shows a cached older file (§2). */
export const withTimestamp = (url: string, now: number = Date.now()): string =>
  `${url}${url.includes('?') ? '&' : '?'}t=${now}`;

const formatDate = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language === 'sl' ? 'sl-SI' : language, { dateStyle: 'medium', timeStyle: 'short' });

const OpenIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M14 3h7v7h-2V6.41l-9.29 9.3-1.42-1.42 9.3-9.29H14V3zM5 5h6v2H7v10h10v-4h2v6H5V5z" fill="currentColor" />
  </svg>
);

/**
 * The public documents table (§2): an open icon, the file name as a link into a new tab, the date; sortable by name
 * and by date, where ascending shows the newest first; 50 rows a page; 'no results' when empty.
 */
export const PublicDocumentsTable = ({ items }: { items: PublicDocumentItem[] }) => {
  const { t, i18n } = useTranslation('documentation');
  const [sorting, setSorting] = useState<SortingState>([]);
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: LIMITS.publicDocumentsPageSize,
  });
  const columns = useMemo<ColumnDef<PublicDocumentItem>[]>(
    () => [
      {
        id: 'open',
        header: () => <span className="visually-hidden">{t('public.open')}</span>,
        enableSorting: false,
        cell: ({ row }) => (
          <Anchor
            href={withTimestamp(row.original.Url)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('public.openFile', { name: row.original.FileName })}
            className="public-documents__icon"
          >
            <OpenIcon />
          </Anchor>
        ),
      },
      {
        id: 'name',
        accessorFn: (row) => row.FileName.toLocaleLowerCase(),
        header: () => t('public.name'),
        cell: ({ row }) => (
          <Anchor href={withTimestamp(row.original.Url)} target="_blank" rel="noopener noreferrer">
            {row.original.FileName}
          </Anchor>
        ),
      },
      {
        id: 'date',
        // Ascending by date shows the newest first (§2): the key is the negative time.
        accessorFn: (row) => -new Date(row.DateModified).getTime(),
        header: () => t('public.date'),
        cell: ({ row }) => formatDate(row.original.DateModified, i18n.language),
      },
    ],
    [t, i18n.language],
  );
  const table = useReactTable({
    data: items,
    columns,
    state: { sorting, pagination },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    sortDescFirst: false,
  });
  const pageCount = table.getPageCount();
  return (
    <>
      <Table className="public-documents__table" highlightOnHover>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const content = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <Table.Th
                    key={header.id}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    className={header.id === 'open' ? 'public-documents__icon-column' : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <UnstyledButton
                        onClick={header.column.getToggleSortingHandler()}
                        className="public-documents__sort"
                      >
                        {content}
                        <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                      </UnstyledButton>
                    ) : (
                      content
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={3}>
                <Text>{t('public.noResults')}</Text>
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
        <Group justify="center" mt="md">
          <Pagination
            total={pageCount}
            value={pagination.pageIndex + 1}
            onChange={(page) => table.setPageIndex(page - 1)}
            getControlProps={(control) => ({ 'aria-label': t(`public.page.${control}`) })}
          />
        </Group>
      ) : null}
    </>
  );
};
