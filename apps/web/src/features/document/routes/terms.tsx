import { FeaturePage } from '../../../components/feature-page';
import { useTranslation } from '../../../i18n';

/** /admin/document/terms: payment and delivery terms. */
export const DocumentTermsRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.documentTerms')} />;
};
