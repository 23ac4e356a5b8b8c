const KEY = 'cartToken';

/** The anonymous visitor's cart token from browser storage; null when none was issued yet. */
export const readCartToken = (): string | null => {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
};

/** Keeps the cart token the server issued on the first add (or forgets it with null). */
export const writeCartToken = (token: string | null): void => {
  try {
    if (token) {
      window.localStorage.setItem(KEY, token);
    } else {
      window.localStorage.removeItem(KEY);
    }
  } catch {
    // Storage can be blocked; the cart then lives for this page only.
  }
};
