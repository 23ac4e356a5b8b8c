import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../../components/feature-page';

/** /admin/configuration/remarks: remarks of type sales. */
export const RemarksRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.configurationRemarks')} />;
};
