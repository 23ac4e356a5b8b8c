import '@mantine/core/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider, createQueryClient } from './app/provider';
import { createAppRouter, preloadRoute } from './app/router';
import { initI18n } from './i18n';
import { setSessionExpiredHandler } from './lib/api-client';
import { PATHS } from './lib/paths';
import { readText, STORAGE_KEYS } from './lib/storage';
import { startAppStatePersistence, useAppStore } from './stores/app-store';

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
  preloadRoute(window.location.pathname);
  await initI18n(useAppStore.getState().language);
  const router = createAppRouter();
  const queryClient = createQueryClient();
  setSessionExpiredHandler(() => {
    useAppStore.getState().destroySession();
    queryClient.clear();
    // The specification: model selection when a token still exists after the reset, otherwise sign-in.
    void router.navigate(readText(STORAGE_KEYS.userToken) ? PATHS.selection : PATHS.login);
  });
  const container = document.getElementById('root');
  if (!container) {
    throw new Error('index.html has no #root element');
  }
  createRoot(container).render(
    <StrictMode>
      <AppProvider router={router} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
};

void start();
