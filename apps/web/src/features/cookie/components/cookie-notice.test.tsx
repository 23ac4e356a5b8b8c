import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render';
import { COOKIE_VIEWED } from '../lib/cookie-consent';
import { CookieNotice } from './cookie-notice';

describe('CookieNotice', () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the way the app sets it.
    document.cookie = `${COOKIE_VIEWED}=; Max-Age=0; Path=/`;
  });

  it('shows until accepted, then never again', async () => {
    const first = renderWithProviders(<CookieNotice />);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(screen.queryByTestId('cookie-notice')).toBeNull();
    expect(document.cookie).toContain(`${COOKIE_VIEWED}=true`);
    first.unmount();
    renderWithProviders(<CookieNotice />);
    await screen.findByText(/.*/, { selector: 'body' }).catch(() => undefined);
    expect(screen.queryByTestId('cookie-notice')).toBeNull();
  });
});
