import { FeaturePage } from '../../../components/feature-page';
import { useTranslation } from '../../../i18n';

/** /admin/configuration/costs: costs. */
export const CostsRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.configurationCosts')} />;
};
