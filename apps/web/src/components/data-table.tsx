import { Table, Text } from '@mantine/core';
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';

/** Props of a small client-side table. */
export type DataTableProps<Row> = {
  /** The table's accessible name. */
  label: string;
  columns: ColumnDef<Row>[];
  rows: Row[];
  rowId: (row: Row) => string;
  /** Shown in one cell when there are no rows (§8 'no results'). */
  emptyText: string;
  testId?: string;
};

/** A small table of rows already loaded (TanStack Table), with an empty text; the admin pages' cost and term tables. */
export const DataTable = <Row,>({ label, columns, rows, rowId, emptyText, testId }: DataTableProps<Row>) => {
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel(), getRowId: rowId });
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder aria-label={label} data-testid={testId}>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th key={header.id} scope="col">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text size="sm" c="dimmed">
                  {emptyText}
                </Text>
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
    </Table.ScrollContainer>
  );
};
