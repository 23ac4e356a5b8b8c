import type { ColumnDef } from '@tanstack/react-table';
import { fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render';
import { DataTable, fittingColumns } from './data-table';

type Row = { id: string; name: string; price: number };
const ROWS: Row[] = Array.from({ length: 7 }, (_, index) => ({
  id: `row-${index}`,
  name: `Door ${String.fromCharCode(71 - index)}`,
  price: index * 10,
}));
const COLUMNS: ColumnDef<Row>[] = [
  { id: 'name', accessorKey: 'name', header: 'Name', meta: { label: 'Name', filter: true } },
  { id: 'price', accessorKey: 'price', header: 'Price', meta: { label: 'Price', align: 'right', priority: 2 } },
  { id: 'actions', header: 'Actions', cell: () => 'edit', meta: { sticky: true } },
];

describe('fittingColumns', () => {
  const columns = [
    { id: 'a', priority: 1 as const, width: 300 },
    { id: 'b', priority: 3 as const, width: 200 },
    { id: 'c', priority: 2 as const, width: 200 },
    { id: 'd', priority: 2 as const, width: 100 },
  ];

  it('keeps priority 1, then fills the width with priority 2 before 3, in order', () => {
    expect(fittingColumns(columns, 600, {})).toEqual({ b: false, c: true, d: true });
    expect(fittingColumns(columns, 450, {})).toEqual({ b: false, c: false, d: true });
    expect(fittingColumns(columns, 360, {})).toEqual({ b: false, c: false, d: false });
    expect(fittingColumns(columns, 900, {})).toEqual({ b: true, c: true, d: true });
  });

  it("lets the user's choice win", () => {
    expect(fittingColumns(columns, 360, { b: true })).toEqual({ b: true, c: false, d: false });
  });
});

describe('DataTable', () => {
  const show = (extra: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) =>
    renderWithProviders(
      <Suspense fallback={null}>
        <DataTable
          label="Doors"
          columns={COLUMNS}
          rows={ROWS}
          rowId={(row) => row.id}
          emptyText="No results"
          pageSize={5}
          sortable
          filterable
          {...extra}
        />
      </Suspense>,
    );

  it('pages, sorts and filters in the browser', async () => {
    show();
    expect(await screen.findByText('Door G')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(2 + 5);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByText('Door A')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    const header = screen.getByRole('button', { name: 'Sort by Name' }).closest('th');
    expect(header?.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(screen.getAllByRole('row')[2]?.textContent).toContain('Door A');
  });

  it('says its empty text when there are no rows, and marks the actions column sticky', async () => {
    show({ rows: [] });
    expect(await screen.findByText('No results')).toBeTruthy();
    expect(screen.getByText('Actions').closest('th')?.className).toContain('data-table__sticky');
  });
});
