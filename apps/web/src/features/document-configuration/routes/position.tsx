import { FeaturePage } from '../../../components/feature-page';
import { useTranslation } from '../../../i18n';

/** /admin/configuration/position: position data. */
export const PositionRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.configurationPosition')} />;
};
