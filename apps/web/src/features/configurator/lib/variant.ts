import { isEditorRole, type Role } from '@door/contract';

/** Which configurator endpoints a user calls: editors the admin ones, other signed-in users auth, anonymous public. */
export type ConfiguratorVariant = 'public' | 'auth' | 'admin';

/** The endpoint variant of a user (specification §6). */
export const variantOf = (token: string | null, role: Role | null): ConfiguratorVariant => {
  if (!token) {
    return 'public';
  }
  return isEditorRole(role) ? 'admin' : 'auth';
};

/** The create and update calls of each variant. */
export const VARIANT_CALLS = {
  public: { create: 'createConfiguration', update: 'updateConfiguration' },
  auth: { create: 'createConfigurationAuth', update: 'updateConfigurationAuth' },
  admin: { create: 'createConfigurationAdmin', update: 'updateConfigurationAdmin' },
} as const;
