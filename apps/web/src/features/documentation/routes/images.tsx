import '#web/lib/mantine-styles';
import { DOCUMENT_STATUS_IDS, type DocumentationItem } from '@door/contract';
import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useState } from 'react';
import { ConfirmModal } from '#web/components/confirm-modal';
import { FeaturePage } from '#web/components/feature-page';
import { QueryState } from '#web/components/query-state';
import { useTranslation } from '#web/i18n';
import { ApiError } from '#web/lib/api-client';
import { downloadFile } from '#web/lib/files';
import { useAppStore } from '#web/stores/app-store';
import { toast } from '#web/stores/notification-store';
import { useAddDocumentation } from '../api/add-documentation';
import { useDeleteDocumentation } from '../api/delete-documentation';
import { useGenerateDocumentation } from '../api/generate-documentation';
import { useDocumentation } from '../api/get-documentation';
import { useLoadSpecialDocumentation } from '../api/load-special-documentation';
import { useRequestSpecialDocumentation } from '../api/request-special-documentation';
import { useZipDocumentation } from '../api/zip-documentation';
import { DocumentationTable } from '../components/documentation-table';
import { UrlDialog } from '../components/url-dialog';
import { readAsBase64 } from '../lib/files';

/** The configurator's own link base sent with special documentation requests (WebUrl). */
const webUrl = () => `${window.location.origin}/configurator/configuration`;

/**
 * /admin/configuration/images: the technical documentation of the current configuration of the document (§2, §4):
 * status line, request buttons, add URL, upload, the items (5 a page) with zip of the selected ones and delete.
 */
