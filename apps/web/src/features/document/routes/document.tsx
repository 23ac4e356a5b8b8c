import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../../components/feature-page';

/** /admin/document/document: document detail. */
export const DocumentDetailRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.documentDetail')} />;
};
