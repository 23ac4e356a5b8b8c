import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../../components/feature-page';

/** /admin/configuration/images: technical documentation. */
export const ImagesRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.configurationImages')} />;
};
