import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../../components/feature-page';

/** /admin/configuration/position: position data. */
export const PositionRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.configurationPosition')} />;
};
