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
  revisions: '/admin/document/revisions',
  calculation: '/admin/configuration/calculation',
  position: '/admin/configuration/position',
  costs: '/admin/configuration/costs',
  images: '/admin/configuration/images',
  remarks: '/admin/configuration/remarks',
  monter: '/admin/configuration/monter',
  manageUsers: '/admin/manage/users',
  managePartners: '/admin/manage/partners',
  manageBrandPartners: '/admin/manage/brand-partners',
  manageAudit: '/admin/manage/audit',
  manageIntegrations: '/admin/manage/integrations',
  catalogue: '/admin/catalogue',
  cataloguePrices: '/admin/catalogue/prices',
  catalogueHistory: '/admin/catalogue/history',
  insight: '/admin/insight',
  insightDocuments: '/admin/insight/documents',
} as const;

/**
 * Who may manage what: a head of sales its partner's users and partners; the manufacturer's OEM admins everything.
 * `oem`: a manufacturer's OEM user, who sees the sales dashboard whatever its role.
 */
export type ManageRights = { oemAdmin: boolean; oem?: boolean };

/** Whether the sales dashboard is the user's: heads of sales and the manufacturer's OEM users (the server decides too). */
export const canSeeInsight = (role: Role | null, rights: ManageRights): boolean =>
  role !== null && (role === 'admin' || rights.oemAdmin || rights.oem === true);

/** The management pages the user may open (the menu shows these; the server decides again on every call). */
export const managePagesOf = (role: Role | null, rights: ManageRights): string[] => {
  if (rights.oemAdmin) {
    return [
      ADMIN_PAGES.manageUsers,
      ADMIN_PAGES.managePartners,
      ADMIN_PAGES.manageBrandPartners,
      ADMIN_PAGES.manageAudit,
      ADMIN_PAGES.manageIntegrations,
      ADMIN_PAGES.catalogue,
    ];
  }
  return role === 'admin' ? [ADMIN_PAGES.manageUsers, ADMIN_PAGES.managePartners, ADMIN_PAGES.manageIntegrations] : [];
};

// The configuration area's own path and the configurator tab show the calculation screen.
const CALCULATION = new Set(['/admin/configuration', '/admin/configuration/configurator', ADMIN_PAGES.calculation]);

// The pages of heads of sales and sales only; the server refuses their calls to others (docs/decisions.md).
const HEADS_AND_SALES_DOCUMENT_PAGES = new Set<string>([
  ADMIN_PAGES.print,
  ADMIN_PAGES.contact,
  ADMIN_PAGES.history,
  ADMIN_PAGES.revisions,
]);
const HEADS_AND_SALES_CONFIGURATION_PAGES = new Set<string>([
  ADMIN_PAGES.terms,
  ADMIN_PAGES.position,
  ADMIN_PAGES.costs,
  ADMIN_PAGES.remarks,
]);

/**
 * Where an admin-area page sends the user instead (§6 "Redirects", and the document pages without a current
 * document); null to stay. The one place every admin page is decided, case-insensitively.
 */
export const adminRedirectOf = (
  pathname: string,
  role: Role | null,
  hasDocument: boolean,
  rights: ManageRights = { oemAdmin: false },
): string | null => {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  // The management pages: anyone who may not use one goes home (the projects), like the other role redirects.
  if (path.startsWith('/admin/manage')) {
    return managePagesOf(role, rights).includes(path) ? null : ADMIN_PAGES.projects;
  }
  // The sales dashboard and its document lists: heads of sales and OEM users.
  if (path === ADMIN_PAGES.insight || path === ADMIN_PAGES.insightDocuments) {
    return canSeeInsight(role, rights) ? null : ADMIN_PAGES.projects;
  }
  // The catalogue workbench and its pages: the manufacturer's OEM admins only.
  if (path === ADMIN_PAGES.catalogue || path.startsWith(`${ADMIN_PAGES.catalogue}/`)) {
    const pages: string[] = [ADMIN_PAGES.catalogue, ADMIN_PAGES.cataloguePrices, ADMIN_PAGES.catalogueHistory];
    return rights.oemAdmin && pages.includes(path) ? null : ADMIN_PAGES.projects;
  }
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
  // Print and contact (§6), and history, which no installer menu has (§2): back to the configurations.
  if (HEADS_AND_SALES_DOCUMENT_PAGES.has(path) && !admin) {
    return ADMIN_PAGES.configurations;
  }
  // Terms (§6), and position, costs and sales remarks, which no installer menu has (§2): to the installer remarks.
  if (HEADS_AND_SALES_CONFIGURATION_PAGES.has(path) && !admin) {
    return ADMIN_PAGES.monter;
  }
  return null;
};
