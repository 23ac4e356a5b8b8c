import { ConfigurationsPage } from '../components/configurations-page';

/** /admin/document/configurations: configurations in a document. */
export const DocumentConfigurationsRoute = () => <ConfigurationsPage />;
