import { loadPageNamespaces } from '#web/i18n';
import { PositionPage } from '../components/position-page';

await loadPageNamespaces('configuration-position');

/** /admin/configuration/position: position data. */
export const PositionRoute = () => <PositionPage />;
