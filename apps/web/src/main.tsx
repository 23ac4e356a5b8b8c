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
import { createAppRouter, prefetchRouteData, preloadRouteCode, routeOpensFrame } from './app/router';
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

/** Resolves when the promise does or after `ms`, whichever is first. */
const atMost = <T,>(promise: Promise<T>, ms: number): Promise<T | undefined> =>
  Promise.race([promise, new Promise<undefined>((resolve) => window.setTimeout(() => resolve(undefined), ms))]);

const start = async () => {
  void removeServiceWorkers();
  startAppStatePersistence();
  const location = window.location;
  // A page that opens in the language and storefront of its own data (the online offer) fetches that data first;
  // the translations and the theme follow in what it names (its code is named in index.html for preloading).
  const opensFrame = routeOpensFrame(location.pathname);
  // Otherwise the translations start first, so the page's own texts (asked for by its code) load beside them.
  let translations = opensFrame ? null : initI18n(useAppStore.getState().language);
  const queryClient = createQueryClient();
  const router = createAppRouter();
  setSessionExpiredHandler(() => {
    useAppStore.getState().destroySession();
    queryClient.clear();
    // The specification: model selection when a token still exists after the reset, otherwise sign-in.
    void router.navigate(readText(STORAGE_KEYS.userToken) ? PATHS.selection : PATHS.login);
  });
  const data = prefetchRouteData(location, queryClient);
  // The brand's theme is worth waiting for (the page is then drawn once, in its colours), but not for long.
  let params = new URLSearchParams(location.search);
  if (opensFrame) {
    const frame = await atMost(data, THEME_WAIT_MS);
    if (frame) {
      const store = useAppStore.getState();
      store.setLanguage(frame.language);
      store.setBrandPartnerId(frame.brandPartnerId);
      params = new URLSearchParams({ bpi: frame.brandPartnerId });
    }
    translations = initI18n(useAppStore.getState().language);
  }
  const brand = prefetchBrand(queryClient, params);
  preloadRouteCode(location);
  await Promise.all([translations, atMost(brand, THEME_WAIT_MS)]);
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
