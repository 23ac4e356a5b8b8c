import { loadPageNamespaces } from '#web/i18n';
import { ConfigurationsPage } from '../components/configurations-page';

await loadPageNamespaces('document-configurations');

/** /admin/document/configurations: configurations in a document. */
export const DocumentConfigurationsRoute = () => <ConfigurationsPage />;
