import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../../components/feature-page';

/** /admin/document/history: history. */
export const DocumentHistoryRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.documentHistory')} />;
};
