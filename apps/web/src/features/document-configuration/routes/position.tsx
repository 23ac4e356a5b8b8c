import { PositionPage } from '../components/position-page';

/** /admin/configuration/position: position data. */
export const PositionRoute = () => <PositionPage />;
