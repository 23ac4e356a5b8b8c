import type { DocumentListRow } from '@door/contract';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n';
import { useArchiveDocument } from '../../api/archive-document';
import { useConfirmDocument } from '../../api/confirm-document';
import { useSendDocument } from '../../api/send-document';
import { useSubmitForProduction } from '../../api/submit-for-production';
import { useToggleProject } from '../../api/toggle-project';
import { downloadBase64 } from '../../lib/dialog-schemas';
import { type ModalProps, useFailAction } from './dialog-frame';

/** Confirm, send, archive, toggle project and submit for production: a question, then the call. */
export const ConfirmActionDialog = ({ dialog, brandPartnerId, onClose, onDone }: ModalProps) => {
  const { t } = useTranslation('documents');
  const fail = useFailAction(dialog.action, onClose);
  const confirm = useConfirmDocument();
  const send = useSendDocument();
  const archive = useArchiveDocument();
  const toggle = useToggleProject();
  const submit = useSubmitForProduction();
  const [busy, setBusy] = useState(false);
  const row = dialog.row as DocumentListRow;
  const documentId = row.SalesDocumentId;
  const run = async () => {
    setBusy(true);
    try {
      switch (dialog.action) {
        case 'confirm':
          await confirm.mutateAsync({ documentId, brandPartnerId });
          break;
        case 'send':
          await send.mutateAsync({ documentId, brandPartnerId });
          break;
        case 'archive':
          await archive.mutateAsync({ documentId });
          break;
        case 'toggleProject':
          await toggle.mutateAsync({ documentId, brandPartnerId });
          break;
        default: {
          const file = await submit.mutateAsync({ documentId });
          if (file.Message) {
            throw new Error(file.Message);
          }
          if (file.FileName && file.Contents) {
            downloadBase64(file.FileName, file.MimeType ?? 'application/xml', file.Contents);
          }
        }
      }
      onDone(documentId);
    } catch (error) {
      fail(error);
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('dialogs.close') }}
      title={t(`actions.${dialog.action}`)}
      centered
    >
      <Text>{t(`dialogs.question.${dialog.action}`, { number: row.DocumentNumber })}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('dialogs.cancel')}
        </Button>
        <Button onClick={() => void run()} loading={busy} data-autofocus>
          {t('dialogs.confirm')}
        </Button>
      </Group>
    </Modal>
  );
};
