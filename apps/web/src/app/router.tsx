import type { Language } from '@door/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type Params, type RouteObject } from 'react-router';
import { loadPageNamespaces } from '#web/i18n';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';

type Namespaces = string | string[];
/** What a route tells the first page load besides its code: how to start fetching its first data. */
type RouteHandle = {
  /**
   * Starts the page's first data; `params` are the address's query, `pathParams` the route's. A page with
   * `opensFrame` resolves to the language and storefront its data name.
   */
  prefetch?: () => Promise<(queryClient: QueryClient, params: URLSearchParams, pathParams: Params) => unknown>;
  /**
   * The page opens in the language and storefront its first data name (the online offer): the app's start waits
   * for its prefetch instead of starting in the stored language and storefront.
   */
  opensFrame?: boolean;
};

/** The language and storefront a page opens in. */
export type PageFrame = { language: Language; brandPartnerId: string };

const isPageFrame = (value: unknown): value is PageFrame =>
  typeof value === 'object' && value !== null && 'language' in value && 'brandPartnerId' in value;

/**
 * Lazy route module: loads the file and the page's translation namespaces side by side, and hands its named page
 * component to the router once both are here, so the page never renders untranslated keys.
 */
const page =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string, namespaces: Namespaces = []) =>
  async () => {
    const [module] = await Promise.all([load(), loadPageNamespaces(namespaces)]);
    return { Component: module[name] as ComponentType };
  };

const selection = page(() => import('#web/features/selection/routes/selection'), 'SelectionRoute', 'selection');
const login = page(() => import('#web/features/auth/routes/login'), 'LoginRoute');
const cookieInfo = page(() => import('#web/features/cookie/routes/cookie-info'), 'CookieInfoRoute');
const calculation = page(() => import('#web/features/document-configuration/routes/calculation'), 'CalculationRoute');

