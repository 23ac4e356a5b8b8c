import { FeaturePage } from '../../../components/feature-page';
import { useTranslation } from '../../../i18n';

/** /admin/configuration/monter: remarks of type installer. */
export const MonterRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.configurationMonter')} />;
};
