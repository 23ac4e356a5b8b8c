import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '#web/stores/app-store';
import { jsonReply, preloadOAuthClient, renderWithProviders } from '#web/test/render';
import { LoginForm } from './login-form';

const accountInfo = {
  UserId: '11111111-1111-4111-8111-111111111111',
  Email: 'installer@demo.test',
  Name: 'Ina Installer',
  Type: 'staff',
  Roles: ['mon'],
  PartnerUserType: 'mon',
  IsUserOem: false,
  IsUserOemAdmin: false,
  IsParentPartner: false,
  NumberOfBrands: 2,
  BrandInfo: {
    BrandId: '22222222-2222-4222-8222-222222222222',
    BrandPartnerId: '3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01',
    BrandName: 'Demo',
    Title: 'Demo doors',
    Style: {
      BackgroundColor: '#222222',
      HeaderFontColor: '#ffffff',
      ButtonColor: '#86A33C',
      ButtonFontColor: '#ffffff',
      HeaderLogo: '',
      HeaderLogotype: '',
      HeaderText: '',
      ShowExposedBanner: false,
      ExposedBannerText: '',
      ExposedBannerUrl: '',
      ExposedBannerColor: '',
      ExposedBannerFontColor: '',
    },
  },
  Footer1text: 'Contact',
  Footer1url: 'https://example.com',
  Footer2text: '',
  Footer2url: '',
  Footer3text: '',
  Footer3url: '',
};

describe('LoginForm', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeAll(preloadOAuthClient);

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    useAppStore.getState().destroySession();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('asks for the e-mail and the password when they are missing', async () => {
    renderWithProviders(<LoginForm onSignedIn={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the e-mail format 700 ms after typing stops', async () => {
    renderWithProviders(<LoginForm onSignedIn={() => undefined} />);
    await screen.findByLabelText(/E-mail/);
    const typedAt = Date.now();
    fill(/E-mail/, 'not-an-address');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByText('Enter a valid e-mail address')).toBeNull();
    await screen.findByText('Enter a valid e-mail address', undefined, { timeout: 2000 });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(700);
  });

  it('shows loginFailed when the credentials are refused', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonReply(400, { error: 'invalid_grant', error_description: 'bad', Message: 'bad' }),
    );
    renderWithProviders(<LoginForm onSignedIn={() => undefined} />);
    fill(/E-mail/, 'admin@demo.test');
    fill(/Password/, 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed')).toBeTruthy();
  });

  it('shows loginError when the sign-in request itself fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithProviders(<LoginForm onSignedIn={() => undefined} />);
    fill(/E-mail/, 'admin@demo.test');
    fill(/Password/, 'Demo123!');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('There was a problem signin you in.')).toBeTruthy();
  });

  it('stores tokens, role, flags, theme and footer of an editor and reports the role', async () => {
    fetchMock
      .mockResolvedValueOnce(
        jsonReply(200, { access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 900 }),
      )
      .mockResolvedValueOnce(jsonReply(200, accountInfo));
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    fill(/E-mail/, 'installer@demo.test');
    fill(/Password/, 'Demo123!');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('mon'));
    expect(String(fetchMock.mock.calls[0]?.[1]?.body)).toContain('grant_type=password');
    expect(String(fetchMock.mock.calls[0]?.[1]?.body)).toContain('client_id=test-web');
    expect(useAppStore.getState()).toMatchObject({
      token: 'a',
      refreshToken: 'r',
      role: 'mon',
      flags: { numberOfBrands: 2 },
      theme: { BrandName: 'Demo' },
      footer: { Footer1text: 'Contact' },
    });
  });
});
