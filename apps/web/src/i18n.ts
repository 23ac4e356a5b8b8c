import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@door/contract';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Namespaces loaded at start-up; features load their own with useTranslation('<feature>'). */
export const STARTUP_NAMESPACES = ['common', 'auth', 'brand', 'cookie'] as const;

// One chunk per language and namespace, fetched when first used, so adding a feature never grows step 1.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load = loaders[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

let markInitialized: () => void = () => undefined;
const initialized = new Promise<void>((resolve) => {
  markInitialized = resolve;
});

/**
 * Loads a page's namespaces once i18next has started: page modules call it at their top level, and may be
 * evaluated before the start finished (main.tsx preloads the current page's code while the translations load).
 */
export const loadPageNamespaces = async (namespaces: string | string[]): Promise<void> => {
  await initialized;
  await i18n.loadNamespaces(namespaces);
};

/** Starts i18next in the given language; resolves when the start-up namespaces are loaded. */
export const initI18n = async (language: Language = DEFAULT_LANGUAGE) => {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', (lng) => {
      if (typeof document !== 'undefined') {
        document.documentElement.lang = lng;
      }
    });
    await i18n
      .use(lazyBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: false,
        supportedLngs: [...LANGUAGES],
        load: 'languageOnly',
        ns: [...STARTUP_NAMESPACES],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
      });
    markInitialized();
  } else if (i18n.language !== language) {
    await i18n.changeLanguage(language);
  }
  return i18n;
};

export { i18n };
