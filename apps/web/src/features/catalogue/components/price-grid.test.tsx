import type { CatalogueFile } from '@door/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadPageNamespaces } from '#web/i18n';
import { renderWithProviders } from '#web/test/render';
import { priceGrid } from '../lib/price-edit';
import { PriceBulkDialog } from './price-bulk-dialog';
import { PriceGridTable } from './price-grid';

const text = (en: string) => ({ sl: en, en, de: en, fr: en });

const file = {
  formatVersion: 1,
  brand: { name: 'Alpina' },
  categories: [{ code: 'main', names: text('Main') }],
  parameters: [
    {
      code: 'colour',
      dataType: 'string',
      category: 'main',
      names: text('Colour'),
      values: [
        { code: 'white', names: text('White'), priceCents: 0 },
        { code: 'oak', names: text('Oak'), priceCents: 10_005 },
      ],
    },
    {
      code: 'glass',
      dataType: 'string',
      category: 'main',
      names: text('Glass'),
      values: [{ code: 'clear', names: text('Clear') }],
    },
  ],
  models: [
    {
      code: 'A',
      name: 'Model A',
      titles: text('A'),
      basePriceCents: 100_000,
      parameters: [{ code: 'colour' }, { code: 'glass' }],
    },
  ],
} as unknown as CatalogueFile;

const gridOf = () => {
  const grid = priceGrid(file, 'A', 'en');
  if (!grid) {
    throw new Error('no grid');
  }
  return grid;
};

const renderGrid = (onSave = vi.fn(async () => true)) => {
  renderWithProviders(
    <Suspense fallback={null}>
      <PriceGridTable grid={gridOf()} editable onSave={onSave} onEditing={() => {}} />
    </Suspense>,
  );
  return onSave;
};

describe('the price grid', () => {
  it('saves a price typed with a dot or a comma as exact cents, and adds one where the value had none', async () => {
    await loadPageNamespaces('catalogue-pages');
    const onSave = renderGrid();
    const oak = await screen.findByLabelText('Price of Oak (Colour)');
    fireEvent.focus(oak);
    fireEvent.change(oak, { target: { value: '123.4' } });
    fireEvent.keyDown(oak, { key: 'Enter' });
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith([
        { op: 'replace', path: '/parameters/0/values/1/priceCents', value: 12_340 },
      ]),
    );
    const clear = screen.getByLabelText('Price of Clear (Glass)');
    fireEvent.focus(clear);
    fireEvent.change(clear, { target: { value: '1.234,56' } });
    fireEvent.blur(clear);
    await waitFor(() =>
      expect(onSave).toHaveBeenLastCalledWith([
        { op: 'add', path: '/parameters/1/values/0/priceCents', value: 123_456 },
      ]),
    );
  });

  it('refuses a price finer than a cent and saves nothing; Escape goes back to the saved price', async () => {
    await loadPageNamespaces('catalogue-pages');
    const onSave = renderGrid();
    const base = (await screen.findByLabelText('Base price of Model A')) as HTMLInputElement;
    expect(base.value).toBe('1000,00');
    fireEvent.focus(base);
    fireEvent.change(base, { target: { value: '10,005' } });
    fireEvent.keyDown(base, { key: 'Enter' });
    expect(await screen.findByText('At most two decimals (cents).')).toBeTruthy();
    fireEvent.keyDown(base, { key: 'Escape' });
    expect(base.value).toBe('1000,00');
    fireEvent.focus(base);
    fireEvent.change(base, { target: { value: '1000' } });
    fireEvent.blur(base);
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('the bulk change', () => {
  it('shows every price old → new and applies them as one change', async () => {
    await loadPageNamespaces('catalogue-pages');
    const onSave = vi.fn(async () => true);
    const onClose = vi.fn();
    renderWithProviders(
      <Suspense fallback={null}>
        <PriceBulkDialog file={file} grid={gridOf()} onSave={onSave} onClose={onClose} />
      </Suspense>,
    );
    fireEvent.change(await screen.findByLabelText('Change in percent'), { target: { value: '10' } });
    expect(await screen.findByText('2 prices change')).toBeTruthy();
    const preview = screen.getByTestId('bulk-preview');
    expect(preview.textContent).toContain('colour.oak');
    expect(preview.textContent).toContain('+10');
    const apply = screen.getByRole('button', { name: 'Apply to 2 prices' }) as HTMLButtonElement;
    await waitFor(() => expect(apply.disabled).toBe(false));
    fireEvent.click(apply);
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith([
        { op: 'replace', path: '/models/0/basePriceCents', value: 110_000 },
        { op: 'replace', path: '/parameters/0/values/1/priceCents', value: 11_006 },
      ]),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
