import '#web/lib/mantine-styles';
import { Loader } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from '#web/i18n';
import { usePublicDocuments } from '../api/get-public-documents';
import { PublicDocumentsTable } from '../components/public-documents-table';
import '../components/public-documents.css';

/**
 * /documents/{configurationId}: the public list of a configuration's documents, no login needed. The app layout shows
 * the documents logo and hides the sub-navigation and footer on this path.
 */
export const PublicDocumentsRoute = () => {
  const { t } = useTranslation('documentation');
  const { configurationId = '' } = useParams();
  const documents = usePublicDocuments(configurationId);
  return (
    <section className="public-documents" aria-labelledby="public-documents-title">
      <h1 id="public-documents-title">{t('public.title')}</h1>
      {documents.isPending ? (
        <Loader size="sm" aria-label={t('public.loading')} />
      ) : (
        <PublicDocumentsTable items={documents.data ?? []} />
      )}
    </section>
  );
};
