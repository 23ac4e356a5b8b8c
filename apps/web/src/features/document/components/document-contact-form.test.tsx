import type { DocumentContactReply } from '@door/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_FLAGS, useAppStore } from '#web/stores/app-store';
import { useNotificationStore } from '#web/stores/notification-store';
import { jsonReply, renderWithProviders } from '#web/test/render';
import { DocumentContactForm } from './document-contact-form';

const BPI = '3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01';
const ID = '11111111-1111-4111-8111-111111111111';
const SLOVENIA = '33333333-3333-4333-8333-333333333333';

const stored: DocumentContactReply = {
  ContactData: {
    Addressing: '',
    FirstName: 'Eva',
    LastName: 'Horvat',
    Email: 'eva@example.com',
    Telephone: '+386 41 111 222',
    Address: 'Obala 1',
    City: 'Koper',
    Zip: '6000',
    CountryId: SLOVENIA,
    CompanyName: '',
    CompanyRegistration: '',
    CompanyVAT: '',
  },
  DeliveryAddress: false,
  DeliveryData: null,
  ReceiptAddress: false,
  ReceiptData: null,
};
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

describe('DocumentContactForm', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let contactReply: () => Response;
  let saveReply: () => Response;

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    contactReply = () => jsonReply(200, stored);
    saveReply = () => jsonReply(200, stored);
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/countrylist')) {
        return jsonReply(200, [{ CountryId: SLOVENIA, Name: 'Slovenia' }]);
      }
      if (url.pathname.endsWith('/contact')) {
        return init?.method === 'POST' ? saveReply() : contactReply();
      }
      return jsonReply(200, { IsReadOnly: false });
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
        status: ID,
        currency: 'EUR',
      },
    });
    useNotificationStore.setState({ current: null, queue: [] });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const show = () =>
    renderWithProviders(
      <Suspense fallback={null}>
        <DocumentContactForm />
      </Suspense>,
    );

  it('keeps save disabled until something changes, then sends null for the unticked blocks', async () => {
    show();
    const firstName = await screen.findByRole('textbox', { name: /^First name/ });
    await waitFor(() => expect((firstName as HTMLInputElement).value).toBe('Eva'));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(isDisabled(save)).toBe(true);
    fireEvent.change(firstName, { target: { value: 'Eva Marija' } });
    await waitFor(() => expect(isDisabled(save)).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      BrandPartnerId: BPI,
      ContactData: { FirstName: 'Eva Marija', CountryId: SLOVENIA },
      DeliveryAddress: false,
      DeliveryData: null,
      ReceiptAddress: false,
      ReceiptData: null,
    });
  });

  it('marks the missing required field that keeps save disabled (a contact stored without a country)', async () => {
    contactReply = () =>
      jsonReply(200, { ...stored, ContactData: { ...stored.ContactData, CountryId: null, Telephone: '' } });
    show();
    const firstName = await screen.findByRole('textbox', { name: /^First name/ });
    await waitFor(() => expect((firstName as HTMLInputElement).value).toBe('Eva'));
    fireEvent.change(firstName, { target: { value: 'Eva Marija' } });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(isDisabled(save)).toBe(true);
    // Each field that keeps it disabled says so at the field, and the notice names them.
    const country = screen.getAllByLabelText(/^Country/).find((element) => element.tagName === 'INPUT');
    const telephone = screen.getByRole('textbox', { name: /^Telephone/ });
    for (const field of [country, telephone]) {
      expect(field?.getAttribute('aria-invalid')).toBe('true');
    }
    const notice = await screen.findByTestId('missing-fields');
    expect(notice.textContent).toMatch(/Country/);
    expect(notice.textContent).toMatch(/Telephone/);
  });

  it("shows a refused save's Message under the 'save' title", async () => {
    saveReply = () => jsonReply(400, { Message: 'ContactData.Telephone: required', detail: 'ContactData.Telephone' });
    show();
    const firstName = await screen.findByRole('textbox', { name: /^First name/ });
    await waitFor(() => expect((firstName as HTMLInputElement).value).toBe('Eva'));
    fireEvent.change(firstName, { target: { value: 'Eve' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(useNotificationStore.getState().current).toMatchObject({
        kind: 'error',
        title: 'Save',
        message: 'ContactData.Telephone: required',
      }),
    );
  });

  it('only logs a load failure: loading stops and no message is shown', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    contactReply = () => jsonReply(500, { Message: 'boom' });
    show();
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByTestId('contact-loading')).toBeNull();
    expect(useNotificationStore.getState().current).toBeNull();
  });
});
