import { DOCUMENT_STATUS_IDS, DOCUMENT_TYPE_IDS, type DocumentDetail, type DocumentOfferOnline } from '@door/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_FLAGS, useAppStore } from '#web/stores/app-store';
import { useNotificationStore } from '#web/stores/notification-store';
import { jsonReply, renderWithProviders } from '#web/test/render';
import { DocumentDetailView } from './document-detail';

const BPI = '3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01';
const ID = '11111111-1111-4111-8111-111111111111';
const GUID = '22222222-2222-4222-8222-222222222222';

const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

const detail = (overrides: Partial<DocumentDetail> = {}): DocumentDetail => ({
  SalesDocumentId: ID,
  IsAnyError: false,
  DocumentNumber: '2026-00042',
  ProjectId: GUID,
  ProjectStatusId: GUID,
  ProjectNumber: 7,
  ProjectStatus: 'Active',
  DocumentLastChanged: '2026-11-22T10:00:00.000Z',
  PartnerName: 'Distributor',
  RecipientPartnerName: null,
  ContactName: 'Maja Kos',
  CompanyName: '',
  Commission: 'KOM-1',
  CustomerNumber: '',
  TotalPriceWithTax: 1234.5,
  DocumentTypeName: 'Offer',
  DocumentTypeId: GUID,
  DocumentStatusName: 'Draft',
  DocumentStatusId: GUID,
  Salesman: 'Ana Admin',
  SalesmanRecipient: null,
  InitialSalesDocumentId: null,
  InitialSalesDocumentNumber: null,
  Currency: 'CHF',
  TotalPrice: 1000,
  TotalTaxCost: 234.5,
  ContactEmail: 'maja.kos@example.com',
  ContactTelephone: '+386 1 234',
  Comment: 'Call first.',
  Configurations: [],
  IsReadOnly: false,
  Revision: 1,
  RevisionRootSalesDocumentId: ID,
  SupersededBySalesDocumentId: null,
  SupersededByDocumentNumber: null,
  CanCreateRevision: true,
  SupplierOrderNumber: '',
  ...overrides,
});

