import { FeaturePage } from '#web/components/feature-page';
import { useTranslation } from '#web/i18n';
import { ContactDataRequests } from '../components/contact-data-requests';
import { DocumentContactForm } from '../components/document-contact-form';

/** /admin/document/contact: contact data, and the contact's data on request. */
export const DocumentContactRoute = () => {
  const { t } = useTranslation('common');
  return (
    <FeaturePage title={t('pages.documentContact')}>
      <DocumentContactForm />
      <ContactDataRequests />
    </FeaturePage>
  );
};
