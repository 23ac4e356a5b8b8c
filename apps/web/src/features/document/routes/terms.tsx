import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../../components/feature-page';

/** /admin/document/terms: payment and delivery terms. */
export const DocumentTermsRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.documentTerms')} />;
};
