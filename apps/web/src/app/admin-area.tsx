import { isEditorRole } from '@door/contract';
import { Navigate, Outlet } from 'react-router';
import { PATHS } from '../lib/paths';
import { useAppStore } from '../stores/app-store';

/** The admin area (lazy-loaded): editors only; others go to sign-in, or to model selection when signed in. */
export const AdminArea = () => {
  const token = useAppStore((state) => state.token);
  const role = useAppStore((state) => state.role);
  if (!token) {
    return <Navigate to={PATHS.login} replace />;
  }
  if (!isEditorRole(role)) {
    return <Navigate to={PATHS.selection} replace />;
  }
  return <Outlet />;
};
