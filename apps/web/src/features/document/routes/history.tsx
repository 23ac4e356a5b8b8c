import { FeaturePage } from '#web/components/feature-page';
import { useTranslation } from '#web/i18n';
import { HistoryTable } from '../components/history-table';

/** /admin/document/history: history. */
export const DocumentHistoryRoute = () => {
  const { t } = useTranslation('common');
  return (
    <FeaturePage title={t('pages.documentHistory')}>
      <HistoryTable />
    </FeaturePage>
  );
};
