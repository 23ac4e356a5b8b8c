import type { PublicDocumentItem } from '@door/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render';
import { PublicDocumentsTable, withTimestamp } from './public-documents-table';

const item = (name: string, date: string, index: number): PublicDocumentItem => ({
  ConfigurationDocumentationId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  Url: `/api/v1/files/sig?key=k${index}&name=${name}`,
  FileName: name,
  DateModified: date,
});

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[1]?.textContent);

describe('public documents table', () => {
  it('adds a time stamp to each link and opens it in a new tab', async () => {
    expect(withTimestamp('/a?b=1', 42)).toBe('/a?b=1&t=42');
    expect(withTimestamp('https://x.test/a.pdf', 42)).toBe('https://x.test/a.pdf?t=42');
    renderWithProviders(<PublicDocumentsTable items={[item('plan.pdf', '2026-11-20T10:00:00Z', 1)]} />);
    const link = await screen.findByRole('link', { name: 'plan.pdf' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('href')).toMatch(/&t=\d+$/);
  });

  it('sorts by name and by date, ascending date showing the newest first', async () => {
    renderWithProviders(
      <PublicDocumentsTable
        items={[
          item('b.pdf', '2026-11-20T10:00:00Z', 1),
          item('a.pdf', '2026-11-18T10:00:00Z', 2),
          item('c.pdf', '2026-11-22T10:00:00Z', 3),
        ]}
      />,
    );
    const header = (name: RegExp) => screen.getByRole('button', { name });
    fireEvent.click(await screen.findByRole('button', { name: /name/i }));
    expect(names()).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    fireEvent.click(header(/date/i));
    expect(names()).toEqual(['c.pdf', 'b.pdf', 'a.pdf']);
    fireEvent.click(header(/date/i));
    expect(names()).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
  });

  it('shows 50 rows a page and "no results" when empty', async () => {
    const many = Array.from({ length: 51 }, (_, index) =>
      item(`f${String(index).padStart(2, '0')}.pdf`, '2026-11-20T10:00:00Z', index),
    );
    const { unmount } = renderWithProviders(<PublicDocumentsTable items={many} />);
    expect(await screen.findAllByRole('row')).toHaveLength(51);
    unmount();
    renderWithProviders(<PublicDocumentsTable items={[]} />);
    expect(await screen.findByText(/no results|ni rezultatov/i)).toBeTruthy();
  });
});
