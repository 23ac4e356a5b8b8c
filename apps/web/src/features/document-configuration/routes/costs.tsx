import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../../components/feature-page';

/** /admin/configuration/costs: costs. */
export const CostsRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.configurationCosts')} />;
};
