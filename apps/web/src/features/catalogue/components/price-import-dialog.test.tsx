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

/** A sheet that breaks one price test: listed beside the diff, and (with a choice) the test changed in the diff. */
const breaking = (dryRun: boolean, action: string | null): CatalogueImportReply => {
  const base = reply(dryRun);
  return {
    ...base,
    Diff: {
      ...base.Diff,
      Tests: action ? { Added: [], Removed: [], Changed: ['Default price'] } : none,
      Details: action
        ? [
            {
              Kind: 'Tests',
              Item: 'Default price',
              Fields: [
                action === 'update'
                  ? { Field: ['expect', 'priceCents'], From: 100_000, To: 104_000 }
                  : { Field: ['expect', 'priceCents'], From: 100_000 },
              ],
            },
          ]
        : [],
    },
    PriceTests: [
      {
        Name: 'Default price',
        Path: '/tests/0',
        Failures: [
          {
            Path: '/tests/0/expect/priceCents',
            Severity: 'error',
            Code: 'testPrice',
            Message: 'test "Default price": the price is 104000 cents, not 100000',
          },
        ],
      },
    ],
    PriceTestAction: action === 'update' || action === 'drop' ? action : null,
  };
};

type Call = { method: string; search: string; body: unknown };

describe('the price import', () => {
  const calls: Call[] = [];
  let refuse = false;
  let breaksTests = false;

  beforeAll(preloadOAuthClient);

  beforeEach(() => {
    calls.length = 0;
    refuse = false;
    breaksTests = false;
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
      const dryRun = url.searchParams.get('dryRun') === 'true';
      return jsonReply(200, breaksTests ? breaking(dryRun, url.searchParams.get('priceTests')) : reply(dryRun));
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

  it('lists the price tests a sheet breaks, and imports only once the user says what happens to them', async () => {
    breaksTests = true;
    const onClose = await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Check' }));
    const tests = await screen.findByTestId('price-tests');
    expect(tests.textContent).toContain('Default price');
    expect(tests.textContent).toContain('the price is 104000 cents, not 100000');
    // The diff is shown all the same, and the import waits for a choice.
    expect(screen.getByTestId('diff-prices').textContent).toContain('+4');
    expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText('Update their expected prices to the sheet’s'));
    await waitFor(() => expect(calls.at(-1)?.search).toBe('?dryRun=true&publish=false&priceTests=update'));
    expect((await screen.findByTestId('diff-details')).textContent).toMatch(
      /Expects › Price: 1\.000,00\s€ → 1\.040,00\s€/,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.at(-1)?.search).toBe('?dryRun=false&publish=false&priceTests=update');
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
