import '#web/lib/mantine-styles';
import type { DocumentListRow } from '@door/contract';
import { Select } from '@mantine/core';
import { useTranslation } from '#web/i18n';
import { useForwardDocument } from '../../api/forward-document';
import { useContacts } from '../../api/get-contacts';
import { forwardFormSchema } from '../../lib/dialog-schemas';
import { ActionFormModal, contactLabel, useActionForm, useAnnounceMove, useFailAction } from './dialog-frame';
import type { ModalProps } from './dialog-props';

/** Forward: a contact with a user must be picked (contacts without one are listed but cannot be chosen). */
export const ForwardDialog = ({ dialog, view, brandPartnerId, onClose, onDone }: ModalProps) => {
  const { t } = useTranslation('documents');
  const announce = useAnnounceMove(view);
  const contacts = useContacts(brandPartnerId, false);
  const forward = useForwardDocument();
  const fail = useFailAction('forward', onClose);
  const form = useActionForm(forwardFormSchema, { ContactId: '' });
  const row = dialog.row as DocumentListRow;
  const documentId = row.SalesDocumentId;
  const submit = form.onSubmit(async ({ ContactId }) => {
    try {
      await forward.mutateAsync({ documentId, BrandPartnerId: brandPartnerId, ContactId });
      onDone(documentId);
      const contact = contacts.data?.find((entry) => entry.ContactId === ContactId);
      announce(
        { action: 'forward', number: row.DocumentNumber },
        t('moved.forward', { number: row.DocumentNumber, contact: contact ? contactLabel(contact) : '' }),
      );
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
