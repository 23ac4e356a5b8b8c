import { isEditorRole } from '@door/contract';
import { Navigate, Outlet, useLocation } from 'react-router';
import { adminRedirectOf } from '#web/lib/admin-redirects';
import { PATHS } from '#web/lib/paths';
import { useAppStore } from '#web/stores/app-store';

/**
 * The admin area (lazy-loaded): editors only; others go to sign-in, or to model selection when signed in. Every
 * admin page's role and current-document redirects (§6) are decided here, in one place.
 */
export const AdminArea = () => {
  const token = useAppStore((state) => state.token);
  const role = useAppStore((state) => state.role);
  const hasDocument = useAppStore((state) => state.document !== null);
  const oemAdmin = useAppStore((state) => state.flags.isUserOem && state.flags.isUserOemAdmin);
  const oem = useAppStore((state) => state.flags.isUserOem);
  const { pathname } = useLocation();
  if (!token) {
    return <Navigate to={PATHS.login} replace />;
  }
  if (!isEditorRole(role)) {
    return <Navigate to={PATHS.selection} replace />;
  }
  const redirect = adminRedirectOf(pathname, role, hasDocument, { oemAdmin, oem });
  if (redirect) {
    return <Navigate to={redirect} replace />;
  }
  return <Outlet />;
};
