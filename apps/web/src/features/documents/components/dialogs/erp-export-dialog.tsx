import '#web/lib/mantine-styles';
import type { DocumentListRow } from '@door/contract';
import { resolveLanguage } from '@door/contract';
import { Group, Radio, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#web/i18n';
import { downloadBlob, downloadFile } from '#web/lib/files';
import { notify, toast } from '#web/stores/notification-store';
import { exportEdi } from '../../api/export-edi';
import { exportOpenTrans } from '../../api/export-opentrans';
import { useDocumentLanguages } from '../../api/get-document-languages';
import { erpExportFormSchema } from '../../lib/dialog-schemas';
import { ActionFormModal, useActionForm, useFailAction } from './dialog-frame';
import type { ModalProps } from './dialog-props';

/** The file formats the ERP export offers: the specification's XML or openTRANS 2.1. */
type ErpFormat = 'edi' | 'opentrans';

/**
 * ERP export: the specification's XML in one of the document's languages, or openTRANS 2.1 (in the document's own
 * language); the XML file downloads.
 */
export const ErpExportDialog = ({ dialog, brandPartnerId, onClose, onDone }: ModalProps) => {
  const { t } = useTranslation('documents');
  const row = dialog.row as DocumentListRow;
  const languages = useDocumentLanguages(row.SalesDocumentId);
  const fail = useFailAction('ediExport', onClose);
  const [busy, setBusy] = useState(false);
  const [format, setFormat] = useState<ErpFormat>('edi');
  const defaultLanguage = languages.data?.find((language) => language.IsDefault)?.Code ?? '';
  const form = useActionForm(erpExportFormSchema, { language: '' });
  const language = form.values.language || defaultLanguage;
  const submitOpenTrans = async () => {
    setBusy(true);
    try {
      const xml = await exportOpenTrans({ documentId: row.SalesDocumentId, brandPartnerId });
      onClose();
      const name = `opentrans-${row.DocumentNumber.replace(/[^A-Za-z0-9._-]+/g, '_')}.xml`;
      downloadBlob(new Blob([xml], { type: 'application/xml' }), name);
      onDone(row.SalesDocumentId);
      toast(t('moved.opentransExport', { number: row.DocumentNumber }));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  const submit = async () => {
    if (format === 'opentrans') {
      await submitOpenTrans();
      return;
    }
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
      <Stack gap="sm">
        <Radio.Group
          label={t('dialogs.erpFormat')}
          value={format}
          onChange={(value) => setFormat(value === 'opentrans' ? 'opentrans' : 'edi')}
        >
          <Group mt="xs" gap="md">
            <Radio value="edi" label={t('dialogs.formatEdi')} />
            <Radio value="opentrans" label={t('dialogs.formatOpenTrans')} />
          </Group>
        </Radio.Group>
        {format === 'edi' ? (
          <Select
            label={t('dialogs.language')}
            required
            data-autofocus
            data={(languages.data ?? []).map((item) => ({ value: item.Code, label: item.Name }))}
            {...form.getInputProps('language')}
            value={language || null}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('dialogs.openTransLanguage')}
          </Text>
        )}
      </Stack>
    </ActionFormModal>
  );
};
