import { FeaturePage } from '../../../components/feature-page';
import { useTranslation } from '../../../i18n';

/** /admin/configuration, /configurator and /calculation: configuration area and calculation. */
export const CalculationRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.configurationCalculation')} />;
};
