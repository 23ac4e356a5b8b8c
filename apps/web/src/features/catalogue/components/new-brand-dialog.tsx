import '#web/lib/mantine-styles';
import type { CatalogueFinding } from '@door/contract';
import { Button, Checkbox, FileInput, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '#web/i18n';
import { errorMessageOf } from '#web/lib/error-message';
import { toast } from '#web/stores/notification-store';
import { createDraft, draftKey } from '../api/catalogue-api';
import { refusalFindings } from '../api/catalogue-pages-api';
import { createBrand, emptyCatalogue, refreshBrands } from '../api/new-brand-api';
import { RefusalAlert } from './finding-list';

/** A brand's name is at most this long (the catalogue file's `brand.name`). */
const NAME_MAX = 200;
/** The largest catalogue file sent (the server refuses 50 MB and more; this says so before the upload). */
const FILE_MAX_BYTES = 50 * 1024 * 1024 - 1;

type Source = 'file' | 'empty';
/** An uploaded file as read: its JSON and the brand it names, or why it cannot be sent. */
type Upload = { file: File; json: unknown; brandName: string | null } | { file: File; problem: string };

const brandNameOf = (json: unknown): string | null => {
  const brand = (json as { brand?: { name?: unknown } } | null)?.brand;
  return typeof brand?.name === 'string' ? brand.name : null;
};

/**
 * "New brand" (OEM admins): a brand from a catalogue file, or from an empty catalogue with the name typed. The server
 * checks the whole file first and creates nothing on an error (its findings are listed here, each at its place) or
 * when the name is taken; a created brand's version 1 is published at once when asked, otherwise opened as the
 * workbench's draft.
 */
export const NewBrandDialog = ({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (brandId: string) => void;
}) => {
  const { t } = useTranslation('catalogue-pages');
  const queryClient = useQueryClient();
  const isNarrow = useMediaQuery('(max-width: 40em)');
  const [source, setSource] = useState<Source>('file');
  const [upload, setUpload] = useState<Upload | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [publish, setPublish] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [findings, setFindings] = useState<CatalogueFinding[]>([]);

  const choose = async (file: File | null) => {
    setProblem(null);
    setFileError(null);
    setFindings([]);
    if (!file) {
      setUpload(null);
      return;
    }
    if (file.size > FILE_MAX_BYTES) {
      setUpload({ file, problem: t('newBrand.tooLarge') });
      return;
    }
    try {
      const json: unknown = JSON.parse(await file.text());
      setUpload({ file, json, brandName: brandNameOf(json) });
    } catch {
      setUpload({ file, problem: t('newBrand.notJson') });
    }
  };

  /** The file to send; null (the reason shown) when there is none yet. */
  const fileToSend = (): unknown => {
    if (source === 'empty') {
      const typed = name.trim();
      if (!typed) {
        setNameError(t('newBrand.nameRequired'));
        return null;
      }
      return emptyCatalogue(typed);
    }
    if (!upload) {
      setUpload(null);
      setFileError(t('newBrand.fileRequired'));
      return null;
    }
    return 'json' in upload ? upload.json : null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = busy ? null : fileToSend();
    if (file === null) {
      return;
    }
    setBusy(true);
    setProblem(null);
    setFindings([]);
    try {
      const reply = await createBrand(file, publish);
      const brandId = reply.BrandId as string;
      if (!reply.Published) {
        // The workbench edits a draft: version 1 is opened as one, so building the catalogue can start at once.
        queryClient.setQueryData(draftKey(brandId), await createDraft(brandId, { version: 1 }));
      }
      await refreshBrands(queryClient);
      toast(
        reply.Published
          ? t('newBrand.donePublished', { name: reply.BrandName })
          : t('newBrand.done', { name: reply.BrandName }),
      );
      onCreated(brandId);
      onClose();
    } catch (error) {
      setProblem(errorMessageOf(error, t('newBrand.failed')));
      setFindings(refusalFindings(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('newBrand.title')}
      size="lg"
      fullScreen={isNarrow}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={submit} data-testid="new-brand-dialog" noValidate>
        <Stack>
          <Text size="sm">{t('newBrand.intro')}</Text>
          <Radio.Group
            label={t('newBrand.source')}
            value={source}
            onChange={(value) => {
              setSource(value === 'empty' ? 'empty' : 'file');
              setProblem(null);
              setFindings([]);
            }}
          >
            <Stack gap={6} mt={4}>
              <Radio value="file" label={t('newBrand.fromFile')} />
              <Radio value="empty" label={t('newBrand.empty')} />
            </Stack>
          </Radio.Group>
          {source === 'file' ? (
            <FileInput
              label={t('newBrand.file')}
              description={
                upload && 'json' in upload && upload.brandName
                  ? t('newBrand.fileBrand', { name: upload.brandName })
                  : t('newBrand.fileHint')
              }
              placeholder={t('newBrand.pick')}
              accept="application/json,.json"
              value={upload?.file ?? null}
              onChange={(file) => void choose(file)}
              error={upload && 'problem' in upload ? upload.problem : fileError}
              clearable
              clearButtonProps={{ 'aria-label': t('newBrand.clear') }}
            />
          ) : (
            <TextInput
              label={t('newBrand.name')}
              description={t('newBrand.nameHint')}
              value={name}
              maxLength={NAME_MAX}
              required
              error={nameError}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setNameError(null);
              }}
            />
          )}
          <Checkbox
            label={t('newBrand.publish')}
            description={t('newBrand.publishHint')}
            checked={publish}
            onChange={(event) => setPublish(event.currentTarget.checked)}
          />
          {problem ? (
            <RefusalAlert
              title={t('newBrand.refused')}
              problem={problem}
              findings={findings}
              findingsLabel={t('newBrand.findings')}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('newBrand.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};

/** The "New brand" button of the catalogue pages and its dialog; a created brand becomes the selected one. */
export const NewBrandAction = ({ onCreated }: { onCreated: (brandId: string) => void }) => {
  const { t } = useTranslation('catalogue-pages');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpen(true)} data-testid="new-brand">
        {t('newBrand.open')}
      </Button>
      {open ? <NewBrandDialog onClose={() => setOpen(false)} onCreated={onCreated} /> : null}
    </>
  );
};
