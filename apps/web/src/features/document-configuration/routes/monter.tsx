import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../../components/feature-page';

/** /admin/configuration/monter: remarks of type installer. */
export const MonterRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.configurationMonter')} />;
};
