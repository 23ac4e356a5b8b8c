import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { DocumentContext } from '#web/components/document-context';
import { GlobalLoaderOverlay } from '#web/components/loader-overlay';
import { NotificationDialog } from '#web/components/notification-dialog';
import { Toasts } from '#web/components/toasts';
import { useBrandBootstrap } from '#web/features/brand/hooks/use-brand-bootstrap';
import { CookieNotice } from '#web/features/cookie/components/cookie-notice';
import { isDocumentsPath, isOfferPath } from '#web/lib/navigation';
import { ExposedBanner } from './exposed-banner';
import { Footer } from './footer';
import { Header } from './header';
import { PageTransition } from './page-transition';
import { SubNavigation } from './sub-navigation';

/** The page frame: header, banner, sub-navigation, page with fade, footer, cookie notice and global dialogs. */
export const AppLayout = () => {
  useBrandBootstrap();
  const { pathname } = useLocation();
  const offer = isOfferPath(pathname);
  // The online offer links to no other page or document: its frame is the storefront's header only, and its one
  // "Accept" button is the offer's (no cookie notice there; docs/decisions.md).
  const bare = offer || isDocumentsPath(pathname);
  return (
    <>
      <div className="app-shell">
        <Header />
        {bare ? null : <ExposedBanner />}
        {bare ? null : <SubNavigation />}
        <DocumentContext />
        <main id="main" className="app-main" tabIndex={-1}>
          <PageTransition>
            <Outlet />
          </PageTransition>
        </main>
        {bare ? null : <Footer />}
        {offer ? null : <CookieNotice />}
      </div>
      <NotificationDialog />
      <Toasts />
      <GlobalLoaderOverlay />
      {/* A new page starts at its top (a model picked far down the list opens step 2 at the top); back and forward
          return to where the page was left. */}
      <ScrollRestoration />
    </>
  );
};
