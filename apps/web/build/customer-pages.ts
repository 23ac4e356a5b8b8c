import { readdirSync } from 'node:fs';
import type { LocaleModules, PreloadedPage } from './page-preloads.ts';

// The customer's pages, whose first visit is on a phone as often as not: the server names their code and texts in
// index.html, so they download beside the app's own files instead of after them. The modules and namespaces are the
// route table's (src/app/router.tsx; a test holds the two together).
const SELECTION = { modules: ['src/features/selection/routes/selection.tsx'], namespaces: ['selection'] };

export const CUSTOMER_PAGES: PreloadedPage[] = [
  { path: '/', ...SELECTION },
  { path: '/configurator', ...SELECTION },
  { path: '/configurator/selection', ...SELECTION },
  {
    path: '/configurator/configuration',
    modules: [
      'src/features/configurator/routes/configuration.tsx',
      'src/features/configurator/api/prefetch-configuration.ts',
    ],
    namespaces: ['configurator'],
  },
  {
    path: '/configurator/confirmation',
    modules: ['src/features/configurator/routes/confirmation.tsx'],
    namespaces: ['configurator'],
  },
  // The online offer: opened from the customer's mail, on a phone as often as not.
  {
    path: '/offer',
    modules: [
      'src/features/offer-online/routes/online-offer.tsx',
      'src/features/offer-online/api/prefetch-online-offer.ts',
    ],
    namespaces: ['offer-online'],
  },
];

// The config loader cannot read the contract package's TypeScript: the languages are the folders of src/locales
// (src/locales/locales.test.ts holds them to the contract's).
const LOCALES_DIR = new URL('../src/locales/', import.meta.url);

export const LOCALE_MODULES: LocaleModules = {
  languages: readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort(),
  namespace: (language, namespace) => `src/locales/${language}/${namespace}.json`,
  startup: (language) => `src/locales/${language}/startup.ts`,
};
