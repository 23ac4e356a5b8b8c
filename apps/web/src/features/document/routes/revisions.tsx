import { FeaturePage } from '#web/components/feature-page';
import { useTranslation } from '#web/i18n';
import { RevisionCompare } from '../components/revision-compare';

/** /admin/document/revisions: the comparison of two revisions of the current offer. */
export const DocumentRevisionsRoute = () => {
  const { t } = useTranslation('common');
  return (
    <FeaturePage title={t('pages.documentRevisions')}>
      <RevisionCompare />
    </FeaturePage>
  );
};
