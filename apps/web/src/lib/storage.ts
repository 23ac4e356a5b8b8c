/** Browser-storage keys of the specification (§9), plus the app's own flags and wizard state. */
export const STORAGE_KEYS = {
  userToken: 'userToken',
  refreshToken: 'refreshToken',
  theme: 'theme',
  footer: 'footer',
  brandPartnerId: 'brandPartnerId',
  userLanguage: 'userLanguage',
  userRole: 'userRole',
  userFlags: 'userFlags',
  configurator: 'configurator',
  document: 'document',
  documentConfiguration: 'documentConfiguration',
} as const;

/** A key of the app's browser storage. */
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be blocked (private mode, sandboxed frames); the app then keeps state in memory only.
    return null;
  }
};

/** Reads a plain text value. */
export const readText = (key: StorageKey): string | null => storage()?.getItem(key) ?? null;

/** Reads a JSON value, or null when absent or unreadable. */
export const readJson = <T>(key: StorageKey): T | null => {
  const text = readText(key);
  if (!text) {
    return null;
  }
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
};

/** Writes a text value, removing the key for null. */
export const writeText = (key: StorageKey, value: string | null): void => {
  const target = storage();
  if (!target) {
    return;
  }
  if (value === null || value === '') {
    target.removeItem(key);
  } else {
    target.setItem(key, value);
  }
};

/** Writes a JSON value, removing the key for null. */
export const writeJson = (key: StorageKey, value: unknown): void => {
  writeText(key, value === null || value === undefined ? null : JSON.stringify(value));
};