export const ImagesRoute = () => {
  const { t } = useTranslation('documentation');
  const current = useAppStore((state) => state.documentConfiguration);
  const brandPartnerId = useAppStore((state) => state.brandPartnerId);
  const isOem = useAppStore((state) => state.flags.isUserOem);
  const documentation = useDocumentation(current?.documentConfigurationId ?? null, brandPartnerId);
  const generate = useGenerateDocumentation();
  const requestSpecial = useRequestSpecialDocumentation();
  const loadSpecial = useLoadSpecialDocumentation();
  const add = useAddDocumentation();
  const remove = useDeleteDocumentation();
  const zip = useZipDocumentation();
  const [requested, setRequested] = useState(false);
  const [loaded, setLoaded] = useState<string | null>(null);
  const [confirmRequest, setConfirmRequest] = useState(false);
  const [deleting, setDeleting] = useState<DocumentationItem | null>(null);
  const [urlOpen, setUrlOpen] = useState(false);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [error, setError] = useState<string | null>(null);
  const onDelete = useCallback((item: DocumentationItem) => setDeleting(item), []);

  if (!current || !brandPartnerId) {
    return (
      <FeaturePage title={t('title')}>
        <Text>{t('noConfiguration')}</Text>
      </FeaturePage>
    );
  }
  const ids = { documentConfigurationId: current.documentConfigurationId, brandPartnerId };
  const data = documentation.data;
  const canEdit = data?.CanEdit ?? false;
  const flags = {
    request: !requested && loaded === null && (data?.CanRequestDocumentation ?? false),
    requestSpecial: !requested && loaded === null && (data?.CanRequestSpecialDocumentation ?? false),
    loadSpecial: loaded === null && (data?.CanLoadSpecialDocumentation ?? false),
  };
  const statusName = loaded ?? data?.DocumentStatus ?? '';
  const generating = data?.DocumentStatusId === DOCUMENT_STATUS_IDS.generatingTechnicalDocumentation;
  const fail = (reason: unknown) => {
    console.error(reason);
    setError(reason instanceof ApiError || reason instanceof Error ? reason.message : String(reason));
  };
  const specialBody = {
    DocumentConfigurationId: current.documentConfigurationId,
    BrandPartnerId: brandPartnerId,
    WebUrl: webUrl(),
  };

  const doRequest = async () => {
    setConfirmRequest(false);
    setError(null);
    try {
      await generate.mutateAsync(ids);
      setRequested(true);
      toast(t('saved.requested'));
    } catch (reason) {
      fail(reason);
    }
  };
  const onRequest = () => {
    if (data?.DocumentStatusId === DOCUMENT_STATUS_IDS.specialTechnicalDocumentationGenerated) {
      setConfirmRequest(true);
    } else {
      void doRequest();
    }
  };
  const onRequestSpecial = async () => {
    setError(null);
    try {
      const reply = await requestSpecial.mutateAsync(specialBody);
      if (reply.Message) {
        setError(reply.Message);
      } else {
        setRequested(true);
      }
    } catch (reason) {
      fail(reason);
    }
  };
  const onLoadSpecial = async () => {
    setError(null);
    try {
      const reply = await loadSpecial.mutateAsync(specialBody);
      if (reply.Message) {
        setError(reply.Message);
      } else {
        setLoaded(reply.StatusName);
      }
    } catch (reason) {
      fail(reason);
    }
  };
  const onUpload = async (file: File | null) => {
    if (!file) {
      return;
    }
    setError(null);
    const base64 = await readAsBase64(file);
    if (base64 === null) {
      setError(t('upload.tooLarge'));
      return;
    }
    try {
      await add.mutateAsync({
        documentConfigurationId: current.documentConfigurationId,
        body: { BrandPartnerId: brandPartnerId, FileName: file.name, Base64File: base64 },
      });
      toast(t('saved.added', { name: file.name }));
    } catch (reason) {
      fail(reason);
    }
  };
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);
  const onZip = async () => {
    try {
      downloadFile(await zip.mutateAsync({ ...ids, ids: selectedIds }));
    } catch (reason) {
      fail(reason);
    }
  };

  return (
    <FeaturePage title={t('title')}>
      <Stack gap="md">
        <Text role="status" aria-live="polite" data-testid="documentation-status">
          {t('status.label')}: <strong>{statusName || t('status.none')}</strong>
          {generating ? ` · ${t('status.generating')}` : ''}
        </Text>
        <Group>
          <Button onClick={onRequest} disabled={!flags.request} loading={generate.isPending}>
            {t('actions.request')}
          </Button>
          {isOem ? (
            <>
              <Button
                variant="light"
                onClick={() => void onRequestSpecial()}
                disabled={!flags.requestSpecial}
                loading={requestSpecial.isPending}
              >
                {t('actions.requestSpecial')}
              </Button>
              <Button
                variant="light"
                onClick={() => void onLoadSpecial()}
                disabled={!flags.loadSpecial}
                loading={loadSpecial.isPending}
              >
                {t('actions.loadSpecial')}
              </Button>
            </>
          ) : null}
        </Group>
        {error ? (
          <Alert
            color="red"
            title={t('error.title')}
            withCloseButton
            closeButtonLabel={t('common:dialog.close')}
            onClose={() => setError(null)}
          >
            {error}
          </Alert>
        ) : null}
        <Group>
          <Button variant="default" onClick={() => setUrlOpen(true)} disabled={!canEdit}>
            {t('actions.addUrl')}
          </Button>
          <FileButton onChange={(file) => void onUpload(file)} disabled={!canEdit}>
            {(props) => (
              <Button variant="default" {...props} disabled={!canEdit} loading={add.isPending}>
                {t('actions.upload')}
              </Button>
            )}
          </FileButton>
          <Button
            variant="default"
            onClick={() => void onZip()}
            disabled={selectedIds.length === 0}
            loading={zip.isPending}
          >
            {t('actions.zip')}
          </Button>
        </Group>
        <QueryState query={documentation} errorTitle={t('error.title')}>
          {(loaded) => (
            <DocumentationTable
              items={loaded.Documentation}
              selection={selection}
              onSelectionChange={setSelection}
              canEdit={canEdit}
              onDelete={onDelete}
            />
          )}
        </QueryState>
      </Stack>
      <UrlDialog
        opened={urlOpen}
        saving={add.isPending}
        onClose={() => setUrlOpen(false)}
        onSave={async (values) => {
          try {
            await add.mutateAsync({
              documentConfigurationId: current.documentConfigurationId,
              body: { BrandPartnerId: brandPartnerId, FileName: values.FileName, Url: values.Url },
            });
            setUrlOpen(false);
            toast(t('saved.added', { name: values.FileName }));
          } catch (reason) {
            fail(reason);
          }
        }}
      />
      <ConfirmModal
        opened={confirmRequest}
        title={t('confirm.requestTitle')}
        message={t('confirm.requestMessage')}
        onConfirm={() => void doRequest()}
        onCancel={() => setConfirmRequest(false)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('confirm.deleteTitle')}
        message={t('confirm.deleteMessage', { name: deleting?.FileName ?? '' })}
        onConfirm={() => {
          const item = deleting;
          setDeleting(null);
          if (item) {
            remove
              .mutateAsync({ ...ids, itemId: item.ConfigurationDocumentationId })
              .then(() => {
                setSelection(({ [item.ConfigurationDocumentationId]: _, ...rest }) => rest);
                toast(t('saved.deleted', { name: item.FileName }));
              })
              .catch(fail);
          }
        }}
        onCancel={() => setDeleting(null)}
      />
    </FeaturePage>
  );
};
