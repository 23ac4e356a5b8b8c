import { documentActionReplySchema } from '@door/contract';
import { FileInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n';
import { useAppStore } from '../../../../stores/app-store';
import { notify } from '../../../../stores/notification-store';
import { useImportEdi } from '../../api/import-edi';
import { fileToBase64, isXmlFileName } from '../../lib/dialog-schemas';
import { ActionFormModal, type ModalProps, useAnnounceMove, useFailAction } from './dialog-frame';

/** The EDI import's [id]: the selected row, else the current document, else no document (the all-zero GUID). */
const NO_DOCUMENT = '00000000-0000-0000-0000-000000000000';

/** EDI import: one XML file; a reply without SalesDocumentId is shown raw (§8). */
export const EdiImportDialog = ({ dialog, view, brandPartnerId, onClose, onDone }: ModalProps) => {
  const { t } = useTranslation('documents');
  const announce = useAnnounceMove(view);
  const current = useAppStore((state) => state.document);
  const importEdi = useImportEdi();
  const fail = useFailAction('ediImport', onClose);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const submit = async () => {
    if (!file) {
      setFileError(t('validation.pickFile'));
      return;
    }
    if (!isXmlFileName(file.name)) {
      setFileError(t('validation.notXml'));
      return;
    }
    try {
      const reply = await importEdi.mutateAsync({
        documentId: dialog.row?.SalesDocumentId ?? current?.documentId ?? NO_DOCUMENT,
        BrandPartnerId: brandPartnerId,
        Base64File: await fileToBase64(file),
        FileName: file.name,
      });
      const imported = documentActionReplySchema.safeParse(reply);
      if (imported.success) {
        // The new document is selected in the list, and the toast names it with a link that shows it.
        onDone(imported.data.SalesDocumentId);
        announce(
          { action: 'ediImport', number: imported.data.DocumentNumber },
          t('moved.ediImport', { number: imported.data.DocumentNumber, file: file.name }),
        );
        return;
      }
      onClose();
      notify({
        kind: 'error',
        title: t('errors.customerImportEdi'),
        message: typeof reply === 'string' ? reply : JSON.stringify(reply),
      });
    } catch (error) {
      fail(error);
    }
  };
  return (
    <ActionFormModal
      title={t('dialogs.ediImportTitle')}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      busy={importEdi.isPending}
      submitLabel={t('actions.ediImport')}
    >
      <FileInput
        label={t('dialogs.xmlFile')}
        required
        data-autofocus
        accept=".xml,application/xml,text/xml"
        value={file}
        onChange={(next) => {
          setFile(next);
          setFileError(next && !isXmlFileName(next.name) ? t('validation.notXml') : null);
        }}
        error={fileError}
        clearable
      />
    </ActionFormModal>
  );
};
