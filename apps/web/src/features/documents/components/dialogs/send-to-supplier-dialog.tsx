import '#web/lib/mantine-styles';
import type { DocumentListRow } from '@door/contract';
import { Checkbox, Select, Stack, Textarea } from '@mantine/core';
import { ContactPicker } from '#web/components/contact-picker/contact-picker';
import { useTranslation } from '#web/i18n';
import { useContacts } from '../../api/get-contacts';
import { useDocumentTypes } from '../../api/get-document-types';
import { useSendToSupplier } from '../../api/send-to-supplier';
import { sendToSupplierFormSchema } from '../../lib/dialog-schemas';
import { ActionFormModal, useActionForm, useAnnounceMove, useFailAction } from './dialog-frame';
import type { ModalProps } from './dialog-props';

/**
 * Send to supplier: type, new project, a supplier contact (table, 5 rows a page, filters) and a comment. Afterwards
 * the source document stays selected and a toast names the supplier's new document.
 */
export const SendToSupplierDialog = ({ dialog, view, brandPartnerId, onClose, onDone }: ModalProps) => {
  const { t } = useTranslation('documents');
  const announce = useAnnounceMove(view);
  const types = useDocumentTypes(brandPartnerId);
  const contacts = useContacts(brandPartnerId, true);
  const send = useSendToSupplier();
  const fail = useFailAction('sendToSupplier', onClose);
  const row = dialog.row as DocumentListRow;
  const form = useActionForm(sendToSupplierFormSchema, {
    DocumentTypeId: '',
    NewProject: false,
    ContactId: '',
    Comment: '',
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const reply = await send.mutateAsync({
        ...values,
        BrandPartnerId: brandPartnerId,
        DocumentId: row.SalesDocumentId,
      });
      // The new document belongs to the supplier and is not in the sender's lists (docs/decisions.md): the source
      // row stays selected and the toast names the new document and the supplier, its link shows the source.
      const supplier = contacts.data?.find((contact) => contact.ContactId === values.ContactId)?.Partner ?? '';
      onDone(row.SalesDocumentId);
      announce(
        { action: 'sendToSupplier', number: row.DocumentNumber },
        t('moved.sendToSupplier', { number: row.DocumentNumber, copy: reply.DocumentNumber, partner: supplier }),
      );
    } catch (error) {
      fail(error);
    }
  });
  const contactError = form.errors.ContactId;
  return (
    <ActionFormModal
      title={t('dialogs.sendToSupplierTitle')}
      onClose={onClose}
      onSubmit={submit}
      busy={send.isPending}
      submitLabel={t('actions.sendToSupplier')}
      size="xl"
    >
      <Stack gap="sm">
        <Select
          label={t('dialogs.type')}
          required
          data-autofocus
          data={(types.data ?? []).map((type) => ({ value: type.DocumentTypeId, label: type.Name }))}
          {...form.getInputProps('DocumentTypeId')}
        />
        <Checkbox label={t('dialogs.newProject')} {...form.getInputProps('NewProject', { type: 'checkbox' })} />
        <ContactPicker
          contacts={contacts.data ?? []}
          selectedId={form.values.ContactId}
          onSelect={(contactId) => form.setFieldValue('ContactId', contactId)}
          error={typeof contactError === 'string' ? t(`validation.${contactError}`) : null}
        />
        <Textarea label={t('dialogs.comment')} autosize minRows={2} {...form.getInputProps('Comment')} />
      </Stack>
    </ActionFormModal>
  );
};
