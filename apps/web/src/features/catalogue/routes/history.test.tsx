import type { CatalogueBrand, CatalogueDiff, CatalogueVersionsReply } from '@door/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonReply, preloadOAuthClient, renderWithProviders } from '#web/test/render';

// The route module waits for the translations at its top level: it is loaded once they have started (setup.ts).
let CatalogueHistoryRoute: typeof import('./history').CatalogueHistoryRoute;

const BRAND = '22222222-2222-4222-8222-222222222222';
const brand: CatalogueBrand = {
  BrandId: BRAND,
  Name: 'Alpina',
  BrandPartnerIds: [],
  CurrentVersion: 2,
  LatestVersion: 3,
};

const versions: CatalogueVersionsReply = {
  BrandId: BRAND,
  BrandName: 'Alpina',
  CurrentVersion: 2,
  Scheduled: [{ Version: 3, ValidFrom: '2099-01-01T00:00:00.000Z' }],
  Versions: [
    {
      Number: 3,
      CreatedAt: '2026-11-20T09:00:00.000Z',
      CreatedBy: 'oem@demo.test',
      Source: 'prices',
      ModelCount: 4,
      BasedOn: 2,
      IsCurrent: false,
      Publications: [
        {
          ValidFrom: '2099-01-01T00:00:00.000Z',
          PublishedAt: '2026-11-20T09:05:00.000Z',
          PublishedBy: 'oem@demo.test',
          Note: 'New price list for 2099',
        },
      ],
    },
    {
      Number: 2,
      CreatedAt: '2026-10-01T09:00:00.000Z',
      CreatedBy: null,
      Source: 'seed',
      ModelCount: 4,
      BasedOn: null,
      IsCurrent: true,
      Publications: [
        {
          ValidFrom: '2026-10-01T09:00:00.000Z',
          PublishedAt: '2026-10-01T09:00:00.000Z',
          PublishedBy: null,
          Note: null,
        },
      ],
    },
  ],
};

const none = { Added: [], Removed: [], Changed: [] };
const diff: CatalogueDiff = {
  Models: none,
  Parameters: none,
  Values: { Added: ['colour.black'], Removed: [], Changed: [] },
  Rules: none,
  Categories: none,
  Selection: none,
  RuleSets: none,
  Tests: none,
  Prices: [{ Item: 'colour.oak', Unit: 'each', From: 10_000, To: 10_400 }],
  BrandRenamed: false,
};

type Call = { method: string; path: string; body: unknown };

describe('the catalogue history', () => {
  const calls: Call[] = [];

  beforeAll(async () => {
    await preloadOAuthClient();
    ({ CatalogueHistoryRoute } = await import('./history'));
  });

  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const path = url.pathname.replace(/^\/api\/v1/, '');
      calls.push({ method, path: `${path}${url.search}`, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (path === '/catalogue/brands') {
        return jsonReply(200, [brand]);
      }
      if (path === `/catalogue/brands/${BRAND}/versions`) {
        return jsonReply(200, versions);
      }
      if (path === `/catalogue/brands/${BRAND}/versions/3/diff`) {
        return jsonReply(200, diff);
      }
      if (path === `/catalogue/brands/${BRAND}/versions/3/publish`) {
        return jsonReply(400, { Message: 'Die Zeit muss in der Zukunft liegen' });
      }
      return jsonReply(404, { Message: `unexpected ${method} ${path}` });
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const renderPage = () =>
    renderWithProviders(
      <Suspense fallback={null}>
        <CatalogueHistoryRoute />
      </Suspense>,
      '/catalogue/history',
    );

  it('lists every version newest first with its publications, notes, the current and the scheduled one', async () => {
    renderPage();
    const newest = await screen.findByTestId('history-version-3');
    const current = screen.getByTestId('history-version-2');
    expect(newest.compareDocumentPosition(current) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(newest).getByText(/Scheduled from/)).toBeTruthy();
    expect(within(newest).getByText('Note: New price list for 2099')).toBeTruthy();
    expect(within(newest).getByText(/from a price spreadsheet/)).toBeTruthy();
    expect(within(current).getByText('Current')).toBeTruthy();
    expect(within(current).getAllByText(/by the system/)).toHaveLength(2);
  });

  it('compares a version with the current one, prices old → new with the percentage', async () => {
    renderPage();
    const newest = await screen.findByTestId('history-version-3');
    fireEvent.click(within(newest).getByRole('button', { name: 'Compare' }));
    const prices = await screen.findByTestId('diff-prices');
    expect(calls.some((call) => call.path === `/catalogue/brands/${BRAND}/versions/3/diff?against=2`)).toBe(true);
    expect(prices.textContent).toContain('colour.oak');
    expect(prices.textContent).toContain('+4');
    expect(screen.getByText('From version 2 to version 3')).toBeTruthy();
  });

  it('publishes again with the diff first, and shows the server’s refusal in the dialog', async () => {
    renderPage();
    const newest = await screen.findByTestId('history-version-3');
    fireEvent.click(within(newest).getByRole('button', { name: 'Publish again' }));
    const dialog = await screen.findByTestId('republish-dialog');
    await within(dialog).findByTestId('diff-prices');
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: '  Back to the new list ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    expect(await within(dialog).findByText('Die Zeit muss in der Zukunft liegen')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ From: null, Note: 'Back to the new list' }),
    );
  });
});
