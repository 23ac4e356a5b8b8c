import type { CatalogueBrand, CatalogueDraft, CatalogueFile } from '@door/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '#web/stores/notification-store';
import { jsonReply, preloadOAuthClient, renderWithProviders } from '#web/test/render';

// The route module waits for the translations at its top level: it is loaded once they have started (setup.ts).
let CataloguePricesRoute: typeof import('./prices').CataloguePricesRoute;

const BRAND = '22222222-2222-4222-8222-222222222222';
const text = (en: string) => ({ sl: en, en, de: en, fr: en });

const brand: CatalogueBrand = {
  BrandId: BRAND,
  Name: 'Alpina',
  BrandPartnerIds: [],
  CurrentVersion: 3,
  LatestVersion: 3,
};

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
  ],
  models: [
    { code: 'A', name: 'Model A', titles: text('A'), basePriceCents: 100_000, parameters: [{ code: 'colour' }] },
  ],
} as unknown as CatalogueFile;

const draft = (revision: number): CatalogueDraft => ({
  BrandId: BRAND,
  Revision: revision,
  BasedOnVersion: 3,
  UpdatedAt: '2026-11-26T10:00:00.000Z',
  UpdatedBy: 'oem@demo.test',
  File: file,
});

type Call = { method: string; path: string; body: unknown };

describe('the prices page', () => {
  const calls: Call[] = [];
  let hasDraft = false;
  let refuseNextSave = false;

  beforeAll(async () => {
    await preloadOAuthClient();
    ({ CataloguePricesRoute } = await import('./prices'));
  });

  beforeEach(() => {
    calls.length = 0;
    hasDraft = false;
    refuseNextSave = false;
    useNotificationStore.setState({ current: null, queue: [] });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const path = url.pathname.replace(/^\/api\/v1/, '');
      calls.push({ method, path: `${path}${url.search}`, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (path === '/catalogue/brands') {
        return jsonReply(200, [brand]);
      }
      if (path === `/catalogue/brands/${BRAND}/versions/3`) {
        return jsonReply(200, file);
      }
      if (path === `/catalogue/brands/${BRAND}/draft`) {
        if (method === 'GET') {
          return hasDraft ? jsonReply(200, draft(1)) : jsonReply(404, { Message: 'No draft' });
        }
        if (method === 'POST') {
          hasDraft = true;
          return jsonReply(200, draft(1));
        }
        if (method === 'PUT') {
          if (refuseNextSave) {
            refuseNextSave = false;
            return jsonReply(409, { Message: 'The draft was changed meanwhile' });
          }
          return jsonReply(200, draft(2));
        }
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
        <CataloguePricesRoute />
      </Suspense>,
      '/catalogue/prices',
    );

  it('shows the current version read-only, starts a draft, and saves a typed price with the draft revision', async () => {
    renderPage();
    expect(await screen.findByText('Prices of version 3 (read only)')).toBeTruthy();
    expect(screen.getByTestId('price-row-colour.oak').textContent).toContain('100,05');
    expect(screen.queryByLabelText('Price of Oak (Colour)')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Start a draft' }));
    const oak = await screen.findByLabelText('Price of Oak (Colour)');
    expect(calls.some((call) => call.method === 'POST' && call.path === `/catalogue/brands/${BRAND}/draft`)).toBe(true);

    fireEvent.focus(oak);
    fireEvent.change(oak, { target: { value: '110,50' } });
    fireEvent.keyDown(oak, { key: 'Enter' });
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      Revision: 1,
      Operations: [{ op: 'replace', path: '/parameters/0/values/1/priceCents', value: 11_050 }],
    });
  });

  it('reloads the draft and tells the user when someone else saved it first', async () => {
    hasDraft = true;
    refuseNextSave = true;
    renderPage();
    const base = await screen.findByLabelText('Base price of Model A');
    fireEvent.focus(base);
    fireEvent.change(base, { target: { value: '1200' } });
    fireEvent.blur(base);
    await waitFor(() => expect(useNotificationStore.getState().current?.title).toBe('Someone else saved the draft'));
    // The draft is read again after the refused save.
    const refused = calls.findIndex((call) => call.method === 'PUT');
    expect(refused).toBeGreaterThanOrEqual(0);
    await waitFor(() =>
      expect(calls.slice(refused + 1).some((call) => call.method === 'GET' && call.path.endsWith('/draft'))).toBe(true),
    );
    expect((screen.getByLabelText('Base price of Model A') as HTMLInputElement).value).toBe('1000,00');
  });

  it('filters the grid by code or name', async () => {
    renderPage();
    await screen.findByTestId('price-grid');
    fireEvent.change(screen.getByLabelText(/Filter/), { target: { value: 'oak' } });
    await waitFor(() => expect(screen.queryByTestId('price-row-colour.white')).toBeNull());
    expect(screen.getByTestId('price-row-colour.oak')).toBeTruthy();
    expect(screen.getByTestId('price-row-base')).toBeTruthy();
  });
});
