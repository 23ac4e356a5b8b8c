import '#web/lib/mantine-styles';
import { Button, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '#web/components/data-table';
import { QueryState } from '#web/components/query-state';
import { type TFunction, useTranslation } from '#web/i18n';
import { ListToolbar } from './list-toolbar';
import { pageCountOf, type useListQuery } from './use-list-query';

/** The actions column of a management list: Edit, with the row's name for screen readers. */
export const editColumn = <Row,>(
  t: TFunction,
  nameOf: (row: Row) => string,
  onEdit: (row: Row) => void,
): ColumnDef<Row> => ({
  id: 'actions',
  header: t('actions'),
  meta: { sticky: true, width: 100 },
  cell: ({ row }) => (
    <Button
      size="compact-sm"
      variant="subtle"
      aria-label={t('editRow', { name: nameOf(row.original) })}
      onClick={() => onEdit(row.original)}
    >
      {t('edit')}
    </Button>
  ),
});

/**
 * A management list: search and "show deactivated" above, the add button, the table with the server's pages and the
 * count; a double click opens a row.
 */
export const ManageList = <Row,>({
  label,
  list,
  query,
  columns,
  rowId,
  testId,
  addLabel,
  onAdd,
  onOpen,
}: {
  label: string;
  list: ReturnType<typeof useListQuery>;
  query: UseQueryResult<{ Items: Row[]; Total: number }>;
  // biome-ignore lint/suspicious/noExplicitAny: TanStack types each column's value; a table mixes them.
  columns: ColumnDef<Row, any>[];
  rowId: (row: Row) => string;
  testId: string;
  addLabel: string;
  onAdd: () => void;
  onOpen: (row: Row) => void;
}) => {
  const { t } = useTranslation('manage');
  return (
    <Stack>
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        includeInactive={list.includeInactive}
        onIncludeInactive={list.setIncludeInactive}
        addLabel={addLabel}
        onAdd={onAdd}
      />
      {query.isError ? <QueryState query={query} errorTitle={t('loadFailed')} /> : null}
      <DataTable
        label={label}
        columns={columns}
        rows={query.data?.Items ?? []}
        rowId={rowId}
        emptyText={t('noResults')}
        loading={query.isFetching && !query.data}
        testId={testId}
        rowProps={(row) => ({ onDoubleClick: () => onOpen(row) })}
        serverPages={{
          pageIndex: list.pageIndex,
          pageCount: pageCountOf(query.data?.Total ?? 0),
          onChange: list.setPageIndex,
        }}
        footer={t('count', { count: query.data?.Total ?? 0 })}
      />
    </Stack>
  );
};
