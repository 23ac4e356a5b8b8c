// Mantine's base (its variables and page defaults), in the cascade layer `mantine` like its component styles, which
// come with the modules that draw components (lib/mantine-styles.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider, createQueryClient } from './app/provider';
import { createAppRouter, preloadRoute } from './app/router';
import { prefetchBrand } from './features/brand/api/prefetch-brand';
import { initI18n } from './i18n';
import { setSessionExpiredHandler } from './lib/api-client';
import { PATHS } from './lib/paths';
import { readText, STORAGE_KEYS } from './lib/storage';
import { startAppStatePersistence, useAppStore } from './stores/app-store';

/** How long the first paint waits at most for the brand's theme. */
const THEME_WAIT_MS = 1000;

/** Removes any service worker a previous version installed, so stale caches never serve this app. */
const removeServiceWorkers = async () => {
  if (!('serviceWorker' in navigator)) {
    return;
  }
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch {
    // Not allowed in some private modes; nothing is installed there either.
  }
};

const start = async () => {
  void removeServiceWorkers();
  startAppStatePersistence();
  // First, so the page's own texts (asked for by the router's first navigation) load beside the start-up ones.
  const translations = initI18n(useAppStore.getState().language);
  const queryClient = createQueryClient();
  const router = createAppRouter();
  setSessionExpiredHandler(() => {
    useAppStore.getState().destroySession();
    queryClient.clear();
    // The specification: model selection when a token still exists after the reset, otherwise sign-in.
    void router.navigate(readText(STORAGE_KEYS.userToken) ? PATHS.selection : PATHS.login);
  });
  preloadRoute(window.location, queryClient);
  // The brand's theme is worth waiting for (the page is then drawn once, in its colours), but not for long.
  const brand = prefetchBrand(queryClient, new URLSearchParams(window.location.search));
  const themeWait = new Promise((resolve) => window.setTimeout(resolve, THEME_WAIT_MS));
  await Promise.all([translations, Promise.race([brand, themeWait])]);
  const container = document.getElementById('root');
  if (!container) {
    throw new Error('index.html has no #root element');
  }
  // The first render draws the whole page at once; as a transition React draws it in slices of a few milliseconds,
  // so a phone's main thread is never blocked long (the commit to the page stays one step).
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider router={router} queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
};

void start();
