import '#web/lib/mantine-styles';
import { documentActionReplySchema } from '@door/contract';
import { Checkbox, FileInput, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '#web/i18n';
import { errorMessageOf } from '#web/lib/error-message';
import { useAppStore } from '#web/stores/app-store';
import { notify } from '#web/stores/notification-store';
import { useImportEdi, usePreviewEdiImport } from '../../api/import-edi';
import { fileToBase64, isXmlFileName } from '../../lib/dialog-schemas';
import { ActionFormModal, type ModalProps, useAnnounceMove, useFailAction } from './dialog-frame';
import { EdiRepricePreview } from './edi-reprice-preview';

/** The EDI import's [id]: the selected row, else the current document, else no document (the all-zero GUID). */
const NO_DOCUMENT = '00000000-0000-0000-0000-000000000000';

/**
 * EDI import: one XML file; a reply without SalesDocumentId is shown raw (§8). The import keeps the file's prices;
 * re-pricing on today's catalogue shows the old and new price of every position before anything is saved.
 */
export const EdiImportDialog = ({ dialog, view, brandPartnerId, onClose, onDone }: ModalProps) => {
  const { t } = useTranslation('documents');
  const announce = useAnnounceMove(view);
  const current = useAppStore((state) => state.document);
  const importEdi = useImportEdi();
  const fail = useFailAction('ediImport', onClose);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reprice, setReprice] = useState(false);
  const preview = usePreviewEdiImport();
  const documentId = dialog.row?.SalesDocumentId ?? current?.documentId ?? NO_DOCUMENT;
  const previewFor = reprice && file && isXmlFileName(file.name) ? file : null;
  const { mutate: loadPreview, reset: resetPreview } = preview;
  useEffect(() => {
    resetPreview();
    if (!previewFor) {
      return;
    }
    void fileToBase64(previewFor).then((Base64File) =>
      loadPreview({ documentId, BrandPartnerId: brandPartnerId, Base64File, FileName: previewFor.name }),
    );
  }, [previewFor, documentId, brandPartnerId, loadPreview, resetPreview]);
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
        documentId,
        BrandPartnerId: brandPartnerId,
        Base64File: await fileToBase64(file),
        FileName: file.name,
        Reprice: reprice,
      });
      const imported = documentActionReplySchema.safeParse(reply);
      if (imported.success) {
        // The new document is selected in the list, and the toast names it with a link that shows it.
        onDone(imported.data.SalesDocumentId);
        announce(
          { action: 'ediImport', number: imported.data.DocumentNumber },
          t(reprice ? 'moved.ediImportRepriced' : 'moved.ediImport', {
            number: imported.data.DocumentNumber,
            file: file.name,
          }),
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
        clearButtonProps={{ 'aria-label': t('dialogs.clearFile') }}
      />
      <Checkbox
        mt="md"
        label={t('reprice.option')}
        description={t('reprice.optionHint')}
        checked={reprice}
        onChange={(event) => setReprice(event.currentTarget.checked)}
      />
      {preview.isPending && (
        <Text size="sm" mt="sm" role="status">
          {t('reprice.loading')}
        </Text>
      )}
      {preview.isError && (
        <Text size="sm" mt="sm" c="red.8" role="alert">
          {errorMessageOf(preview.error, t('reprice.failed'))}
        </Text>
      )}
      {preview.data && (
        <>
          <Text size="sm" mt="sm">
            {t('reprice.intro')}
          </Text>
          <EdiRepricePreview preview={preview.data} />
        </>
      )}
    </ActionFormModal>
  );
};
