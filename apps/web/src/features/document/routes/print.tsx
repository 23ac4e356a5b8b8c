import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../../components/feature-page';

/** /admin/document/print: print and send. */
export const DocumentPrintRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.documentPrint')} />;
};
