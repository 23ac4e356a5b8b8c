/** The schemes a footer or banner link may use: a page, a mail or a call, never a script or inline content. */
export const LINK_SCHEMES = ['https:', 'http:', 'mailto:', 'tel:'] as const;

/**
 * Whether a footer or banner link is empty (none) or an absolute address of an allowed scheme: `javascript:` and
 * `data:` addresses are not (issue 37). The storefront's pages check it again, for links stored before the rule.
 */
export const isAllowedLink = (value: string): boolean => {
  if (value === '') {
    return true;
  }
  try {
    return (LINK_SCHEMES as readonly string[]).includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
