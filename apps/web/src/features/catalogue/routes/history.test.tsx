import type { CatalogueBrand, CatalogueDiff, CatalogueVersionsReply } from '@door/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '#web/stores/notification-store';
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
    {
      Number: 1,
      CreatedAt: '2026-09-01T09:00:00.000Z',
      CreatedBy: 'oem@demo.test',
      Source: 'merge',
      ModelCount: 4,
      BasedOn: null,
      IsCurrent: false,
      Publications: [],
    },
  ],
};

const CONFLICT = {
  Path: '/models/0/basePriceCents',
  Field: ['models', 'HW-1', 'basePriceCents'],
  Base: 100_000,
  Scheduled: 120_000,
  Published: 110_000,
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
  /** Replies of the next publishes of version 2 (the first one first). */
  const publishReplies: Response[] = [];

  beforeAll(async () => {
    await preloadOAuthClient();
    ({ CatalogueHistoryRoute } = await import('./history'));
  });

  beforeEach(() => {
    calls.length = 0;
    publishReplies.length = 0;
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
      if (path === `/catalogue/brands/${BRAND}/versions/3/publish` && method === 'POST') {
        return jsonReply(400, { Message: 'Die Zeit muss in der Zukunft liegen' });
      }
      if (path === `/catalogue/brands/${BRAND}/versions/2/publish`) {
        return publishReplies.shift() ?? jsonReply(500, { Message: 'no reply left' });
      }
      if (path === `/catalogue/brands/${BRAND}/versions/3/publish` && method === 'DELETE') {
        return jsonReply(200, { Version: 3, Cancelled: ['2099-01-01T00:00:00.000Z'] });
      }
      if (path === `/catalogue/brands/${BRAND}/versions/1` && method === 'DELETE') {
        return jsonReply(409, {
          Message:
            'Version 1 is used by 3 configurations (2 of them in documents, e.g. 2026-00004); it cannot be deleted.',
          detail: 'deleteUsed',
        });
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

  it('warns of a later scheduled version without the changes, lists its conflicts by JSON pointer, and merges once each has a side', async () => {
    publishReplies.push(
      jsonReply(409, {
        Message: 'Version 3 is scheduled for 2099-01-01 00:00 UTC and does not contain these changes.',
        detail: 'laterScheduled',
        Scheduled: [{ Version: 3, ValidFrom: '2099-01-01T00:00:00.000Z', BasedOn: 2, Conflicts: [CONFLICT] }],
      }),
      jsonReply(200, {
        Version: 2,
        ValidFrom: '2026-11-27T10:00:00.000Z',
        CurrentVersion: 2,
        Scheduled: {
          Choice: 'merge',
          Versions: [{ Version: 3, ValidFrom: '2099-01-01T00:00:00.000Z', MergedVersion: 4 }],
        },
      }),
    );
    renderPage();
    const current = await screen.findByTestId('history-version-2');
    fireEvent.click(within(current).getByRole('button', { name: 'Publish again' }));
    const dialog = await screen.findByTestId('republish-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    const choices = await within(dialog).findByTestId('scheduled-choices');
    expect(within(choices).getByText(/Version 3 is scheduled for 2099-01-01/)).toBeTruthy();
    expect(within(choices).getByText('/models/0/basePriceCents')).toBeTruthy();
    expect(within(choices).getByText(/models › HW-1 › basePriceCents/)).toBeTruthy();
    const merge = within(choices).getByRole('button', { name: 'Carry the changes into the scheduled version' });
    expect((merge as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(choices).getByLabelText('Take this version’s: 110000'));
    await waitFor(() => expect((merge as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(merge);
    await waitFor(() => expect(screen.queryByTestId('republish-dialog')).toBeNull());
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([
      { From: null, Note: null },
      {
        From: null,
        Note: null,
        Scheduled: 'merge',
        Resolutions: [{ Version: 3, Path: CONFLICT.Path, Take: 'published' }],
      },
    ]);
  });

  it('cancels a scheduled publish after asking, and shows why a version cannot be deleted', async () => {
    renderPage();
    const scheduled = await screen.findByTestId('history-version-3');
    expect(within(scheduled).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(screen.getByTestId('history-version-2')).queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(within(scheduled).getByRole('button', { name: 'Cancel scheduled publish' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel the scheduled publish of version 3' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel scheduled publish' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'DELETE' && call.path === `/catalogue/brands/${BRAND}/versions/3/publish`),
      ).toBe(true),
    );
    fireEvent.click(within(screen.getByTestId('history-version-1')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete version 1' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(useNotificationStore.getState().current).toMatchObject({
        kind: 'error',
        title: 'Version 1 could not be deleted',
        message: expect.stringContaining('Version 1 is used by 3 configurations'),
      }),
    );
  }, 20_000);

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
