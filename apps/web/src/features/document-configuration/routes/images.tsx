import { FeaturePage } from '../../../components/feature-page';
import { useTranslation } from '../../../i18n';

/** /admin/configuration/images: technical documentation. */
export const ImagesRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.configurationImages')} />;
};
