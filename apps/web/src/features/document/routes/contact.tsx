import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../../components/feature-page';

/** /admin/document/contact: contact data. */
export const DocumentContactRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.documentContact')} />;
};
