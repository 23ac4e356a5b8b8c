import { FeaturePage } from '../../../components/feature-page';
import { useTranslation } from '../../../i18n';

/** /documents/{configurationId}: public list of documents attached to a configuration. */
export const PublicDocumentsRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.publicDocuments')} />;
};
