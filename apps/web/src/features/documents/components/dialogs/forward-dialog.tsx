import type { DocumentListRow } from '@door/contract';
import { Select } from '@mantine/core';
import { useTranslation } from '../../../../i18n';
import { useForwardDocument } from '../../api/forward-document';
import { useContacts } from '../../api/get-contacts';
import { forwardFormSchema } from '../../lib/dialog-schemas';
import { ActionFormModal, contactLabel, type ModalProps, useActionForm, useFailAction } from './dialog-frame';

/** Forward: a contact with a user must be picked (contacts without one are listed but cannot be chosen). */
export const ForwardDialog = ({ dialog, brandPartnerId, onClose, onDone }: ModalProps) => {
  const { t } = useTranslation('documents');
  const contacts = useContacts(brandPartnerId, false);
  const forward = useForwardDocument();
  const fail = useFailAction('forward', onClose);
  const form = useActionForm(forwardFormSchema, { ContactId: '' });
  const documentId = (dialog.row as DocumentListRow).SalesDocumentId;
  const submit = form.onSubmit(async ({ ContactId }) => {
    try {
      await forward.mutateAsync({ documentId, BrandPartnerId: brandPartnerId, ContactId });
      onDone(documentId);
    } catch (error) {
      fail(error);
    }
  });
  return (
    <ActionFormModal
      title={t('dialogs.forwardTitle')}
      onClose={onClose}
      onSubmit={submit}
      busy={forward.isPending}
      submitLabel={t('actions.forward')}
    >
      <Select
        label={t('dialogs.contact')}
        description={t('dialogs.contactNeedsUser')}
        required
        data-autofocus
        data={(contacts.data ?? []).map((contact) => ({
          value: contact.ContactId,
          label: contactLabel(contact),
          disabled: !contact.User,
        }))}
        {...form.getInputProps('ContactId')}
      />
    </ActionFormModal>
  );
};
