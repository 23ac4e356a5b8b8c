import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';
import type { createBrowserRouter } from 'react-router';
import { InquiryDialogProvider } from '#web/components/inquiry-dialog-slot';
import { ApiError } from '#web/lib/api-client';
import { isDocumentsPath } from '#web/lib/navigation';
import { useAppStore } from '#web/stores/app-store';
import { BrandThemeProvider } from './theme-provider';

// The inquiry feature's dialog, opened by the cart and the configurator pages; it loads on its first opening.
const InquiryDialog = lazy(() =>
  import('#web/features/inquiry/components/inquiry-dialog').then((module) => ({ default: module.InquiryDialog })),
);

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

/**
 * Reloads the server's data when the language changes: lists and lookups carry names and statuses in the language
 * of the call (Accept-Language), so a switch re-translates them without a page reload.
 */
const RefetchOnLanguageChange = ({ queryClient }: { queryClient: QueryClient }) => {
  const language = useAppStore((state) => state.language);
  const previous = useRef(language);
  useEffect(() => {
    if (previous.current !== language) {
      previous.current = language;
      void queryClient.invalidateQueries();
    }
  }, [language, queryClient]);
  return null;
};

/** Providers around the router: server state, the brand theme (which follows the path) and the inquiry dialog. */
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
      <RefetchOnLanguageChange queryClient={queryClient} />
      <BrandThemeProvider documents={isDocumentsPath(pathname)}>
        <InquiryDialogProvider dialog={InquiryDialog}>{children}</InquiryDialogProvider>
      </BrandThemeProvider>
    </QueryClientProvider>
  );
};
