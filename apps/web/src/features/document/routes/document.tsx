import { FeaturePage } from '#web/components/feature-page';
import { useTranslation } from '#web/i18n';
import { DocumentDetailView } from '../components/document-detail';

/** /admin/document/document: document detail. */
export const DocumentDetailRoute = () => {
  const { t } = useTranslation('common');
  return (
    <FeaturePage title={t('pages.documentDetail')}>
      <DocumentDetailView />
    </FeaturePage>
  );
};
