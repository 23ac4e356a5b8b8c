import '#web/lib/mantine-styles';
import type { DocumentListRow } from '@door/contract';
import { PROJECT_STATUS_IDS } from '@door/contract';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#web/i18n';
import { downloadFile } from '#web/lib/files';
import { useArchiveDocument } from '../../api/archive-document';
import { useConfirmDocument } from '../../api/confirm-document';
import { useSendDocument } from '../../api/send-document';
import { useSubmitForProduction } from '../../api/submit-for-production';
import { useToggleProject } from '../../api/toggle-project';
import { useAnnounceMove, useFailAction } from './dialog-frame';
import type { ModalProps } from './dialog-props';

/**
 * Confirm, send, archive, toggle project and submit for production: a question, then the call (once: the button
 * waits for the answer, and the server refuses a repeat that would change anything), then where the document went.
 */
export const ConfirmActionDialog = ({ dialog, view, brandPartnerId, onClose, onDone }: ModalProps) => {
  const { t } = useTranslation('documents');
  const fail = useFailAction(dialog.action, onClose);
  const announce = useAnnounceMove(view);
  const confirm = useConfirmDocument();
  const send = useSendDocument();
  const archive = useArchiveDocument();
  const toggle = useToggleProject();
  const submit = useSubmitForProduction();
  const [busy, setBusy] = useState(false);
  const row = dialog.row as DocumentListRow;
  const documentId = row.SalesDocumentId;
  const number = row.DocumentNumber;
  /** Runs the action and answers with the sentence of where the document is now. */
  const act = async (): Promise<string> => {
    switch (dialog.action) {
      case 'confirm':
        await confirm.mutateAsync({ documentId, brandPartnerId });
        return t('moved.confirm', { number });
      case 'send':
        await send.mutateAsync({ documentId, brandPartnerId });
        return t('moved.send', { number, partner: row.RecipientPartnerName ?? '' });
      case 'archive':
        await archive.mutateAsync({ documentId });
        return t('moved.archive', { number });
      case 'toggleProject': {
        const reply = await toggle.mutateAsync({ documentId, brandPartnerId });
        const active = reply.ProjectStatusId === PROJECT_STATUS_IDS.active;
        return t(active ? 'moved.projectReopened' : 'moved.projectClosed', { number });
      }
      default: {
        const file = await submit.mutateAsync({ documentId });
        if (file.FileName && file.Contents) {
          downloadFile({
            FileName: file.FileName,
            MimeType: file.MimeType || 'application/xml',
            Contents: file.Contents,
          });
        }
        return t('moved.submitForProduction', { number });
      }
    }
  };
  const run = async () => {
    if (busy) {
      return;
    }
    setBusy(true);
    try {
      const message = await act();
      onDone(documentId);
      announce({ action: dialog.action, number }, message);
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
