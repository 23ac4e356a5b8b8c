import '#web/lib/mantine-styles';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { loadOAuthClient } from '#web/lib/api-client';

/** Renders an element inside the app's providers on a memory router at the given path. */
export const renderWithProviders = (element: ReactElement, path = '/') => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '*', element },
      { path: '/admin/*', element: <p>admin page</p> },
      { path: '/configurator/selection', element: <p>selection page</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
};

/** A JSON reply for a mocked fetch. */
export const jsonReply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The OAuth2 client the tests' server names in `GET /web-config`. */
export const TEST_OAUTH_CLIENT = { OAuthClientId: 'test-web', OAuthClientSecret: 'test-web-secret' };

/**
 * Reads the web app's OAuth2 client once (it is kept for the page load, here the test file), so a test's queue of
 * fetch replies holds only the calls it is about.
 */
export const preloadOAuthClient = async () => {
  vi.stubGlobal('fetch', async () => jsonReply(200, TEST_OAUTH_CLIENT));
  await loadOAuthClient();
  vi.unstubAllGlobals();
};
