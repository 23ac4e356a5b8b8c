import { FeaturePage } from '#web/components/feature-page';
import { useTranslation } from '#web/i18n';
import { RemarksPanel } from '../components/remarks-panel';

/** /admin/configuration/remarks: remarks of type sales (admins and sales write them). */
export const RemarksRoute = () => {
  const { t } = useTranslation(['common', 'remarks']);
  return (
    <FeaturePage title={t('pages.configurationRemarks')}>
      <RemarksPanel kind="sales" />
    </FeaturePage>
  );
};
