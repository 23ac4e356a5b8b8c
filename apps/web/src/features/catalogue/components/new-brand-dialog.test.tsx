import type { CatalogueNewBrandReply } from '@door/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPageNamespaces } from '#web/i18n';
import { jsonReply, preloadOAuthClient, renderWithProviders } from '#web/test/render';
import { NewBrandDialog } from './new-brand-dialog';

const BRAND = '33333333-3333-4333-8333-333333333333';
const none = { Added: [], Removed: [], Changed: [] };
const created = (name: string, published: boolean): CatalogueNewBrandReply => ({
  BrandId: BRAND,
  BrandName: name,
  DryRun: false,
  Version: 1,
  IsNew: true,
  ComparedWith: null,
  Diff: {
    Models: none,
    Parameters: none,
    Values: none,
    Rules: none,
    Categories: none,
    Selection: none,
    RuleSets: none,
    Tests: none,
    Prices: [],
    BrandRenamed: false,
  },
  Findings: [],
  Published: published ? { ValidFrom: '2026-11-27T12:00:00.000Z' } : null,
});

type Call = { method: string; path: string; search: string; body: unknown };

describe('the new brand dialog', () => {
  const calls: Call[] = [];
  let answer: (call: Call) => Response;

  beforeAll(preloadOAuthClient);

  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        search: url.search,
        body: JSON.parse(String(init?.body ?? 'null')),
      };
      calls.push(call);
      if (call.path.endsWith('/draft')) {
        return jsonReply(200, { BrandId: BRAND, Revision: 1, File: call.body, BasedOnVersion: 1 });
      }
      return answer(call);
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const open = async () => {
    await loadPageNamespaces('catalogue-pages');
    const onClose = vi.fn();
    const onCreated = vi.fn();
    renderWithProviders(
      <Suspense fallback={null}>
        <NewBrandDialog onClose={onClose} onCreated={onCreated} />
      </Suspense>,
    );
    await screen.findByTestId('new-brand-dialog');
    return { onClose, onCreated };
  };

  const upload = (text: string) => {
    const input = screen.getByTestId('new-brand-dialog').querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([text], 'brenner.json', { type: 'application/json' })] } });
  };

  it('creates a brand from an empty catalogue with the name typed, and opens its version 1 as a draft', async () => {
    answer = (call) => jsonReply(200, created((call.body as { brand: { name: string } }).brand.name, false));
    const { onClose, onCreated } = await open();
    fireEvent.click(screen.getByLabelText('An empty catalogue (build it in the workbench)'));
    fireEvent.click(screen.getByRole('button', { name: 'Create brand' }));
    expect(await screen.findByText('Type the brand’s name.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: /Brand name/ }), { target: { value: '  Holzwerk Ost ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create brand' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(BRAND));
    expect(onClose).toHaveBeenCalled();
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/v1/catalogue/brands',
      search: '?publish=false',
      body: { formatVersion: 1, brand: { name: 'Holzwerk Ost' }, categories: [], parameters: [], models: [] },
    });
    expect(calls[1]).toMatchObject({
      method: 'POST',
      path: `/api/v1/catalogue/brands/${BRAND}/draft`,
      body: { FromVersion: 1 },
    });
  });

  it('creates and publishes a brand from a file, naming the brand the file names', async () => {
    answer = () => jsonReply(200, created('Holzmanufaktur Brenner', true));
    const { onCreated } = await open();
    upload(JSON.stringify({ formatVersion: 1, brand: { name: 'Holzmanufaktur Brenner' }, models: [] }));
    expect(await screen.findByText('The file names the brand “Holzmanufaktur Brenner”.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Publish version 1 at once'));
    fireEvent.click(screen.getByRole('button', { name: 'Create brand' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(BRAND));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ search: '?publish=true', body: { brand: { name: 'Holzmanufaktur Brenner' } } });
  });

  it('shows a refusal with its findings, place by place, and a taken name; nothing is opened', async () => {
    answer = () =>
      jsonReply(400, {
        Message: 'The catalogue has errors (1); nothing was imported.',
        detail: 'invalidCatalogue',
        Findings: [
          {
            Path: '/parameters/2/drawing/role',
            Severity: 'error',
            Code: 'drawingRoleUnknown',
            Message: 'unknown drawing role "knocker"',
          },
        ],
      });
    const { onCreated } = await open();
    upload('{"formatVersion": 1, "brand": {"name": "Kaputt AG"}}');
    await screen.findByText('The file names the brand “Kaputt AG”.');
    fireEvent.click(screen.getByRole('button', { name: 'Create brand' }));
    expect(await screen.findByText('The catalogue has errors (1); nothing was imported.')).toBeTruthy();
    expect(screen.getByTestId('import-findings').textContent).toContain(
      '/parameters/2/drawing/role: unknown drawing role "knocker"',
    );

    answer = () =>
      jsonReply(409, {
        Message: 'A brand named “Kaputt AG” exists already; nothing was created.',
        detail: 'brandExists',
      });
    fireEvent.click(screen.getByRole('button', { name: 'Create brand' }));
    expect(await screen.findByText('A brand named “Kaputt AG” exists already; nothing was created.')).toBeTruthy();
    expect(screen.queryByTestId('import-findings')).toBeNull();
    expect(onCreated).not.toHaveBeenCalled();
    expect(calls.every((call) => call.path === '/api/v1/catalogue/brands')).toBe(true);
  });

  it('says so when the file is not JSON, and sends nothing', async () => {
    answer = () => jsonReply(500, {});
    await open();
    upload('not json at all');
    expect(await screen.findByText('This file is not a catalogue file (JSON).')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create brand' }));
    expect(calls).toHaveLength(0);
  });
});
