import { FeaturePage } from '../../../components/feature-page';
import { useTranslation } from '../../../i18n';

/** /admin/document/configurations: configurations in a document. */
export const DocumentConfigurationsRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.documentConfigurations')} />;
};
