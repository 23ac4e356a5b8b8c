import { Navigate } from 'react-router';
import { PATHS } from '#web/lib/paths';
import { useAppStore } from '#web/stores/app-store';
import { homeViewOf } from '../lib/row-actions';
import { DocumentListPage } from './document-list-page';

/** /admin: the document list of the role's home view ('my' for admin and sales, 'all' for installers). */
export const ProjectsRoute = () => {
  const role = useAppStore((state) => state.role);
  const view = homeViewOf(role);
  return view ? <DocumentListPage view={view} /> : <Navigate to={PATHS.selection} replace />;
};
