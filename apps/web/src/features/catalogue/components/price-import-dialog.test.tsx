import type { CatalogueImportReply } from '@door/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPageNamespaces } from '#web/i18n';
import { jsonReply, preloadOAuthClient, renderWithProviders } from '#web/test/render';
import { PriceImportDialog } from './price-import-dialog';

const BRAND = '22222222-2222-4222-8222-222222222222';
const none = { Added: [], Removed: [], Changed: [] };
const reply = (dryRun: boolean): CatalogueImportReply => ({
  DryRun: dryRun,
  Version: dryRun ? null : 4,
  IsNew: !dryRun,
  ComparedWith: 3,
  Diff: {
    Models: none,
    Parameters: none,
    Values: none,
    Rules: none,
    Categories: none,
    Selection: none,
    RuleSets: none,
    Tests: none,
    Prices: [{ Item: 'A', Unit: 'each', From: 100_000, To: 104_000 }],
    BrandRenamed: false,
  },
  Findings: [],
  Published: dryRun ? null : { ValidFrom: '2026-11-26T12:00:00.000Z' },
});

type Call = { method: string; search: string; body: unknown };

describe('the price import', () => {
  const calls: Call[] = [];
  let refuse = false;

  beforeAll(preloadOAuthClient);

  beforeEach(() => {
    calls.length = 0;
    refuse = false;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push({ method: init?.method ?? 'GET', search: url.search, body: JSON.parse(String(init?.body ?? 'null')) });
      if (refuse) {
        return jsonReply(400, {
          Message: 'The price sheet is refused',
          Findings: [
            { Path: 'Prices!H14', Severity: 'error', Code: 'negative', Message: 'a price may not be negative' },
          ],
        });
      }
      return jsonReply(200, reply(url.searchParams.get('dryRun') === 'true'));
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const open = async () => {
    await loadPageNamespaces('catalogue-pages');
    const onClose = vi.fn();
    renderWithProviders(
      <Suspense fallback={null}>
        <PriceImportDialog brandId={BRAND} onClose={onClose} />
      </Suspense>,
    );
    const dialog = await screen.findByTestId('import-dialog');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const sheet = new File([new Uint8Array([80, 75, 3, 4])], 'prices.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    fireEvent.change(input, { target: { files: [sheet] } });
    return onClose;
  };

  it('checks the sheet with a dry run, shows the diff, then imports and publishes it', async () => {
    const onClose = await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Check' }));
    const preview = await screen.findByTestId('import-preview');
    expect(preview.textContent).toContain('against version 3');
    expect(preview.textContent).toContain('+4');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      search: '?dryRun=true&publish=false',
      body: { FileName: 'prices.xlsx', Contents: 'UEsDBA==' },
    });
    fireEvent.click(screen.getByLabelText(/Publish the new version at once/));
    fireEvent.click(screen.getByRole('button', { name: 'Import and publish' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.search === '?dryRun=false&publish=true')).toBeTruthy();
  });

  it('shows why a sheet is refused, cell by cell, and stores nothing', async () => {
    refuse = true;
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Check' }));
    expect(await screen.findByText('The price sheet is refused')).toBeTruthy();
    expect(screen.getByTestId('import-findings').textContent).toContain('Prices!H14: a price may not be negative');
    expect(screen.queryByTestId('import-preview')).toBeNull();
  });
});
