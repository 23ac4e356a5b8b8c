import { FeaturePage } from '#web/components/feature-page';
import { useTranslation } from '#web/i18n';
import { DocumentContactForm } from '../components/document-contact-form';

/** /admin/document/contact: contact data. */
export const DocumentContactRoute = () => {
  const { t } = useTranslation('common');
  return (
    <FeaturePage title={t('pages.documentContact')}>
      <DocumentContactForm />
    </FeaturePage>
  );
};
