import { DEFAULT_BRAND_PARTNER_ID } from '@door/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '#web/stores/app-store';
import { jsonReply, renderWithProviders } from '#web/test/render';
import { InquiryForm } from './inquiry-form';

const fetchMock = vi.fn<typeof fetch>();

const routeFetch = (showConsents: boolean) => {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/cart/settings')) {
      return jsonReply(200, { ShowConsents: showConsents });
    }
    if (url.includes('/selection/countrylist')) {
      return jsonReply(200, [{ CountryId: '5e1a0000-0000-4000-8000-000000000705', Code: 'SI', Name: 'Slovenia' }]);
    }
    return jsonReply(404, { Message: 'not found' });
  });
};

describe('InquiryForm (anonymous)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    useAppStore.getState().destroySession();
    useAppStore.getState().setBrandPartnerId(DEFAULT_BRAND_PARTNER_ID);
  });
  afterEach(() => vi.unstubAllGlobals());

  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getAllByLabelText(new RegExp(`^${label}`))[0] as HTMLElement, { target: { value } });

  it('keeps Send disabled with the missingFields text until the required fields are filled', async () => {
    routeFetch(false);
    renderWithProviders(<InquiryForm configurationIds={['11111111-1111-4111-8111-111111111111']} />);
    const send = await screen.findByRole('button', { name: 'Send' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Please enter all required fields.')).toBeTruthy();
    fill('First name', 'Eva');
    fill('Last name', 'Zupan');
    fill('City', 'Ljubljana');
    fill('Postal code', '1000');
    fill('E-mail', 'eva@example.com');
    // Still no country: still disabled.
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/cart/inquiry'))).toBe(false);
  });

  it('marks an invalid e-mail 700 ms after typing stops', async () => {
    routeFetch(false);
    renderWithProviders(<InquiryForm configurationIds={[]} />);
    await screen.findByRole('button', { name: 'Send' });
    const typedAt = Date.now();
    fill('E-mail', 'eva@example');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByText('Enter a valid e-mail address')).toBeNull();
    await screen.findByText('Enter a valid e-mail address', undefined, { timeout: 2000 });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(700);
  });

  it('shows the consents only when the cart settings say ShowConsents, and the address blocks behind their checkboxes', async () => {
    routeFetch(true);
    renderWithProviders(<InquiryForm configurationIds={[]} />);
    await screen.findByLabelText('I want to receive offers and reminders');
    expect(screen.getByLabelText('I want to take part in surveys')).toBeTruthy();
    expect(screen.queryByText('Delivery address')).toBeNull();
    fireEvent.click(screen.getByLabelText('Different delivery address'));
    await waitFor(() => expect(screen.getByText('Delivery address')).toBeTruthy());
    expect(screen.getAllByLabelText(/^Telephone/)).toHaveLength(2);
    fireEvent.click(screen.getByLabelText('Different receipt address'));
    await waitFor(() => expect(screen.getByText('Receipt address')).toBeTruthy());
    // Receipt has no telephone.
    expect(screen.getAllByLabelText(/^Telephone/)).toHaveLength(2);
  });

  it('caps typed text at the maximum lengths of §5', async () => {
    routeFetch(false);
    renderWithProviders(<InquiryForm configurationIds={[]} />);
    await screen.findByRole('button', { name: 'Send' });
    expect((screen.getAllByLabelText(/^First name/)[0] as HTMLInputElement).maxLength).toBe(50);
    expect((screen.getAllByLabelText(/^Address/)[0] as HTMLInputElement).maxLength).toBe(250);
    expect((screen.getAllByLabelText(/^E-mail/)[0] as HTMLInputElement).maxLength).toBe(250);
    expect((screen.getAllByLabelText(/^VAT id/)[0] as HTMLInputElement).maxLength).toBe(50);
  });
});

describe('InquiryForm (signed-in customer)', () => {
  const SLOVENIA = '5e1a0000-0000-4000-8000-000000000705';
  const address = (id: string, city: string, isDefault: boolean) => ({
    UserAddressId: id,
    Addressing: '',
    FirstName: 'Dora',
    LastName: 'Delivery',
    Address: `${city} cesta 7`,
    Zip: '3000',
    City: city,
    CountryId: SLOVENIA,
    Company: false,
    CompanyName: '',
    CompanyRegistration: '',
    CompanyVAT: '',
    Telephone: '+386 3',
    Default: isDefault,
  });

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    useAppStore.getState().destroySession();
    useAppStore.getState().setBrandPartnerId(DEFAULT_BRAND_PARTNER_ID);
    useAppStore.getState().setTokens('access', 'refresh');
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/cart/settings')) {
        return jsonReply(200, { ShowConsents: false });
      }
      if (url.includes('/selection/countrylist')) {
        return jsonReply(200, [{ CountryId: SLOVENIA, Code: 'SI', Name: 'Slovenia' }]);
      }
      if (url.endsWith('/account')) {
        return jsonReply(200, {
          Addressing: '',
          FirstName: 'Eva',
          LastName: 'Zupan',
          Email: 'eva@example.com',
          Address: 'Slovenska 1',
          Zip: '1000',
          City: 'Ljubljana',
          CompanyName: '',
          CompanyRegistration: '',
          CompanyVAT: '',
          CountryId: SLOVENIA,
          Telephone: '',
          Marketing: false,
          Notification: true,
          PersonalData: false,
          DeliveryAddress: [
            address('11111111-1111-4111-8111-000000000001', 'Celje', false),
            address('11111111-1111-4111-8111-000000000002', 'Koper', true),
          ],
          ReceiptAddress: [],
        });
      }
      return jsonReply(404, { Message: 'not found' });
    });
  });
  afterEach(() => {
    useAppStore.getState().destroySession();
    vi.unstubAllGlobals();
  });

  it('starts from the saved contact and the default delivery address, ready to send', async () => {
    renderWithProviders(<InquiryForm configurationIds={['11111111-1111-4111-8111-111111111111']} />);
    await waitFor(() => expect((screen.getAllByLabelText(/^First name/)[0] as HTMLInputElement).value).toBe('Eva'));
    expect((screen.getAllByLabelText(/^E-mail/)[0] as HTMLInputElement).value).toBe('eva@example.com');
    fireEvent.click(screen.getByLabelText('Different delivery address'));
    await waitFor(() => expect(screen.getByText('Delivery address')).toBeTruthy());
    expect((screen.getAllByLabelText(/^City/)[1] as HTMLInputElement).value).toBe('Koper');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });
});
