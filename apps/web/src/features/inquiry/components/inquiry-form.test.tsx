import { DEFAULT_BRAND_PARTNER_ID } from '@door/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../stores/app-store';
import { jsonReply, renderWithProviders } from '../../../test/render';
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
