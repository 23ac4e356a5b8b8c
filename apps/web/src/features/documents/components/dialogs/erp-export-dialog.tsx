import '#web/lib/mantine-styles';
import type { DocumentListRow } from '@door/contract';
import { resolveLanguage } from '@door/contract';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#web/i18n';
import { downloadFile } from '#web/lib/files';
import { notify, toast } from '#web/stores/notification-store';
import { exportEdi } from '../../api/export-edi';
import { useDocumentLanguages } from '../../api/get-document-languages';
import { erpExportFormSchema } from '../../lib/dialog-schemas';
import { ActionFormModal, useActionForm, useFailAction } from './dialog-frame';
import type { ModalProps } from './dialog-props';

/** ERP export: pick one of the document's languages, then the XML file downloads. */
export const ErpExportDialog = ({ dialog, onClose, onDone }: ModalProps) => {
  const { t } = useTranslation('documents');
  const row = dialog.row as DocumentListRow;
  const languages = useDocumentLanguages(row.SalesDocumentId);
  const fail = useFailAction('ediExport', onClose);
  const [busy, setBusy] = useState(false);
  const defaultLanguage = languages.data?.find((language) => language.IsDefault)?.Code ?? '';
  const form = useActionForm(erpExportFormSchema, { language: '' });
  const language = form.values.language || defaultLanguage;
  const submit = async () => {
    form.setFieldValue('language', language);
    if (form.validate().hasErrors && !language) {
      return;
    }
    setBusy(true);
    try {
      const reply = await exportEdi({ documentId: row.SalesDocumentId, language: resolveLanguage(language) });
      onClose();
      if (reply.FileName && reply.Contents) {
        downloadFile({
          FileName: reply.FileName,
          MimeType: reply.MimeType || 'application/xml',
          Contents: reply.Contents,
        });
        onDone(row.SalesDocumentId);
        toast(t('moved.ediExport', { number: row.DocumentNumber }));
      } else {
        // §8: neither a file nor a message is the ERP title's empty error.
        notify({ kind: 'error', title: t('errors.customerSendErp'), message: '' });
      }
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ActionFormModal
      title={t('dialogs.erpTitle')}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      busy={busy}
      submitLabel={t('actions.ediExport')}
    >
      <Select
        label={t('dialogs.language')}
        required
        data-autofocus
        data={(languages.data ?? []).map((item) => ({ value: item.Code, label: item.Name }))}
        {...form.getInputProps('language')}
        value={language || null}
      />
    </ActionFormModal>
  );
};
