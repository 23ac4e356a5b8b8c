import { FeaturePage } from '#web/components/feature-page';
import { useTranslation } from '#web/i18n';
import { RemarksPanel } from '../components/remarks-panel';

/** /admin/configuration/monter: remarks of type installer (installers write them). */
export const MonterRoute = () => {
  const { t } = useTranslation(['common', 'remarks']);
  return (
    <FeaturePage title={t('pages.configurationMonter')}>
      <RemarksPanel kind="installer" />
    </FeaturePage>
  );
};
