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
