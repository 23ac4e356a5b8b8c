import { type ContactRow, LIMITS, TIMINGS } from '@door/contract';
import { Pagination, Radio, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type ColumnDef,
  type ColumnFiltersState,
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n';

const FILTERED: readonly (keyof ContactRow)[] = ['Name', 'Title', 'Partner', 'User'];

/**
 * A contact table (send to supplier, forward, change contact): 5 rows a page, a 500 ms text filter per column, one
 * contact picked; with `requireUser` (the default) only a contact with a user can be picked.
 */
export const ContactPicker = ({
  contacts,
  selectedId,
  onSelect,
  error,
  legend,
  name = 'supplier-contact',
  requireUser = true,
}: {
  contacts: ContactRow[];
  selectedId: string;
  onSelect: (contactId: string) => void;
  error: string | null;
  /** The table's caption; default the supplier contact. */
  legend?: string;
  /** The radio group's name. */
  name?: string;
  requireUser?: boolean;
}) => {
  const { t } = useTranslation('documents');
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [debounced] = useDebouncedValue(filters, TIMINGS.textFilterDelay);
  const [pageIndex, setPageIndex] = useState(0);
  const columnFilters: ColumnFiltersState = useMemo(
    () =>
      Object.entries(debounced)
        .filter(([, value]) => value.trim() !== '')
        .map(([id, value]) => ({ id, value })),
    [debounced],
  );
  const columns = useMemo<ColumnDef<ContactRow>[]>(
    () => [
      {
        id: 'select',
        header: () => <VisuallyHidden>{t('list.select')}</VisuallyHidden>,
        cell: ({ row }) => (
          <Radio
            size="xs"
            name={name}
            checked={selectedId === row.original.ContactId}
            disabled={requireUser && !row.original.User}
            onChange={() => onSelect(row.original.ContactId)}
            aria-label={t('dialogs.pickContactRow', { name: row.original.Name })}
          />
        ),
      },
      ...FILTERED.map<ColumnDef<ContactRow>>((key) => ({
        id: key,
        accessorKey: key,
        header: () => t(`contactColumns.${key}`),
        filterFn: 'includesString',
      })),
    ],
    [t, selectedId, onSelect, name, requireUser],
  );
  const table = useReactTable({
    data: contacts,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    getRowId: (row) => row.ContactId,
    state: { columnFilters, pagination: { pageIndex, pageSize: LIMITS.smallTablePageSize } },
    autoResetPageIndex: false,
  });
  const rows = table.getRowModel().rows;
  return (
    <fieldset className="contact-picker">
      <legend>{legend ?? t('dialogs.supplierContact')}</legend>
      <Table striped verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            {table.getFlatHeaders().map((header) => (
              <Table.Th key={header.id}>{flexRender(header.column.columnDef.header, header.getContext())}</Table.Th>
            ))}
          </Table.Tr>
          <Table.Tr>
            {table.getFlatHeaders().map((header) => (
              <Table.Th key={header.id}>
                {header.id === 'select' ? null : (
                  <TextInput
                    size="xs"
                    maxLength={LIMITS.textMax}
                    aria-label={t('list.filterBy', { column: t(`contactColumns.${header.id}`) })}
                    value={filters[header.id] ?? ''}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      setFilters((current) => ({ ...current, [header.id]: value }));
                      setPageIndex(0);
                    }}
                  />
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={FILTERED.length + 1}>{t('list.noResults')}</Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.id} data-testid="contact-row">
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      <Pagination
        size="xs"
        mt="xs"
        total={Math.max(1, table.getPageCount())}
        value={pageIndex + 1}
        onChange={(page) => setPageIndex(page - 1)}
        getControlProps={(control) => ({ 'aria-label': t(`list.page.${control}`) })}
        getItemProps={(page) => ({ 'aria-label': t('list.page.number', { page }) })}
      />
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
};
