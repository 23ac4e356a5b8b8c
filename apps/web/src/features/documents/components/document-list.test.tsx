import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_FLAGS, useAppStore } from '#web/stores/app-store';
import { useNotificationStore } from '#web/stores/notification-store';
import { jsonReply, renderWithProviders } from '#web/test/render';
import { listRow } from '../test/list-row';
import { DocumentList } from './document-list';

const BPI = '3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01';
const LICENCE = { EnabledApplication: true, EnabledEdifactExport: true, EnabledEdifactImport: true };
const ROWS = [
  listRow({ IsAnyError: true }),
  listRow({
    SalesDocumentId: '44444444-4444-4444-8444-444444444444',
    DocumentNumber: '2026-0002',
    status: 'confirmed',
    TotalPriceWithTax: 1234567.8,
    InitialSalesDocumentNumber: '2026-0001',
    InitialSalesDocumentId: '11111111-1111-4111-8111-111111111111',
  }),
];

const urlOf = (call: Parameters<typeof fetch>) => new URL(String(call[0]), 'http://localhost');

describe('DocumentList', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let listReply: () => Response;

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    listReply = () => jsonReply(200, { Items: ROWS, Total: 23, Page: 1, PageSize: 10 });
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/account/licence')) {
        return jsonReply(200, LICENCE);
      }
      return listReply();
    });
    useAppStore.setState({ token: 'token', role: 'admin', flags: EMPTY_FLAGS, brandPartnerId: BPI, document: null });
    useNotificationStore.setState({ current: null, queue: [] });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const show = (view: 'my' | 'all', path = '/list') =>
    renderWithProviders(
      <Suspense fallback={null}>
        <DocumentList view={view} />
      </Suspense>,
      path,
    );

  const listCalls = () => fetchMock.mock.calls.map(urlOf).filter((url) => url.pathname.includes(`/document/${BPI}/`));

  it("shows the 'my' rows without partner and salesmen, the price in de-DE and the error mark", async () => {
    show('my');
    expect(await screen.findByText('2026-0002')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sort by Partner' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sort by Salesman' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sort by Company' })).toBeTruthy();
    expect(screen.getByText('1.234.567,80 €')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'This document has an error' })).toHaveLength(1);
    expect(listCalls()[0]?.pathname).toMatch(/\/document\/[^/]+\/myLimit$/);
    expect(listCalls()[0]?.searchParams.get('pageSize')).toBe('10');
  });

  it('shows an offer sent for acceptance with when it was answered, sent and first opened', async () => {
    listReply = () =>
      jsonReply(200, {
        Items: [
          listRow({
            status: 'accepted',
            OfferSentAt: '2026-11-02T08:00:00.000Z',
            OfferViewedAt: '2026-11-03T09:30:00.000Z',
            OfferAnsweredAt: '2026-11-04T10:45:00.000Z',
          }),
        ],
        Total: 1,
        Page: 1,
        PageSize: 10,
      });
    show('my');
    const times = await screen.findByText(/^on .+ · sent .+ · opened .+$/);
    expect(times.textContent).toMatch(
      /^on 04\/11\/2026, 10:45 · sent 02\/11\/2026, 08:00 · opened 03\/11\/2026, 09:30$/,
    );
    expect(times.closest('[data-testid="document-row"]')?.textContent).toContain('accepted');
  });

  it("links a superseded revision to the one that replaced it: the link filters to the offer's number and selects it", async () => {
    const SECOND = '55555555-5555-4555-8555-555555555555';
    listReply = () =>
      jsonReply(200, {
        Items: [
          listRow({
            status: 'superseded',
            DocumentNumber: '2026-00012',
            SupersededBySalesDocumentId: SECOND,
            SupersededByDocumentNumber: '2026-00012-02',
          }),
          listRow({ SalesDocumentId: SECOND, status: 'offer', DocumentNumber: '2026-00012-02' }),
        ],
        Total: 2,
        Page: 1,
        PageSize: 10,
      });
    show('my');
    const links = await screen.findAllByTestId('superseded-by');
    // Only the superseded revision names a successor.
    expect(links).toHaveLength(1);
    expect(links[0]?.textContent).toBe('replaced by 2026-00012-02');
    fireEvent.click(links[0] as HTMLElement);
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('filter[DocumentNumber]')).toBe('2026-00012'));
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Select document 2026-00012-02' })).toHaveProperty('checked', true),
    );
    expect(screen.getByRole('radio', { name: 'Select document 2026-00012' })).toHaveProperty('checked', false);
  });

  it("shows partner and salesmen in 'all'", async () => {
    show('all');
    await screen.findByText('2026-0002');
    expect(screen.getByRole('button', { name: 'Sort by Partner' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sort by Recipient salesman' })).toBeTruthy();
    expect(listCalls()[0]?.pathname).toMatch(/\/allLimit$/);
  });

  it('reloads with the All and no-Limit variants when the checkboxes change', async () => {
    show('my');
    await screen.findByText('2026-0002');
    fireEvent.click(screen.getByLabelText('Include archived'));
    await waitFor(() => expect(listCalls().at(-1)?.pathname).toMatch(/\/myAllLimit$/));
    fireEvent.click(screen.getByLabelText('Show all'));
    await waitFor(() => expect(listCalls().at(-1)?.pathname).toMatch(/\/myAll$/));
  });

  it('filters on the server 500 ms after typing stops and sorts by a column', async () => {
    show('my');
    await screen.findByText('2026-0002');
    fireEvent.change(screen.getByLabelText('Filter Document'), { target: { value: '0002' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(listCalls().some((url) => url.searchParams.has('filter[DocumentNumber]'))).toBe(false);
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('filter[DocumentNumber]')).toBe('0002'));
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Final price' }));
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('sort')).toBe('TotalPriceWithTax'));
    expect(listCalls().at(-1)?.searchParams.get('order')).toBe('asc');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Final price' }));
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('order')).toBe('desc'));
  });

  it('presets the project from ?project= and pages by 10', async () => {
    show('my', '/list?project=5');
    await screen.findByText('2026-0002');
    expect(listCalls()[0]?.searchParams.get('project')).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('page')).toBe('3'));
  });

  it('enables the buttons of the selected row from the transition table', async () => {
    show('my');
    await screen.findByText('2026-0002');
    const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(button('Open').disabled).toBe(true);
    expect(button('Confirm').disabled).toBe(true);
    expect(button('New offer').disabled).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'Select document 2026-0001' }));
    expect(button('Open').disabled).toBe(false);
    expect(button('Confirm').disabled).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'Select document 2026-0002' }));
    expect(button('Confirm').disabled).toBe(true);
    expect(button('Archive').disabled).toBe(false);
  });

  it('opens a row on double-click: the document becomes the current one and the configurations page shows', async () => {
    const { router } = show('my');
    const cell = await screen.findByText('2026-0002');
    fireEvent.doubleClick(cell);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/document/configurations'));
    expect(useAppStore.getState().document).toMatchObject({
      documentId: '44444444-4444-4444-8444-444444444444',
      name: '2026-0002',
      initialDocumentId: '11111111-1111-4111-8111-111111111111',
      disableEdit: true,
      currency: 'EUR',
    });
  });

  it('opens the selected row with Enter on its radio', async () => {
    const { router } = show('my');
    const radio = await screen.findByRole('radio', { name: 'Select document 2026-0001' });
    fireEvent.keyDown(radio, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/document/configurations'));
    expect(useAppStore.getState().document?.name).toBe('2026-0001');
  });

  it("says 'no results' for an empty list", async () => {
    listReply = () => jsonReply(200, { Items: [], Total: 0, Page: 1, PageSize: 10 });
    show('my');
    expect(await screen.findByText('No results')).toBeTruthy();
  });

  it('shows a load failure with its message and disables new offer', async () => {
    listReply = () => jsonReply(500, { Message: 'Database unavailable' });
    show('my');
    await waitFor(() => expect(useNotificationStore.getState().current?.message).toBe('Database unavailable'));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'New offer' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });
});
