import type { OverviewReply } from '@door/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_FLAGS, useAppStore } from '#web/stores/app-store';
import { jsonReply, preloadOAuthClient, renderWithProviders } from '#web/test/render';

// The route module waits for the translations at its top level: it is loaded once they have started (setup.ts).
let ConfirmationRoute: typeof import('./confirmation').ConfirmationRoute;

const BPI = '11111111-1111-4111-8111-111111111111';
const CONFIGURATION = '22222222-2222-4222-8222-222222222222';
const DOCUMENT = '33333333-3333-4333-8333-333333333333';

const overview: OverviewReply = {
  Metadata: {
    ConfigurationId: CONFIGURATION,
    PartId: '44444444-4444-4444-8444-444444444444',
    BrandPartnerId: BPI,
    ModelName: 'K1',
    ModelTitle: 'Kovač 1',
    BrandModelName: 'Kovač 1',
    ModelPrice: 500,
    FinalImageUrl: '',
    FinalImage: null,
    GenerateLiveImage: false,
    PartPicture: '',
    Comment: '',
    CanEdit: true,
    InApproval: false,
    HasDocument: false,
    Position: null,
    CommentParameterId: null,
    IsPublished: false,
    Catalogue: { VersionId: '55555555-5555-4555-8555-555555555555', Version: 1, CurrentVersion: 1, CanUpdate: false },
  },
  Categories: [],
  ModelPrice: 500,
  ConfigurationPrice: 500,
  Currency: 'EUR',
  PartsTree: null,
};

const calls: { method: string; path: string }[] = [];

const staff = (document: { name: string } | null, role: 'prod' | 'mon' | null = 'prod') =>
  useAppStore.setState({
    token: 'token',
    role,
    flags: EMPTY_FLAGS,
    brandPartnerId: BPI,
    document: document && {
      documentId: DOCUMENT,
      initialDocumentId: null,
      name: document.name,
      project: null,
      addingMode: false,
      disableEdit: false,
      status: '',
      currency: 'EUR',
    },
    documentConfiguration: null,
  });

const renderOverview = () =>
  renderWithProviders(
    <Suspense fallback={null}>
      <ConfirmationRoute />
    </Suspense>,
    `/configurator/confirmation?id=${CONFIGURATION}&bpi=${BPI}`,
  );

describe("the overview's save for staff", () => {
  beforeAll(async () => {
    await preloadOAuthClient();
    ({ ConfirmationRoute } = await import('./confirmation'));
  });

  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, path: url.pathname });
      if (url.pathname.includes('/overview')) {
        return jsonReply(200, overview);
      }
      if (method === 'POST' && url.pathname === `/api/v1/document/${DOCUMENT}`) {
        return jsonReply(200, {
          SalesDocumentConfigurationId: '66666666-6666-4666-8666-666666666666',
          ConfigurationId: CONFIGURATION,
          ConfigurationPosition: 1,
          DocumentStatusId: null,
        });
      }
      if (url.pathname.startsWith('/api/v1/cart')) {
        return method === 'GET' ? jsonReply(200, []) : jsonReply(403, { Message: 'Staff save into documents.' });
      }
      return jsonReply(404, { Message: `unexpected ${method} ${url.pathname}` });
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const cartPosts = () => calls.filter((call) => call.method === 'POST' && call.path.startsWith('/api/v1/cart'));
  /** Every button of the overview's actions clicked (print and the like stubbed): none of them may post to the cart. */
  const clickEveryAction = async () => {
    vi.stubGlobal('print', () => undefined);
    for (const button of screen.getAllByRole('button')) {
      fireEvent.click(button);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  };

  it('shows a customer the Save that puts the door into the cart (what staff must not get)', async () => {
    staff(null, null);
    renderOverview();
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(cartPosts()).toHaveLength(1));
    expect(screen.queryByTestId('staff-save-hint')).toBeNull();
  });

  it('offers staff no Save into a cart they cannot have, and says where doors are saved', async () => {
    staff(null);
    renderOverview();
    expect(await screen.findByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await clickEveryAction();
    expect(cartPosts()).toEqual([]);
    expect(screen.queryByText('Staff save into documents.')).toBeNull();
    expect(screen.getByTestId('staff-save-hint')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My projects' }).getAttribute('href')).toBe('/admin/myProjects');
  });

  it('adds the door to the open document instead, and never calls the cart', async () => {
    staff({ name: '2026-00012' });
    renderOverview();
    const add = await screen.findByRole('button', { name: 'Add to 2026-00012' });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    fireEvent.click(add);
    await waitFor(() => expect(calls).toContainEqual({ method: 'POST', path: `/api/v1/document/${DOCUMENT}` }));
    expect(cartPosts()).toEqual([]);
    expect(screen.queryByText('Staff save into documents.')).toBeNull();
  });

  it('offers installers neither a Save nor an add, and never calls the cart', async () => {
    staff({ name: '2026-00012' }, 'mon');
    renderOverview();
    expect(await screen.findByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add to/ })).toBeNull();
    expect(screen.queryByTestId('staff-save-hint')).toBeNull();
    await clickEveryAction();
    expect(cartPosts()).toEqual([]);
  });
});
