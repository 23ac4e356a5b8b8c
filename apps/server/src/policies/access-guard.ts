import { isAdminRole, isEditorRole, type Role } from '@door/contract';
import { AppError } from '#server/core/app-error';
import type { Caller, UserCaller } from '#server/core/caller';
import { COMMON_MESSAGES } from '#server/core/messages';

/** The caller must be signed in (401 otherwise). */
export const requireUser = (caller: Caller): UserCaller => {
  if (caller.kind !== 'user') {
    throw new AppError(COMMON_MESSAGES.unauthorized);
  }
  return caller;
};

/** The caller must be staff with one of the roles (403 otherwise); without roles, any staff role. */
export const requireStaff = (caller: Caller, roles?: readonly Role[]): UserCaller & { role: Role } => {
  const user = requireUser(caller);
  if (user.role === null || (roles && !roles.includes(user.role))) {
    throw new AppError(COMMON_MESSAGES.forbidden);
  }
  return user as UserCaller & { role: Role };
};

/** Admin (head of sales) or sales. */
export const requireAdmin = (caller: Caller) => requireStaff(caller, ['admin', 'prod']);

/** Whether the caller acts for the brand partner (staff of it, or its registered customer). */
export const canActForBrandPartner = (caller: Caller, brandPartnerId: string): boolean =>
  caller.kind === 'user' && caller.brandPartnerIds.includes(brandPartnerId.toLowerCase());

/** The caller must act for the brand partner (403 otherwise, 401 when anonymous). */
export const requireBrandPartner = (caller: Caller, brandPartnerId: string): UserCaller => {
  const user = requireUser(caller);
  if (!canActForBrandPartner(user, brandPartnerId)) {
    throw new AppError(COMMON_MESSAGES.forbidden);
  }
  return user;
};

/** The brand partners whose tenant data the caller may read; empty for anonymous callers. */
export const allowedBrandPartnerIds = (caller: Caller): string[] =>
  caller.kind === 'user' ? caller.brandPartnerIds : [];

/** Whether the caller is an editor (admin, sales or installer). */
export const isEditor = (caller: Caller): boolean => caller.kind === 'user' && isEditorRole(caller.role);
/** Whether the caller is admin or sales. */
export const isAdmin = (caller: Caller): boolean => caller.kind === 'user' && isAdminRole(caller.role);
