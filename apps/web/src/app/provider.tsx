import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useSyncExternalStore } from 'react';
import type { createBrowserRouter } from 'react-router';
import { ApiError } from '../lib/api-client';
import { isDocumentsPath } from '../lib/navigation';
import { BrandThemeProvider } from './theme-provider';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Query defaults: client errors are final; other failures are tried once more. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });

/** Providers around the router: server state and the brand theme (which follows the path). */
export const AppProvider = ({
  router,
  queryClient,
  children,
}: {
  router: AppRouter;
  queryClient: QueryClient;
  children: ReactNode;
}) => {
  const pathname = useSyncExternalStore(router.subscribe, () => router.state.location.pathname);
  return (
    <QueryClientProvider client={queryClient}>
      <BrandThemeProvider documents={isDocumentsPath(pathname)}>{children}</BrandThemeProvider>
    </QueryClientProvider>
  );
};
