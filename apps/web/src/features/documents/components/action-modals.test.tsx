import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_FLAGS, useAppStore } from '#web/stores/app-store';
import { useNotificationStore, useToastStore } from '#web/stores/notification-store';
import { jsonReply, renderWithProviders } from '#web/test/render';
import { listRow } from '../test/list-row';
import { ActionModals } from './action-modals';
import type { OpenDialog } from './dialogs/dialog-props';

const BPI = '3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01';
const NEW_ID = '55555555-5555-4555-8555-555555555555';
const OFFER_TYPE = '0d7b1c10-0001-4000-8000-000000000002';
const USER_ID = '66666666-6666-4666-8666-666666666666';
const SLOVENIA = '5e1a0000-0000-4000-8000-000000000705';
const SUPPLIER_CONTACT = '77777777-7777-4777-8777-777777777777';

type Call = { method: string; path: string; body: unknown };

/** The reply of a call that creates a document (import, new offer). */
const createdReply = (DocumentNumber: string) =>
  jsonReply(200, {
    SalesDocumentId: NEW_ID,
    DocumentStatusId: NEW_ID,
    ProjectId: NEW_ID,
    ProjectStatusId: NEW_ID,
    DocumentNumber,
    Currency: 'CHF',
  });

describe('document action dialogs', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const calls: Call[] = [];
  let reply: (call: Call) => Response;

  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    reply = () => jsonReply(200, { SalesDocumentId: NEW_ID });
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api\/v1/, ''),
        body: init?.body ? JSON.parse(String(init.body)) : null,
      };
      calls.push(call);
      if (call.path.startsWith('/selection/documenttype/')) {
        return jsonReply(200, [{ DocumentTypeId: OFFER_TYPE, Name: 'Offer' }]);
      }
      if (call.path === '/selection/countrylist') {
        return jsonReply(200, [{ CountryId: SLOVENIA, Code: 'SI', Name: 'Slovenia' }]);
      }
      if (call.path.endsWith('/contacts')) {
        return jsonReply(
          200,
          url.searchParams.get('onlyParent') === 'true'
            ? [
                {
                  ContactId: SUPPLIER_CONTACT,
                  Name: 'Petra Zupan',
                  Title: '',
                  Partner: 'Alpina Proizvodnja',
                  User: 'oem@demo.test',
                },
              ]
            : [],
        );
      }
      if (call.path.startsWith('/selection/language/')) {
        return jsonReply(200, [
          { LanguageId: '99999999-9999-4999-8999-999999999991', Name: 'Slovenščina', Code: 'sl', IsDefault: false },
          { LanguageId: '99999999-9999-4999-8999-999999999992', Name: 'Deutsch', Code: 'de', IsDefault: true },
        ]);
      }
      if (call.path.endsWith('/users')) {
        return jsonReply(200, [{ PartnerUserId: USER_ID, Name: 'Ana', UserType: 'prod', Partner: 'Alpina' }]);
      }
      return reply(call);
    });
    useAppStore.setState({ token: 'token', role: 'admin', flags: EMPTY_FLAGS, brandPartnerId: BPI, document: null });
    useNotificationStore.setState({ current: null, queue: [] });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const show = (dialog: OpenDialog) => {
    const onDone = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <Suspense fallback={null}>
        <ActionModals dialog={dialog} view="my" brandPartnerId={BPI} onClose={onClose} onDone={onDone} />
      </Suspense>,
    );
    return { onDone, onClose };
  };

  const choose = async (label: string, option: string) => {
    const labelled = await screen.findAllByLabelText(new RegExp(`^${label}`));
    const input = labelled.find((element) => element.tagName === 'INPUT');
    expect(input).toBeDefined();
    fireEvent.click(input as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
  };

  it('copies with a type, forces a new project for a closed project and selects the new document', async () => {
    const row = listRow({ project: 'closed' });
    const { onDone } = show({ action: 'copy', row });
    const newProject = (await screen.findByRole('checkbox', { name: 'New project' })) as HTMLInputElement;
    expect(newProject.checked).toBe(true);
    expect(newProject.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Please choose a document type.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await choose('Document type', 'Offer');
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(NEW_ID));
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/document',
      body: { DocumentId: row.SalesDocumentId, DocumentTypeId: OFFER_TYPE, BrandPartnerId: BPI, NewProject: true },
    });
  });

  it('leaves new project free for an active project', async () => {
    show({ action: 'copy', row: listRow() });
    const newProject = (await screen.findByRole('checkbox', { name: 'New project' })) as HTMLInputElement;
    expect(newProject.checked).toBe(false);
    expect(newProject.disabled).toBe(false);
  });

  it('assigns only once a user is picked', async () => {
    const row = listRow();
    const { onDone } = show({ action: 'assign', row });
    fireEvent.click(await screen.findByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Please choose a user.')).toBeTruthy();
    await choose('User', 'Ana (Alpina)');
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(row.SalesDocumentId));
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: `/document/${row.SalesDocumentId}/assign`,
      body: { BrandPartnerId: BPI, PartnerUserId: USER_ID },
    });
  });

  it('sends to the supplier once a type and a contact are picked, keeps the source selected and names the new document', async () => {
    const row = listRow({ status: 'confirmed', type: 'order' });
    reply = () =>
      jsonReply(200, {
        SalesDocumentId: NEW_ID,
        DocumentStatusId: '0d7b1c10-0002-4000-8000-000000000010',
        ProjectId: '88888888-8888-4888-8888-888888888888',
        ProjectStatusId: '0d7b1c10-0003-4000-8000-000000000001',
        DocumentNumber: '2026-00042',
        Currency: 'EUR',
      });
    const { onDone } = show({ action: 'sendToSupplier', row });
    fireEvent.click(await screen.findByRole('button', { name: 'Send to supplier' }));
    expect(await screen.findByText('Please choose a document type.')).toBeTruthy();
    expect(screen.getByText('Please choose a contact with a user.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await choose('Document type', 'Offer');
    fireEvent.click(await screen.findByRole('radio', { name: 'Choose contact Petra Zupan' }));
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Please deliver in May.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to supplier' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(row.SalesDocumentId));
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: `/document/${row.SalesDocumentId}/sendToSupplier`,
      body: {
        DocumentTypeId: OFFER_TYPE,
        NewProject: false,
        ContactId: SUPPLIER_CONTACT,
        Comment: 'Please deliver in May.',
        BrandPartnerId: BPI,
        DocumentId: row.SalesDocumentId,
      },
    });
    expect(useToastStore.getState().toasts.at(-1)).toMatchObject({
      message: expect.stringContaining(
        `Document 2026-00042 was created at Alpina Proizvodnja from document ${row.DocumentNumber}.`,
      ),
      link: { to: `/admin/myProjects?document=${row.DocumentNumber}` },
    });
  }, 15_000);

  it('shows a refused confirm under the customer-confirm-order title with the server message', async () => {
    reply = () => jsonReply(409, { Message: 'The project is closed.' });
    const { onClose } = show({ action: 'confirm', row: listRow() });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(useNotificationStore.getState().current).toMatchObject({
        kind: 'error',
        title: 'Customer order',
        message: 'The project is closed.',
      }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a network failure of archive as the general exception under deleting', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    show({ action: 'archive', row: listRow() });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(useNotificationStore.getState().current).toMatchObject({
        title: 'Deleting',
        message: 'Something went wrong. Please try again.',
      }),
    );
  });

  it("exports for the ERP in the document's default language, and shows a reply without file or message as the ERP's empty error", async () => {
    const row = listRow({ status: 'confirmed', type: 'order' });
    reply = () => jsonReply(200, {});
    const { onDone } = show({ action: 'ediExport', row });
    await waitFor(async () => {
      const labelled = await screen.findAllByLabelText(/^Language/);
      const input = labelled.find((element) => element.tagName === 'INPUT') as HTMLInputElement | undefined;
      expect(input?.value).toBe('Deutsch');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send to ERP' }));
    await waitFor(() =>
      expect(useNotificationStore.getState().current).toMatchObject({
        kind: 'error',
        title: 'Send to ERP',
        message: '',
      }),
    );
    expect(calls.find((call) => call.path.endsWith('/download/edifactxml'))?.path).toBe(
      `/document/${row.SalesDocumentId}/download/edifactxml`,
    );
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('language=de'))).toBe(true);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends openTRANS 2.1 to the ERP in the document language: the XML the call answers downloads', async () => {
    const row = listRow({ status: 'confirmed', type: 'order' });
    const createObjectURL = vi.fn(() => 'blob:opentrans');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    reply = () =>
      new Response('<?xml version="1.0" encoding="UTF-8"?>\n<ORDER/>', {
        status: 200,
        headers: { 'content-type': 'application/xml' },
      });
    const { onDone } = show({ action: 'ediExport', row });
    fireEvent.click(await screen.findByRole('radio', { name: 'openTRANS 2.1 (ORDER or QUOTATION)' }));
    expect(screen.getByText("openTRANS files are written in the document's language.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send to ERP' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(row.SalesDocumentId));
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes(`/opentrans?brandPartnerId=${BPI}`))).toBe(
      true,
    );
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(calls.some((call) => call.path.endsWith('/download/edifactxml'))).toBe(false);
    expect(useToastStore.getState().toasts.at(-1)?.message).toBe(
      `The openTRANS file of document ${row.DocumentNumber} was downloaded.`,
    );
  });

  it('shows an import reply without SalesDocumentId raw under the EDI import title', async () => {
    reply = () => jsonReply(200, 'Datoteka ni veljavna.');
    const { onDone } = show({ action: 'ediImport', row: null });
    const input = (await waitFor(() => document.querySelector('input[type="file"]'))) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['<Order/>'], 'order.xml', { type: 'application/xml' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import EDI' }));
    await waitFor(() =>
      expect(useNotificationStore.getState().current).toMatchObject({
        kind: 'error',
        title: 'EDI import',
        message: 'Datoteka ni veljavna.',
      }),
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('names the imported document in a toast with a link that shows it, and selects it', async () => {
    reply = () => createdReply('2026-00123');
    const { onDone } = show({ action: 'ediImport', row: null });
    const input = (await waitFor(() => document.querySelector('input[type="file"]'))) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['<Orders/>'], 'order.xml', { type: 'application/xml' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import EDI' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(NEW_ID));
    expect(useToastStore.getState().toasts.at(-1)).toMatchObject({
      message: "The file order.xml was imported as the new document 2026-00123, with the file's prices.",
      link: { label: 'Show document 2026-00123 in My projects', to: expect.stringContaining('2026-00123') },
    });
  });

  it("re-prices only when asked, after showing each position's price in the file and today", async () => {
    reply = (call) =>
      call.path.endsWith('/preview')
        ? jsonReply(200, {
            Currency: 'EUR',
            Positions: [
              { Position: 1, ModelName: 'Aurora', Quantity: 2, FileUnitPrice: 1245.5, CatalogueUnitPrice: 2269.5 },
            ],
          })
        : createdReply('2026-00124');
    const { onDone } = show({ action: 'ediImport', row: null });
    const input = (await waitFor(() => document.querySelector('input[type="file"]'))) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['<Orders/>'], 'order.xml', { type: 'application/xml' })] } });
    expect(calls.some((call) => call.path.endsWith('/preview'))).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: /Price on today's catalogue/ }));
    const table = await screen.findByRole('table', { name: "Unit prices: file and today's catalogue" });
    expect(table.textContent).toContain('Aurora × 2');
    expect(table.textContent).toContain('1.245,50');
    expect(table.textContent).toContain('2.269,50');
    expect(table.textContent).toContain('+82,2');
    expect(calls.filter((call) => call.method === 'POST' && !call.path.endsWith('/preview'))).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Import EDI' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(NEW_ID));
    expect(calls.find((call) => call.path.endsWith('/upload/edifactxml'))?.body).toMatchObject({ Reprice: true });
    expect(useToastStore.getState().toasts.at(-1)?.message).toBe(
      "The file order.xml was imported as the new document 2026-00124, priced on today's catalogue.",
    );
  });

  it('imports XML files only', async () => {
    show({ action: 'ediImport', row: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Import EDI' }));
    expect(await screen.findByText('Please choose a file.')).toBeTruthy();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'order.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Only XML files can be imported.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import EDI' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
  it('creates a new offer for a new contact only when its required fields are filled, in adding mode', async () => {
    reply = () => createdReply('2026-00100');
    const { onDone } = show({ action: 'newOffer', row: null });
    fireEvent.click(await screen.findByRole('radio', { name: 'New contact' }));
    const fill = async (label: RegExp, value: string) =>
      fireEvent.change(await screen.findByLabelText(label), { target: { value } });
    await screen.findByLabelText(/^First name/);
    fireEvent.click(screen.getByRole('button', { name: 'Create the offer and choose a model' }));
    expect((await screen.findAllByText('Required')).length).toBeGreaterThan(0);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await fill(/^First name/, 'Tina');
    await fill(/^Last name/, 'Oblak');
    await fill(/^City/, 'Celje');
    await fill(/^Postal code/, '3000');
    await fill(/^E-mail/, 'tina@example.com');
    await choose('Country', 'Slovenia');
    fireEvent.click(screen.getByRole('button', { name: 'Create the offer and choose a model' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(NEW_ID));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/document');
    expect(post?.body).toMatchObject({
      DocumentTypeId: OFFER_TYPE,
      BrandPartnerId: BPI,
      ProjectId: null,
      NewProject: true,
      ContactId: null,
      ConfigurationContact: {
        ContactData: { FirstName: 'Tina', LastName: 'Oblak', City: 'Celje', Zip: '3000', CountryId: SLOVENIA },
        DeliveryData: null,
        ReceiptData: null,
      },
    });
    expect(useAppStore.getState().document).toMatchObject({
      documentId: NEW_ID,
      name: '2026-00100',
      customer: 'Tina Oblak',
      addingMode: true,
      // The storefront's currency, as the server answered it (not a fixed one).
      currency: 'CHF',
    });
  });

  it('judges the e-mail of a new contact 700 ms after typing stops, before any submit', async () => {
    show({ action: 'newOffer', row: null });
    fireEvent.click(await screen.findByRole('radio', { name: 'New contact' }));
    const email = await screen.findByLabelText(/^E-mail/);
    fireEvent.change(email, { target: { value: 'tina@' } });
    expect(screen.queryByText('Enter a valid e-mail address')).toBeNull();
    expect(await screen.findByText('Enter a valid e-mail address', {}, { timeout: 2000 })).toBeTruthy();
    fireEvent.change(email, { target: { value: 'tina@example.com' } });
    await waitFor(() => expect(email.getAttribute('data-valid')).toBe('true'), { timeout: 2000 });
  });
});