/** The route table of both specification documents. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <div className="app-loading" aria-hidden="true" />,
    children: [
      // Step 1: model selection (also every unknown path, at the end).
      { index: true, lazy: selection },
      { path: 'configurator', lazy: selection },
      { path: 'configurator/selection/*', lazy: selection },
      // Step 2 and 3.
      {
        path: 'configurator/configuration/*',
        lazy: page(
          () => import('#web/features/configurator/routes/configuration'),
          'ConfigurationRoute',
          'configurator',
        ),
        handle: {
          prefetch: () =>
            import('#web/features/configurator/api/prefetch-configuration').then(
              (module) => module.prefetchConfiguration,
            ),
        } satisfies RouteHandle,
      },
      {
        path: 'configurator/confirmation/*',
        lazy: page(() => import('#web/features/configurator/routes/confirmation'), 'ConfirmationRoute', 'configurator'),
      },
      // Inquiry views.
      {
        path: 'configurator/inquiry/*',
        lazy: page(() => import('#web/features/inquiry/routes/inquiry'), 'InquiryRoute'),
      },
      {
        path: 'configurator/inquirysales',
        lazy: page(() => import('#web/features/inquiry/routes/inquiry-sales'), 'InquirySalesRoute'),
      },
      {
        path: 'configurator/inquiryuser',
        lazy: page(() => import('#web/features/inquiry/routes/inquiry-user'), 'InquiryUserRoute'),
      },
      // Admin area: loaded only when an editor opens it, so step 1 stays small.
      {
        path: 'admin',
        lazy: page(() => import('./admin-area'), 'AdminArea'),
        children: [
          { index: true, lazy: page(() => import('#web/features/documents/routes/projects'), 'ProjectsRoute') },
          {
            path: 'myProjects',
            lazy: page(() => import('#web/features/documents/routes/my-projects'), 'MyProjectsRoute'),
          },
          {
            path: 'allProjects',
            lazy: page(() => import('#web/features/documents/routes/all-projects'), 'AllProjectsRoute'),
          },
          {
            path: 'document/configurations',
            lazy: page(
              () => import('#web/features/document/routes/configurations'),
              'DocumentConfigurationsRoute',
              'document-configurations',
            ),
          },
          {
            path: 'document/document',
            lazy: page(() => import('#web/features/document/routes/document'), 'DocumentDetailRoute'),
          },
          {
            path: 'document/contact',
            lazy: page(() => import('#web/features/document/routes/contact'), 'DocumentContactRoute'),
          },
          {
            path: 'document/print',
            lazy: page(() => import('#web/features/print/routes/print'), 'DocumentPrintRoute'),
          },
          {
            path: 'document/history',
            lazy: page(() => import('#web/features/document/routes/history'), 'DocumentHistoryRoute'),
          },
          {
            path: 'document/revisions',
            lazy: page(() => import('#web/features/document/routes/revisions'), 'DocumentRevisionsRoute'),
          },
          {
            path: 'document/terms',
            lazy: page(() => import('#web/features/terms/routes/terms'), 'DocumentTermsRoute'),
          },
          { path: 'configuration', lazy: calculation },
          { path: 'configuration/configurator', lazy: calculation },
          { path: 'configuration/calculation', lazy: calculation },
          {
            path: 'configuration/remarks',
            lazy: page(() => import('#web/features/document-configuration/routes/remarks'), 'RemarksRoute'),
          },
          {
            path: 'configuration/monter',
            lazy: page(() => import('#web/features/document-configuration/routes/monter'), 'MonterRoute'),
          },
          {
            path: 'configuration/position',
            lazy: page(
              () => import('#web/features/document-configuration/routes/position'),
              'PositionRoute',
              'configuration-position',
            ),
          },
          {
            path: 'configuration/costs',
            lazy: page(() => import('#web/features/document-configuration/routes/costs'), 'CostsRoute'),
          },
          {
            path: 'configuration/images',
            lazy: page(() => import('#web/features/documentation/routes/images'), 'ImagesRoute'),
          },
          // The sales network's management (OEM admins, heads of sales; admin-area.tsx redirects everyone else).
          {
            path: 'manage/users',
            lazy: page(() => import('#web/features/manage/routes/users'), 'ManageUsersRoute'),
          },
          {
            path: 'manage/partners',
            lazy: page(() => import('#web/features/manage/routes/partners'), 'ManagePartnersRoute'),
          },
          {
            path: 'manage/brand-partners',
            lazy: page(() => import('#web/features/manage/routes/brand-partners'), 'ManageBrandPartnersRoute'),
          },
          {
            path: 'manage/audit',
            lazy: page(() => import('#web/features/manage/routes/audit'), 'ManageAuditRoute'),
          },
          // The sales dashboard (heads of sales and OEM users; admin-area.tsx redirects everyone else).
          {
            path: 'insight',
            lazy: page(() => import('#web/features/insight/routes/insight'), 'InsightRoute', 'insight'),
          },
          {
            path: 'insight/documents',
            lazy: page(
              () => import('#web/features/insight/routes/insight-documents'),
              'InsightDocumentsRoute',
              'insight',
            ),
          },
          {
            path: 'manage/integrations',
            lazy: page(() => import('#web/features/manage/routes/integrations'), 'ManageIntegrationsRoute'),
          },
          // Any other management path: the admin area sends the user home.
          { path: 'manage/*', element: null },
          // The catalogue workbench (OEM admins; admin-area.tsx redirects everyone else); its code loads only here.
          {
            path: 'catalogue',
            lazy: page(() => import('#web/features/catalogue/routes/workbench'), 'CatalogueWorkbenchRoute', [
              'catalogue',
              'catalogue-pages',
            ]),
          },
          {
            path: 'catalogue/prices',
            lazy: page(() => import('#web/features/catalogue/routes/prices'), 'CataloguePricesRoute', [
              'catalogue',
              'catalogue-pages',
            ]),
          },
          {
            path: 'catalogue/history',
            lazy: page(() => import('#web/features/catalogue/routes/history'), 'CatalogueHistoryRoute', [
              'catalogue',
              'catalogue-pages',
            ]),
          },
          { path: 'catalogue/*', element: null },
        ],
      },
      // Unknown admin paths show model selection like every other unknown path.
      { path: 'admin/*', lazy: selection },
      // Sign-in and sign-out share one screen.
      { path: 'login/*', lazy: login },
      { path: 'logout', lazy: login },
      { path: 'profile', lazy: page(() => import('#web/features/account/routes/profile'), 'ProfileRoute') },
      { path: 'reset/*', lazy: page(() => import('#web/features/account/routes/reset'), 'ResetRoute') },
      { path: 'register', lazy: page(() => import('#web/features/account/routes/register'), 'RegisterRoute') },
      { path: 'activate', lazy: page(() => import('#web/features/account/routes/activate'), 'ActivateRoute') },
      {
        path: 'confirm-email',
        lazy: page(() => import('#web/features/account/routes/confirm-email'), 'ConfirmEmailRoute'),
      },
      { path: 'cookie-info/:language?', lazy: cookieInfo },
      { path: 'cookie-info/:language/*', lazy: cookieInfo },
      {
        path: 'offer/:token',
        lazy: page(() => import('#web/features/offer-online/routes/online-offer'), 'OnlineOfferRoute', 'offer-online'),
        handle: {
          prefetch: () =>
            import('#web/features/offer-online/api/prefetch-online-offer').then((module) => module.prefetchOnlineOffer),
          opensFrame: true,
        } satisfies RouteHandle,
      },
      {
        path: 'documents/:configurationId',
        lazy: page(() => import('#web/features/public-documents/routes/public-documents'), 'PublicDocumentsRoute'),
      },
      { path: '*', lazy: selection },
    ],
  },
];

/** Creates the browser router of the app. */
export const createAppRouter = () => createBrowserRouter(routes);

const handleOf = (route: RouteObject) => route.handle as RouteHandle | undefined;

/** Whether the page at an address opens in the language and storefront of its own data (`handle.opensFrame`). */
export const routeOpensFrame = (pathname: string): boolean =>
  (matchRoutes(routes, pathname) ?? []).some((match) => handleOf(match.route)?.opensFrame === true);

/** Starts loading the code of the page at an address (and with it its texts in the starting language). */
export const preloadRouteCode = ({ pathname }: { pathname: string }) => {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const { lazy } = match.route;
    if (typeof lazy === 'function') {
      void lazy().catch(() => undefined);
    }
  }
};

/**
 * Starts the page's first data where its route says how (`handle.prefetch`), so that call does not wait for the
 * page's code. Resolves when every prefetch has done what it waits for (failures included), to the page's frame
 * where its route opens one.
 */
export const prefetchRouteData = async (
  { pathname, search }: { pathname: string; search: string },
  queryClient: QueryClient,
): Promise<PageFrame | undefined> => {
  const started = await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map((match) =>
      handleOf(match.route)
        ?.prefetch?.()
        .then((start) => start(queryClient, new URLSearchParams(search), match.params))
        .catch(() => undefined),
    ),
  );
  return started.find(isPageFrame);
};