describe('DocumentDetailView', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let reply: DocumentDetail;

  beforeEach(() => {
    reply = detail();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as DocumentDetail;
        reply = { ...reply, Commission: body.Commission, CustomerNumber: body.CustomerNumber };
      }
      return jsonReply(200, reply);
    });
    useAppStore.setState({
      token: 'token',
      role: 'admin',
      flags: EMPTY_FLAGS,
      brandPartnerId: BPI,
      document: {
        documentId: ID,
        initialDocumentId: null,
        name: '2026-00042',
        project: 7,
        addingMode: false,
        disableEdit: false,
        status: GUID,
        currency: 'CHF',
      },
    });
    useNotificationStore.setState({ current: null, queue: [] });
  });

  afterEach(() => vi.unstubAllGlobals());

  const show = () =>
    renderWithProviders(
      <Suspense fallback={null}>
        <DocumentDetailView />
      </Suspense>,
    );

  it('shows the read-only fields, the e-mail as a mail link and the totals in de-DE with the currency', async () => {
    show();
    expect((await screen.findByTestId('document-number')).textContent).toBe('2026-00042');
    expect(screen.getByRole('link', { name: 'maja.kos@example.com' }).getAttribute('href')).toBe(
      'mailto:maja.kos@example.com',
    );
    expect(screen.getByTestId('total-with-tax').textContent).toMatch(/^1\.234,50\sCHF$/);
    expect(screen.getByTestId('total-price').textContent).toMatch(/^1\.000,00\sCHF$/);
    expect(screen.getByTestId('document-comment').textContent).toBe('Call first.');
  });

  it('keeps save disabled until a value changes and while it is too long, then sends both values', async () => {
    show();
    const commission = await screen.findByRole('textbox', { name: 'Commission' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(isDisabled(save)).toBe(true);
    fireEvent.change(commission, { target: { value: 'x'.repeat(256) } });
    await waitFor(() => expect(isDisabled(save)).toBe(true));
    fireEvent.change(commission, { target: { value: 'KOM-2' } });
    await waitFor(() => expect(isDisabled(save)).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toContain(`/document/${ID}`);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      BrandPartnerId: BPI,
      Commission: 'KOM-2',
      CustomerNumber: '',
    });
    await waitFor(() => expect(isDisabled(save)).toBe(true));
  });

  it('lets an installer read but not edit, and disables editing of a read-only document', async () => {
    useAppStore.setState({ role: 'mon' });
    const { unmount } = show();
    expect(isDisabled(await screen.findByRole('textbox', { name: 'Commission' }))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change contact' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove comment' })).toBeNull();
    unmount();
    useAppStore.setState({ role: 'admin' });
    reply = detail({ IsReadOnly: true });
    show();
    expect(await screen.findByTestId('read-only-note')).toBeTruthy();
    expect(isDisabled(screen.getByRole('textbox', { name: 'Commission' }))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Remove comment' })).toBeNull();
  });

  it("checks an ERP order response on an order's page, shows its changes, then applies it", async () => {
    reply = detail({ DocumentTypeId: DOCUMENT_TYPE_IDS.order, DocumentTypeName: 'Order', IsReadOnly: true });
    const sent: { DryRun: boolean; FileName: string; Base64File: string }[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/opentrans') && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { DryRun: boolean; FileName: string; Base64File: string };
        sent.push(body);
        if (!body.DryRun) {
          reply = { ...reply, SupplierOrderNumber: 'AB-4711' };
        }
        return jsonReply(200, {
          Root: 'ORDERRESPONSE',
          SalesDocumentId: ID,
          DocumentNumber: '2026-00042',
          Applied: !body.DryRun,
          SupplierOrderId: 'AB-4711',
          AcceptedPositions: [1, 2],
          Changes: [
            { Position: 1, Field: 'unitPrice', Before: '1200.00', After: '1150.50' },
            { Position: 1, Field: 'deliveryDate', Before: '', After: '2026-12-20' },
          ],
        });
      }
      return jsonReply(200, reply);
    });
    show();
    const panel = await screen.findByTestId('order-response-panel');
    expect(screen.getByTestId('supplier-order-number').textContent).toBe('–');
    expect(panel.textContent).toContain('Order response from the ERP');
    const input = panel.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['<ORDERRESPONSE/>'], 'response.xml', { type: 'application/xml' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    const diff = await screen.findByTestId('order-response-diff');
    expect(diff.textContent).toContain('Accepted positions: 1, 2');
    expect(diff.textContent).toContain('AB-4711');
    expect(diff.textContent).toMatch(/Unit price1\.200,00\sCHF → 1\.150,50\sCHF/);
    expect(diff.textContent).toContain('Delivery date');
    expect(sent[0]).toMatchObject({ DryRun: true, FileName: 'response.xml', Base64File: btoa('<ORDERRESPONSE/>') });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(sent[1]).toMatchObject({ DryRun: false }));
    await waitFor(() => expect(screen.queryByTestId('order-response-diff')).toBeNull());
    // The page reads the order again: the manufacturer's number is in the document's details.
    await waitFor(() => expect(screen.getByTestId('supplier-order-number').textContent).toBe('AB-4711'));
  });

  it('offers no order response on an archived order (the server refuses it)', async () => {
    reply = detail({
      DocumentTypeId: DOCUMENT_TYPE_IDS.order,
      DocumentTypeName: 'Order',
      DocumentStatusId: DOCUMENT_STATUS_IDS.archived,
      IsReadOnly: true,
    });
    show();
    await screen.findByTestId('document-number');
    expect(screen.queryByTestId('order-response-panel')).toBeNull();
  });

  it('offers no order response on an offer', async () => {
    show();
    await screen.findByTestId('document-number');
    expect(screen.queryByTestId('order-response-panel')).toBeNull();
    expect(screen.queryByTestId('supplier-order-number')).toBeNull();
  });

  it('shows a failed save under the saving title with the server message', async () => {
    show();
    const commission = await screen.findByRole('textbox', { name: 'Commission' });
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'PUT'
        ? jsonReply(409, { Message: 'The document is read-only and cannot be changed.', detail: 'documentReadOnly' })
        : jsonReply(200, reply),
    );
    fireEvent.change(commission, { target: { value: 'KOM-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(useNotificationStore.getState().current).toMatchObject({
        kind: 'error',
        title: 'Saving',
        message: 'The document is read-only and cannot be changed.',
      }),
    );
  });

  /** The offer's page: its detail, its offer online (the given fields over a sent, editable offer), no revisions. */
  const answerOnline = (online: Partial<DocumentOfferOnline>) => {
    fetchMock.mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path.endsWith('/offerOnline')) {
        return jsonReply(200, {
          IsOffer: true,
          ValidUntil: '2026-12-31',
          DefaultValidityDays: 30,
          CanEditValidUntil: true,
          SentAt: '2026-11-20T09:00:00.000Z',
          ViewedAt: null,
          AnsweredAt: null,
          LinkOpen: false,
          ChangedSinceSent: false,
          Answer: null,
          ...online,
        } satisfies DocumentOfferOnline);
      }
      if (path.endsWith('/revisions')) {
        return jsonReply(200, { Revisions: [] });
      }
      return jsonReply(200, reply);
    });
  };

  it('offers "New revision" and the valid-until date exactly as the server says it accepts them', async () => {
    const answer = (editable: boolean) => answerOnline({ CanEditValidUntil: editable, SentAt: null });
    reply = detail({ DocumentTypeId: DOCUMENT_TYPE_IDS.offer, CanCreateRevision: true });
    answer(true);
    const { unmount } = show();
    expect(await screen.findByRole('button', { name: 'New revision' })).toBeTruthy();
    expect(isDisabled(await screen.findByLabelText('Valid until'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Save the date' })).toBeTruthy();
    unmount();

    // A read-only, archived, superseded or accepted offer: the server refuses both (409), the page offers neither.
    reply = detail({ DocumentTypeId: DOCUMENT_TYPE_IDS.offer, IsReadOnly: true, CanCreateRevision: false });
    answer(false);
    show();
    expect(isDisabled(await screen.findByLabelText('Valid until'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save the date' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New revision' })).toBeNull();
  });

  it('says while the customer holds an open link that a change needs the offer sent again, and once it changed', async () => {
    const online = (link: { LinkOpen: boolean; ChangedSinceSent: boolean }) => answerOnline(link);
    reply = detail({ DocumentTypeId: DOCUMENT_TYPE_IDS.offer });

    online({ LinkOpen: false, ChangedSinceSent: false });
    const first = show();
    await screen.findByLabelText('Valid until');
    expect(screen.queryByTestId('offer-link-note')).toBeNull();
    expect(screen.queryByTestId('offer-changed-note')).toBeNull();
    first.unmount();

    online({ LinkOpen: true, ChangedSinceSent: false });
    const second = show();
    expect((await screen.findByTestId('offer-link-note')).textContent).toBe(
      'The customer holds a link to accept this offer. If you change the offer, that link will only accept it after you send the offer again.',
    );
    expect(screen.queryByTestId('offer-changed-note')).toBeNull();
    second.unmount();

    online({ LinkOpen: true, ChangedSinceSent: true });
    show();
    const changed = await screen.findByTestId('offer-changed-note');
    expect(changed.textContent).toContain('Changed since it was sent');
    expect(changed.textContent).toContain(
      "the customer's link will not accept it until you send the offer again (Print and send).",
    );
    expect(screen.queryByTestId('offer-link-note')).toBeNull();
  });
});
