/** Name of the cookie that remembers the notice was accepted. */
export const COOKIE_VIEWED = 'cookie_viewed';
/** Lifetime of the notice cookie in days. */
export const COOKIE_VIEWED_DAYS = 365;

/** True once the cookie notice was accepted in this browser. */
export const hasAcceptedCookies = (): boolean =>
  document.cookie.split(';').some((part) => part.trim().startsWith(`${COOKIE_VIEWED}=`));

/** Remembers for 365 days that the cookie notice was accepted. */
export const acceptCookies = (): void => {
  const maxAge = COOKIE_VIEWED_DAYS * 24 * 60 * 60;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
  document.cookie = `${COOKIE_VIEWED}=true; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
};
