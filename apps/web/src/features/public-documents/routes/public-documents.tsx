import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../../components/feature-page';

/** /documents/{configurationId}: public list of documents attached to a configuration. */
export const PublicDocumentsRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.publicDocuments')} />;
};
