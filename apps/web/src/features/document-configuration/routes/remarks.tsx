import { FeaturePage } from '../../../components/feature-page';
import { useTranslation } from '../../../i18n';

/** /admin/configuration/remarks: remarks of type sales. */
export const RemarksRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.configurationRemarks')} />;
};
