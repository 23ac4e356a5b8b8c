import { DOCUMENT_STATUS_IDS, type DocumentConfigurationRow } from '@door/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPageNamespaces } from '#web/i18n';
import { EMPTY_FLAGS, useAppStore } from '#web/stores/app-store';
import { useNotificationStore } from '#web/stores/notification-store';
import { jsonReply, renderWithProviders } from '#web/test/render';
import { ConfigurationsPage } from './configurations-page';

const BPI = '3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01';
const DOCUMENT_ID = '11111111-1111-4111-8111-111111111111';

const row = (position: number, statusId: string | null = DOCUMENT_STATUS_IDS.draft): DocumentConfigurationRow => ({
  ConfigurationId: `22222222-2222-4222-8222-00000000000${position}`,
  SalesDocumentConfigurationId: `33333333-3333-4333-8333-00000000000${position}`,
  ConfigurationPosition: position,
  ConfigurationBrandName: 'Triglav Premium',
  ConfigurationName: 'Triglav',
  Image: '/api/v1/configurator/x/image',
  ConfigurationDateModified: '2026-11-22T10:00:00.000Z',
  TotalPrice: 1234.5 * position,
  ConfigurationWithAdditionalCost: 1234.5 * position,
  Quantity: position,
  DocumentStatus: 'Draft',
  DocumentStatusId: statusId,
  PartId: '44444444-4444-4444-8444-444444444444',
  ClonePart: true,
  DeliveryDate: position === 1 ? '2026-12-24T00:00:00.000Z' : null,
  CustomerPosition: position === 1 ? 'A-1' : '',
});

const detail = (configurations: DocumentConfigurationRow[], isReadOnly = false) => ({
  SalesDocumentId: DOCUMENT_ID,
  DocumentNumber: '2026-00046',
  ContactName: 'Maja Kos',
  CompanyName: '',
  ProjectNumber: 7,
  DocumentStatusId: DOCUMENT_STATUS_IDS.draft,
  IsReadOnly: isReadOnly,
  Currency: 'CHF',
  TotalPrice: configurations.reduce((sum, item) => sum + item.TotalPrice, 0),
  Configurations: configurations,
});

const urlOf = (call: Parameters<typeof fetch>) => new URL(String(call[0]), 'http://localhost');

describe('ConfigurationsPage', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let reply: () => Response;

  beforeAll(async () => {
    await loadPageNamespaces('document-configurations');
  });

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    reply = () => jsonReply(200, detail([row(1), row(2)]));
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method && init.method !== 'GET') {
        return jsonReply(200, { SalesDocumentConfigurationId: row(3).SalesDocumentConfigurationId });
      }
      return url.pathname.endsWith(`/document/${DOCUMENT_ID}`) ? reply() : jsonReply(404, { Message: 'no' });
    });
    useAppStore.setState({
      token: 'token',
      role: 'admin',
      flags: { ...EMPTY_FLAGS, isParentPartner: true },
      brandPartnerId: BPI,
      document: {
        documentId: DOCUMENT_ID,
        initialDocumentId: null,
        name: '',
        project: null,
        addingMode: false,
        disableEdit: false,
        status: '',
        currency: 'EUR',
      },
      documentConfiguration: null,
    });
    useNotificationStore.setState({ current: null, queue: [] });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const show = () =>
    renderWithProviders(
      <Suspense fallback={null}>
        <ConfigurationsPage />
      </Suspense>,
      '/document-configurations',
    );

  it('shows every row with brand name plus name, the price in de-DE and the document currency', async () => {
    show();
    expect(await screen.findByTestId('configuration-row-2')).toBeTruthy();
    expect(screen.getAllByText('Triglav Premium Triglav')).toHaveLength(2);
    expect(screen.getByTestId('price-1').textContent?.replace(/\s/g, ' ')).toBe('1.234,50 CHF');
    // The delivery day in the interface language's one date format (English here).
    expect(screen.getByTestId('configuration-row-1').textContent).toContain('24/12/2026');
    expect(screen.getByText('2 configurations')).toBeTruthy();
    expect(screen.getByTestId('configuration-row-1').textContent).toContain('A-1');
    // The document state follows the server: number and currency.
    await waitFor(() => expect(useAppStore.getState().document?.name).toBe('2026-00046'));
    expect(useAppStore.getState().document?.customer).toBe('Maja Kos');
    expect(useAppStore.getState().document?.currency).toBe('CHF');
  });

  it('saves a quantity only when it is 1 to 100 and changed', async () => {
    show();
    const input = await screen.findByTestId('quantity-1');
    const save = screen.getByTestId('quantity-save-1');
    fireEvent.change(input, { target: { value: '' } });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: '4' } });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => {
      const call = fetchMock.mock.calls.find((item) => urlOf(item).pathname.endsWith('/changeQuantity'));
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ BrandPartnerId: BPI, Quantity: 4 });
    });
  });

  it('copies at once and deletes only after the confirmation', async () => {
    show();
    fireEvent.click(await screen.findByTestId('copy-1'));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls
          .map(urlOf)
          .some((url) => url.pathname.endsWith(`${row(1).SalesDocumentConfigurationId}/copy`)),
      ).toBe(true),
    );
    fireEvent.click(screen.getByTestId('delete-2'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete configuration' });
    expect(fetchMock.mock.calls.some((call) => call[1]?.method === 'DELETE')).toBe(false);
    fireEvent.click(dialog.querySelector('button[data-autofocus]') as HTMLElement);
    await waitFor(() => expect(fetchMock.mock.calls.some((call) => call[1]?.method === 'DELETE')).toBe(true));
  });

  it('asks before changing a configuration with special documentation and opens it 500 ms after the select', async () => {
    reply = () => jsonReply(200, detail([row(1, DOCUMENT_STATUS_IDS.specialTechnicalDocumentationGenerated)]));
    const { router } = show();
    fireEvent.click(await screen.findByTestId('change-1'));
    const dialog = await screen.findByRole('dialog', { name: 'Change configuration' });
    fireEvent.click(dialog.querySelector('button[data-autofocus]') as HTMLElement);
    expect(useAppStore.getState().documentConfiguration?.position).toBe(1);
    expect(useAppStore.getState().document?.addingMode).toBe(true);
    expect(router.state.location.pathname).toBe('/document-configurations');
    await waitFor(() => expect(router.state.location.pathname).toBe('/configurator/configuration'));
  });

  it('disables change, copy and delete while documentation is generating or without a status', async () => {
    reply = () => jsonReply(200, detail([row(1, DOCUMENT_STATUS_IDS.generatingTechnicalDocumentation), row(2, null)]));
    show();
    await screen.findByTestId('configuration-row-2');
    for (const position of [1, 2]) {
      for (const action of ['change', 'copy', 'delete']) {
        expect((screen.getByTestId(`${action}-${position}`) as HTMLButtonElement).disabled).toBe(true);
      }
      expect((screen.getByTestId(`details-${position}`) as HTMLButtonElement).disabled).toBe(false);
    }
  });

  it('lets installers and a read-only document only open', async () => {
    reply = () => jsonReply(200, detail([row(1)], true));
    show();
    await screen.findByTestId('configuration-row-1');
    for (const action of ['change', 'copy', 'delete', 'quantity-save']) {
      expect((screen.getByTestId(`${action}-1`) as HTMLButtonElement).disabled).toBe(true);
    }
    expect((screen.getByTestId('add-configuration') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('details-1') as HTMLButtonElement).disabled).toBe(false);
  });
});
