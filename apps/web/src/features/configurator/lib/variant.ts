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

/** Path prefix of a variant's create and update calls. */
export const variantPrefix = (variant: ConfiguratorVariant): string =>
  variant === 'public' ? '/configurator' : `/configurator/${variant}`;
