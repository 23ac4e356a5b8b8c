import type { DocumentListView } from '@door/contract';
import { FeaturePage } from '#web/components/feature-page';
import { useTranslation } from '#web/i18n';
import { DocumentList } from '../components/document-list';

/** A document list page: the view's title and the list. */
export const DocumentListPage = ({ view }: { view: DocumentListView }) => {
  const { t } = useTranslation('common');
  return (
    <FeaturePage title={view === 'my' ? t('pages.myProjects') : t('pages.allProjects')}>
      {/* A new key per view: switching lists starts with fresh filters, sort and page. */}
      <DocumentList key={view} view={view} />
    </FeaturePage>
  );
};
