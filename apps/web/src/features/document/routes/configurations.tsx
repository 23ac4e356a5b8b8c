import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../../components/feature-page';

/** /admin/document/configurations: configurations in a document. */
export const DocumentConfigurationsRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.documentConfigurations')} />;
};
