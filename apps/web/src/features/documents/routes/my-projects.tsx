import { documentListViewsOf } from '@door/contract';
import { Navigate, useLocation } from 'react-router';
import { PATHS } from '#web/lib/paths';
import { useAppStore } from '#web/stores/app-store';
import { DocumentListPage } from './document-list-page';

/** /admin/myProjects: document list, view type my; installers have no 'my' and go to all projects (§6). */
export const MyProjectsRoute = () => {
  const role = useAppStore((state) => state.role);
  const { search } = useLocation();
  if (!documentListViewsOf(role).includes('my')) {
    return <Navigate to={`${PATHS.allProjects}${search}`} replace />;
  }
  return <DocumentListPage view="my" />;
};
