/** Staff roles: admin = head of sales, prod = sales, mon = installer. */
export const ROLES = ['admin', 'prod', 'mon'] as const;
/** A staff role; registered customers have none. */
export type Role = (typeof ROLES)[number];

/** Admin and sales count as 'admin' users. */
export const isAdminRole = (role: Role | null | undefined): boolean => role === 'admin' || role === 'prod';
/** Admins, sales and installers are editors. */
export const isEditorRole = (role: Role | null | undefined): boolean => isAdminRole(role) || role === 'mon';
/** Installers. */
export const isInstallerRole = (role: Role | null | undefined): boolean => role === 'mon';

/**
 * Who may call an API route, decided before its input is validated or anything is looked up: anyone, a signed-in
 * user (customer or staff), or staff. Every route declares one; the finer decision (which document, which role)
 * follows in the policies.
 */
export const CALL_AUDIENCES = ['anyone', 'signedIn', 'staff'] as const;
/** Who may call an API route. */
export type CallAudience = (typeof CALL_AUDIENCES)[number];
