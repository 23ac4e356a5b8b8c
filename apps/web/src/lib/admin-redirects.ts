import { isAdminRole, isInstallerRole, type Role } from '@door/contract';

/** The document and configuration menus' pages (§2 "Admin sub-menus"). */
export const ADMIN_PAGES = {
  projects: '/admin',
  configurations: '/admin/document/configurations',
  document: '/admin/document/document',
  terms: '/admin/document/terms',
  contact: '/admin/document/contact',
  print: '/admin/document/print',
  history: '/admin/document/history',
  calculation: '/admin/configuration/calculation',
  position: '/admin/configuration/position',
  costs: '/admin/configuration/costs',
  images: '/admin/configuration/images',
  remarks: '/admin/configuration/remarks',
  monter: '/admin/configuration/monter',
} as const;

// The configuration area's own path and the configurator tab show the calculation screen.
const CALCULATION = new Set(['/admin/configuration', '/admin/configuration/configurator', ADMIN_PAGES.calculation]);

/**
 * Where an admin-area page sends the user instead (§6 "Redirects", and the document pages without a current
 * document); null to stay. The one place every admin page is decided, case-insensitively.
 */
export const adminRedirectOf = (pathname: string, role: Role | null, hasDocument: boolean): string | null => {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const inDocumentArea = path.startsWith('/admin/document/') || path.startsWith('/admin/configuration');
  if (inDocumentArea && !hasDocument) {
    return ADMIN_PAGES.projects;
  }
  const admin = isAdminRole(role);
  if (path === ADMIN_PAGES.document && !admin && !isInstallerRole(role)) {
    return ADMIN_PAGES.configurations;
  }
  if (CALCULATION.has(path) && !admin) {
    return ADMIN_PAGES.monter;
  }
  if ((path === ADMIN_PAGES.print || path === ADMIN_PAGES.contact) && !admin) {
    return ADMIN_PAGES.configurations;
  }
  if (path === ADMIN_PAGES.terms && !admin) {
    return ADMIN_PAGES.monter;
  }
  return null;
};
