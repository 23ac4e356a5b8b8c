import { DEFAULT_LANGUAGE, formatPlainNumber, LANGUAGE_LOCALES, type Language, resolveLanguage } from '@door/contract';
import { useMemo, useSyncExternalStore } from 'react';

// The app's translations: JSON per language and namespace (src/locales/<language>/<namespace>.json), loaded when a
// namespace is first used. A small module of our own instead of i18next: the app needs nested keys, `ns:key`
// prefixes, {{name}} interpolation and plural forms, and i18next with react-i18next was a tenth of step 1's JavaScript.

/** Namespaces loaded at start-up (the frame's, including the header's cart button); pages load their own. */
export const STARTUP_NAMESPACES = ['common', 'auth', 'brand', 'cookie', 'cart'] as const;

type Messages = Record<string, unknown>;
/** Values for the {{name}} placeholders of a text. */
export type TranslationValues = Record<string, unknown>;
/** Translates a key (`path.to.key` or `namespace:path.to.key`); a missing key is returned as it is. */
export type TFunction = (key: string, values?: TranslationValues) => string;

// The start-up namespaces of a language come in one chunk (locales/<language>/startup.ts); every other namespace in
// a chunk of its own, fetched when first used, so adding a feature never grows step 1.
const startupLoaders = import.meta.glob<{ default: Record<string, Messages> }>('./locales/*/startup.ts');
const loaders = import.meta.glob<{ default: Messages }>([
  './locales/*/*.json',
  '!./locales/*/{common,auth,brand,cookie,cart}.json',
]);
const isStartupNamespace = (namespace: string) => (STARTUP_NAMESPACES as readonly string[]).includes(namespace);

const resources = new Map<string, Messages>();
const loading = new Map<string, Promise<void>>();
const usedNamespaces = new Set<string>(STARTUP_NAMESPACES);
const listeners = new Set<() => void>();
let currentLanguage: Language = DEFAULT_LANGUAGE;

const resourceKey = (language: Language, namespace: string) => `${language}/${namespace}`;

const fetchMessages = async (language: Language, namespace: string): Promise<Messages> => {
  if (!isStartupNamespace(namespace)) {
    const loader = loaders[`./locales/${language}/${namespace}.json`];
    return loader ? (await loader()).default : {};
  }
  const loader = startupLoaders[`./locales/${language}/startup.ts`];
  const files = loader ? (await loader()).default : {};
  return files[`./${namespace}.json`] ?? {};
};

const load = (language: Language, namespace: string): Promise<void> => {
  const key = resourceKey(language, namespace);
  if (resources.has(key)) {
    return Promise.resolve();
  }
  let pending = loading.get(key);
  if (!pending) {
    pending = fetchMessages(language, namespace)
      .then(
        (messages) => {
          resources.set(key, messages);
        },
        () => {
          // The chunk did not load (offline, a new deployment): show the keys rather than no page at all.
          resources.set(key, {});
        },
      )
      .finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
};

const lookup = (messages: Messages | undefined, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, part) => (node !== null && typeof node === 'object' ? (node as Messages)[part] : undefined),
      messages,
    );

/**
 * A value put into a text: a number with decimals in the product's number format (`1,15`, never `1.15`, whatever
 * the language: the specification's de-DE numbers); whole numbers as they are (versions, years, millimetres).
 */
const valueText = (value: unknown): string => (typeof value === 'number' ? formatPlainNumber(value) : String(value));

const interpolate = (text: string, values: TranslationValues | undefined) =>
  values
    ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? valueText(values[name]) : whole))
    : text;

const pluralRules = new Map<Language, Intl.PluralRules>();
/** The CLDR plural category of a count in a language (`one`, `two`, `few`, `many`, `other`). */
export const pluralCategoryOf = (language: Language, count: number): Intl.LDMLPluralRule => {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(LANGUAGE_LOCALES[language]);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
};

const translate = (language: Language, defaultNamespace: string, key: string, values?: TranslationValues): string => {
  const separator = key.indexOf(':');
  const namespace = separator > 0 ? key.slice(0, separator) : defaultNamespace;
  const path = separator > 0 ? key.slice(separator + 1) : key;
  const messages = resources.get(resourceKey(language, namespace));
  let text = lookup(messages, path);
  // A text with a number in {{count}} may have plural forms instead: `key_one`, `key_few`, `key_other`, … (CLDR).
  if (typeof text !== 'string' && typeof values?.count === 'number') {
    text = lookup(messages, `${path}_${pluralCategoryOf(language, values.count)}`) ?? lookup(messages, `${path}_other`);
  }
  return typeof text === 'string' ? interpolate(text, values) : path;
};

const notify = () => {
  for (const listener of listeners) {
    listener();
  }
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

let markInitialized: () => void = () => undefined;
const initialized = new Promise<void>((resolve) => {
  markInitialized = resolve;
});

/** The translation state: current language, loading namespaces and switching language. */
export const i18n = {
  get language(): Language {
    return currentLanguage;
  },
  /** Loads namespaces of the current language (and of every later language the user switches to). */
  async loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    for (const namespace of list) {
      usedNamespaces.add(namespace);
    }
    await Promise.all(list.map((namespace) => load(currentLanguage, namespace)));
  },
  /** Switches the language once the namespaces in use are loaded in it, so the page never shows keys meanwhile. */
  async changeLanguage(language: string): Promise<void> {
    const next = resolveLanguage(language);
    await Promise.all([...usedNamespaces].map((namespace) => load(next, namespace)));
    currentLanguage = next;
    if (typeof document !== 'undefined') {
      document.documentElement.lang = next;
    }
    notify();
  },
};

/** The language the translations start in, known from the moment they start loading. */
let startLanguage: Language | null = null;

/** Starts the translations in the given language; resolves when the start-up namespaces are loaded. */
export const initI18n = async (language: Language = DEFAULT_LANGUAGE) => {
  startLanguage = resolveLanguage(language);
  await i18n.changeLanguage(startLanguage);
  markInitialized();
  return i18n;
};

/**
 * Loads a page's namespaces once the translations have started: page modules call it at their top level, and may be
 * evaluated before the start finished (main.tsx preloads the current page's code while the translations load).
 */
export const loadPageNamespaces = async (namespaces: string | string[]): Promise<void> => {
  // Fetched at once in the starting language, beside the start-up namespaces rather than after them.
  const language = startLanguage;
  if (language) {
    void Promise.all((typeof namespaces === 'string' ? [namespaces] : namespaces).map((name) => load(language, name)));
  }
  await initialized;
  await i18n.loadNamespaces(namespaces);
};

/**
 * The `t` function of one namespace (the first of a list; other namespaces by `ns:key`). Suspends the component
 * until its namespaces are loaded, and renders it again when the language changes.
 */
export const useTranslation = (namespaces: string | readonly string[] = 'common') => {
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  const defaultNamespace = list[0] ?? 'common';
  const language = useSyncExternalStore(subscribe, () => currentLanguage);
  const missing = list.filter((namespace) => !resources.has(resourceKey(language, namespace)));
  if (missing.length > 0) {
    throw i18n.loadNamespaces(missing);
  }
  // A new `t` per language, so components that depend on it update when the language changes.
  const t = useMemo<TFunction>(
    () => (key, values) => translate(language, defaultNamespace, key, values),
    [language, defaultNamespace],
  );
  return { t, i18n };
};
