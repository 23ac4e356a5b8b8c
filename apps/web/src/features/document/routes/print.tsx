import { FeaturePage } from '../../../components/feature-page';
import { useTranslation } from '../../../i18n';

/** /admin/document/print: print and send. */
export const DocumentPrintRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.documentPrint')} />;
};
