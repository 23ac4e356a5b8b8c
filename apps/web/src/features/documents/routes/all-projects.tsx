import { DocumentListPage } from './document-list-page';

/** /admin/allProjects: document list, view type all. */
export const AllProjectsRoute = () => <DocumentListPage view="all" />;
