import '#web/lib/mantine-styles';
import { Paper } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PersonalDataActions } from '#web/components/personal-data-actions';
import { useTranslation } from '#web/i18n';
import { callKey } from '#web/lib/api-call';
import { useAppStore } from '#web/stores/app-store';
import { toast } from '#web/stores/notification-store';
import { eraseContactData, exportContactData } from '../api/contact-personal-data';
import { useDocumentContact } from '../api/get-document-contact';

/**
 * The document contact's data on request (GDPR Art. 15 and 17), for the staff who answer it: a head of sales (of
 * the partner owning the storefront; the server decides) and OEM admins. Shown when the contact has an e-mail.
 */
export const ContactDataRequests = () => {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const documentId = useAppStore((state) => state.document?.documentId ?? '');
  const brandPartnerId = useAppStore((state) => state.brandPartnerId) ?? '';
  const answers = useAppStore((state) => state.role === 'admin' || state.flags.isUserOemAdmin);
  const contact = useDocumentContact(documentId);
  const email = contact.data?.ContactData.Email ?? '';
  if (!answers || email === '' || brandPartnerId === '') {
    return null;
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} mt="xl">
      <PersonalDataActions
        whose="contact"
        email={email}
        exportData={() => exportContactData(brandPartnerId, email)}
        erase={(typed) => eraseContactData(brandPartnerId, email, typed)}
        onErased={(erasure) => {
          toast(t('personalData.erased', { kept: erasure.KeptDocuments }));
          void queryClient.invalidateQueries({ queryKey: callKey('getDocumentContact', { params: { documentId } }) });
        }}
      />
    </Paper>
  );
};
