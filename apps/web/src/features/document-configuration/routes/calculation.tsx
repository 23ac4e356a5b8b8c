import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../../components/feature-page';

/** /admin/configuration, /configurator and /calculation: configuration area and calculation. */
export const CalculationRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.configurationCalculation')} />;
};
