import type { Role } from '@door/contract';
import { AppError, defineErrors } from '#server/core/app-error';
import type { Caller, UserCaller } from '#server/core/caller';
import { requireUser } from './access-guard';

/** The management policy's refusal. */
export const MANAGE_POLICY_MESSAGES = defineErrors({
  notManager: {
    status: 403,
    sl: 'To lahko vidijo le skrbniki proizvajalca (OEM).',
    en: 'Only the manufacturer’s OEM admins may see this.',
    de: 'Nur die OEM-Administratoren des Herstellers dürfen dies sehen.',
    fr: 'Seuls les administrateurs OEM du fabricant peuvent voir ceci.',
  },
});

/** Whether the caller reads the whole audit log: the manufacturer's OEM admins. */
export const canReadAuditLog = (caller: Caller): caller is UserCaller =>
  caller.kind === 'user' && caller.isOem && caller.isOemAdmin;

/** The caller must read the audit log (401 anonymous, 403 anyone but an OEM admin). */
export const requireAuditReader = (caller: Caller): UserCaller => {
  const user = requireUser(caller);
  if (!canReadAuditLog(user)) {
    throw new AppError(MANAGE_POLICY_MESSAGES.notManager);
  }
  return user;
};

/** Who manages: the manufacturer's OEM admins everything, a partner's head of sales its own partner's tree. */
export type Manager = { user: UserCaller; kind: 'oemAdmin' | 'headOfSales' };

/** The refusals of delegated administration (each names the field where there is one). */
export const MANAGE_DELEGATION_MESSAGES = defineErrors({
  notAllowed: {
    status: 403,
    sl: 'Za upravljanje nimate pravic.',
    en: 'You may not manage this.',
    de: 'Sie dürfen dies nicht verwalten.',
    fr: 'Vous ne pouvez pas gérer ceci.',
  },
  cannotGrant: {
    status: 403,
    sl: 'Podeliti ne morete pravice, ki je sami nimate.',
    en: 'You cannot grant a right you do not hold yourself.',
    de: 'Sie können kein Recht vergeben, das Sie selbst nicht haben.',
    fr: 'Vous ne pouvez pas accorder un droit que vous n’avez pas vous-même.',
  },
});

const ROLE_RANK: Record<Role, number> = { admin: 3, prod: 2, mon: 1 };

/** The caller as a manager: an OEM admin, or a head of sales of a partner; null for anyone else. */
export const managerOf = (caller: Caller): Manager | null => {
  if (caller.kind !== 'user' || caller.role === null) {
    return null;
  }
  if (caller.isOem && caller.isOemAdmin) {
    return { user: caller, kind: 'oemAdmin' };
  }
  return caller.role === 'admin' && caller.partnerId !== null ? { user: caller, kind: 'headOfSales' } : null;
};

/** The caller must manage users and partners (401 anonymous, 403 anyone but an OEM admin or a head of sales). */
export const requireManager = (caller: Caller): Manager => {
  requireUser(caller);
  const manager = managerOf(caller);
  if (!manager) {
    throw new AppError(MANAGE_DELEGATION_MESSAGES.notAllowed);
  }
  return manager;
};

/** The caller must manage storefronts: the manufacturer's OEM admins only. */
export const requireStorefrontManager = (caller: Caller): Manager => {
  const manager = requireManager(caller);
  if (manager.kind !== 'oemAdmin') {
    throw new AppError(MANAGE_DELEGATION_MESSAGES.notAllowed);
  }
  return manager;
};

/** The roles a manager may give: any for an OEM admin; a head of sales its own and those below it. */
export const grantableRoles = (manager: Manager): Role[] =>
  (['admin', 'prod', 'mon'] as const).filter(
    (role) => manager.kind === 'oemAdmin' || ROLE_RANK[role] <= ROLE_RANK[manager.user.role ?? 'mon'],
  );

/**
 * The flags a manager may give: every flag for an OEM admin; a head of sales only the parent-partner flag, and only
 * when it holds it. The OEM flags (`IsOem`, `IsOemAdmin`) are given and taken by the manufacturer's OEM admins only.
 */
export const grantableFlags = (manager: Manager) => ({
  IsOem: manager.kind === 'oemAdmin',
  IsOemAdmin: manager.kind === 'oemAdmin',
  IsParentPartner: manager.kind === 'oemAdmin' || manager.user.isParentPartner,
});

/** What a user holds: its role, flags and storefronts. */
export type Privileges = {
  role: Role;
  isOem: boolean;
  isOemAdmin: boolean;
  isParentPartner: boolean;
  brandPartnerIds: readonly string[];
};

/**
 * Refuses (403 naming the field) privileges the manager may not give: a role above its own, a flag it may not give, a
 * storefront it cannot act for. With `current` (what the user holds now), an OEM flag the user keeps is accepted
 * from a head of sales who holds it too (a head of sales of the manufacturer edits its colleagues), but no OEM flag
 * changes but by an OEM admin. An OEM admin may give anything that exists.
 */
export const assertGrantable = (manager: Manager, wanted: Privileges, current?: Privileges): void => {
  const refuse = (field: string) => {
    throw new AppError(MANAGE_DELEGATION_MESSAGES.cannotGrant, { detail: field });
  };
  if (!grantableRoles(manager).includes(wanted.role)) {
    refuse('Role');
  }
  const flags = grantableFlags(manager);
  const keepsOem = current !== undefined && current.isOem === wanted.isOem && manager.user.isOem;
  if (wanted.isOem !== (current?.isOem ?? false) && !flags.IsOem) {
    refuse('IsOem');
  }
  if (wanted.isOem && !flags.IsOem && !keepsOem) {
    refuse('IsOem');
  }
  if (wanted.isOemAdmin && !flags.IsOemAdmin) {
    refuse('IsOemAdmin');
  }
  if (wanted.isParentPartner && !flags.IsParentPartner) {
    refuse('IsParentPartner');
  }
  if (manager.kind !== 'oemAdmin') {
    const own = new Set(manager.user.brandPartnerIds.map((id) => id.toLowerCase()));
    if (wanted.brandPartnerIds.some((id) => !own.has(id.toLowerCase()))) {
      refuse('BrandPartnerIds');
    }
  }
};

/** The partners a manager reaches: every partner for an OEM admin (null), else its own partner and descendants. */
export const partnersInReach = (manager: Manager, ownTree: ReadonlySet<string>): ReadonlySet<string> | null =>
  manager.kind === 'oemAdmin' ? null : ownTree;

/** Refuses (403) a partner outside the manager's reach. */
export const assertPartnerInReach = (reach: ReadonlySet<string> | null, partnerId: string, field?: string): void => {
  if (reach !== null && !reach.has(partnerId.toLowerCase())) {
    throw new AppError(MANAGE_DELEGATION_MESSAGES.notAllowed, field ? { detail: field } : undefined);
  }
};
