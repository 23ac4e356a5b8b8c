import '#web/lib/mantine-styles';
import {
  canWriteRemark,
  isRemarkImageName,
  LIMITS,
  REMARK_IMAGE_EXTENSIONS,
  REMARK_IMAGE_MAX_BYTES,
  REMARK_TYPES,
  type RemarkKind,
  remarkFormSchema,
} from '@door/contract';
import { Alert, Button, CloseButton, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from '#web/i18n';
import { errorMessageOf } from '#web/lib/error-message';
import { schemaValidator, translateErrors } from '#web/lib/schema-form';
import { type CurrentDocumentConfiguration, currentBrandPartnerId, useAppStore } from '#web/stores/app-store';
import { toast } from '#web/stores/notification-store';
import { useCreateRemark } from '../api/create-remark';
import { RemarksTable } from './remarks-table';

/** Where the configuration area sends a visitor without a current configuration. */
export const DOCUMENT_CONFIGURATIONS_PATH = '/admin/document/configurations';

/** The picked image: its name, and its contents as a data URL once read. */
type PickedImage = { name: string; dataUrl: string };

type RemarkFormValues = { Comment: string; FileName: string | null };

/** Reads a file as a data URL (the server takes base64 with or without that prefix). */
const readDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('file not readable'));
    reader.readAsDataURL(file);
  });

/** The image picker's accept list: the remark extensions and their types. */
const ACCEPT = [...REMARK_IMAGE_EXTENSIONS, 'image/png', 'image/jpeg', 'image/bmp'].join(',');

/** The remark form and table of one kind for the current configuration in the document. */
const RemarksContent = ({
  kind,
  documentConfiguration,
}: {
  kind: RemarkKind;
  documentConfiguration: CurrentDocumentConfiguration;
}) => {
  const { t } = useTranslation('remarks');
  const role = useAppStore((state) => state.role);
  const readOnly = useAppStore((state) => state.document?.disableEdit ?? true);
  const brandPartnerId = useAppStore((state) => currentBrandPartnerId(state));
  const mayWrite = canWriteRemark(role, kind);
  const canWrite = mayWrite && !readOnly;
  const create = useCreateRemark();
  const [image, setImage] = useState<PickedImage | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<RemarkFormValues>({
    initialValues: { Comment: '', FileName: null },
    validate: schemaValidator(remarkFormSchema),
    validateInputOnChange: true,
    enhanceGetInputProps: translateErrors((key) => t(`errors.${key}`)),
  });
  const valid = form.isValid() && imageError === null && (form.values.FileName === null || image !== null);

  const pick = async (file: File | null) => {
    setImage(null);
    setImageError(null);
    setSaveError(null);
    form.setFieldValue('FileName', file?.name ?? null);
    if (!file) {
      return;
    }
    if (!isRemarkImageName(file.name)) {
      setImageError(t('errors.notAnImage'));
      return;
    }
    if (file.size > REMARK_IMAGE_MAX_BYTES) {
      setImageError(t('errors.tooLarge'));
      return;
    }
    try {
      setImage({ name: file.name, dataUrl: await readDataUrl(file) });
    } catch {
      setImageError(t('errors.unreadable'));
    }
  };

  const clearImage = () => {
    setImage(null);
    setImageError(null);
    form.setFieldValue('FileName', null);
  };

  const submit = async (values: RemarkFormValues) => {
    setSaveError(null);
    try {
      await create.mutateAsync({
        documentConfigurationId: documentConfiguration.documentConfigurationId,
        type: REMARK_TYPES[kind],
        body: {
          BrandPartnerId: brandPartnerId,
          Comment: values.Comment.trim(),
          FileBase64: image?.dataUrl ?? null,
          FileName: image?.name ?? null,
        },
      });
      form.reset();
      clearImage();
      toast(t('saved.created'));
    } catch (error) {
      setSaveError(errorMessageOf(error, t('errors.saveFailed')));
    }
  };

  return (
    <Stack gap="lg">
      {readOnly ? (
        <Text c="dimmed" data-testid="remarks-read-only">
          {t('readOnly')}
        </Text>
      ) : !mayWrite ? (
        <Text c="dimmed" data-testid="remarks-role">
          {t(kind === 'sales' ? 'onlyAdmins' : 'onlyInstallers')}
        </Text>
      ) : null}
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate aria-label={t(`${kind}.form`)}>
        <Stack gap="md">
          <Textarea
            label={t('comment')}
            required
            rows={4}
            maxLength={LIMITS.commentMax}
            disabled={!canWrite}
            {...form.getInputProps('Comment')}
          />
          <Stack gap={4}>
            <Text fw={600} id="remark-image-title">
              {t('image.title')}
            </Text>
            <Group gap="sm">
              <FileButton onChange={(file) => void pick(file)} accept={ACCEPT} disabled={!canWrite}>
                {(props) => (
                  <Button variant="default" disabled={!canWrite} aria-describedby="remark-image-title" {...props}>
                    {t('image.add')}
                  </Button>
                )}
              </FileButton>
              {form.values.FileName ? (
                <Group gap={4}>
                  <Text size="sm" data-testid="remark-image-name">
                    {form.values.FileName}
                  </Text>
                  <CloseButton size="sm" aria-label={t('image.remove')} onClick={clearImage} disabled={!canWrite} />
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('image.none')}
                </Text>
              )}
            </Group>
            {imageError ? (
              <Text size="sm" c="red" role="alert" data-testid="remark-image-error">
                {imageError}
              </Text>
            ) : null}
          </Stack>
          {saveError ? (
            <Alert color="red" variant="light" role="alert" title={t('errors.saveTitle')}>
              {saveError}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" disabled={!canWrite || !valid} loading={create.isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <RemarksTable
        kind={kind}
        documentConfigurationId={documentConfiguration.documentConfigurationId}
        brandPartnerId={brandPartnerId}
        readOnly={readOnly}
      />
    </Stack>
  );
};

/**
 * The remarks page of one kind (sales: `/admin/configuration/remarks`, admins write; installer:
 * `/admin/configuration/monter`, installers write) for the current configuration; without one, the document's
 * configurations.
 */
export const RemarksPanel = ({ kind }: { kind: RemarkKind }) => {
  const documentConfiguration = useAppStore((state) => state.documentConfiguration);
  if (!documentConfiguration) {
    return <Navigate to={DOCUMENT_CONFIGURATIONS_PATH} replace />;
  }
  return <RemarksContent kind={kind} documentConfiguration={documentConfiguration} />;
};
