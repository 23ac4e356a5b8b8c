import '#web/lib/mantine-styles';
import type {
  CatalogueBrand,
  CatalogueDraftCheckReply,
  CatalogueDraftPublishBody,
  CatalogueFile,
  CatalogueImportReply,
} from '@door/contract';
import { Alert, Badge, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmModal } from '#web/components/confirm-modal';
import { useTranslation } from '#web/i18n';
import { errorMessageOf } from '#web/lib/error-message';
import { notify, toast } from '#web/stores/notification-store';
import {
  checkDraft,
  createDraft,
  draftKey,
  previewDraft,
  publishDraft,
  removeDraft,
  useCatalogueVersionFile,
} from '../api/catalogue-api';
import { AddEntryDialog } from '../components/add-entry-dialog';
import { CatalogueShell } from '../components/catalogue-shell';
import { CatalogueTree } from '../components/catalogue-tree';
import { CheckResults } from '../components/check-results';
import { DraftPreview } from '../components/draft-preview';
import { EntryForm } from '../components/entry-form';
import { PublishDialog } from '../components/publish-dialog';
import { type DraftEditor, useDraftEditor } from '../hooks/use-draft-editor';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { useUndoKeys } from '../hooks/use-undo-keys';
import { addTopEntryOp, codesOf, type TopList } from '../lib/new-top-entries';

/** The draft's save state as the bar shows it. */
const SaveBadge = ({ editor }: { editor: DraftEditor }) => {
  const { t } = useTranslation('catalogue');
  const colour = { saved: 'green', saving: 'blue', conflict: 'red', failed: 'red' }[editor.state];
  return (
    <Badge color={colour} variant="light" role="status" aria-live="polite" data-testid="save-state">
      {t(`save.${editor.state}`)}
    </Badge>
  );
};

/** No draft is open: the current version is shown read-only, and a draft can be started from it or from a file. */
const StartDraft = ({ brandId }: { brandId: string }) => {
  const { t } = useTranslation('catalogue');
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [isStarting, setIsStarting] = useState(false);
  const start = async (from: { file?: unknown }) => {
    setIsStarting(true);
    setProblem(null);
    try {
      const draft = await createDraft(brandId, from);
      queryClient.setQueryData(draftKey(brandId), draft);
    } catch (error) {
      setProblem(errorMessageOf(error, t('draft.startFailed')));
    } finally {
      setIsStarting(false);
    }
  };
  const startFromFile = async (upload: File | null) => {
    if (!upload) {
      return;
    }
    try {
      await start({ file: JSON.parse(await upload.text()) as unknown });
    } catch {
      setProblem(t('draft.notJson'));
    }
  };
  return (
    <Alert color="blue" title={t('draft.none')} className="cat-start">
      <Stack gap="xs">
        <Text size="sm">{t('draft.noneHint')}</Text>
        <Group gap="xs" wrap="wrap">
          <Button size="sm" loading={isStarting} onClick={() => start({})} data-testid="start-draft">
            {t('draft.start')}
          </Button>
          <FileButton accept="application/json,.json" onChange={startFromFile}>
            {(props) => (
              <Button size="sm" variant="default" {...props}>
                {t('draft.startFromFile')}
              </Button>
            )}
          </FileButton>
        </Group>
        {problem ? (
          <Text size="sm" c="red.8" role="alert">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
};

/** The workbench of one brand: the bar (draft state and actions), the tree, the entry's form and the live preview. */
const Workbench = ({ brand }: { brand: CatalogueBrand }) => {
  const { t, i18n } = useTranslation('catalogue');
  const brandId = brand.BrandId;
  const queryClient = useQueryClient();
  const editor = useDraftEditor(brandId);
  const [searchParams, setSearchParams] = useSearchParams();
  const hasDraft = editor.draft !== null && editor.draft !== undefined;
  const current = useCatalogueVersionFile(brandId, editor.draft === null ? 'current' : null);
  const file: CatalogueFile | null = hasDraft ? editor.file : (current.data ?? null);
  const readOnly = !hasDraft;
  const at = searchParams.get('at') ?? '/brand';
  const [adding, setAdding] = useState<TopList | null>(null);
  const [check, setCheck] = useState<CatalogueDraftCheckReply | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const [publishing, setPublishing] = useState<{ check: CatalogueDraftCheckReply | null } | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const editorRef = useRef(editor);
  editorRef.current = editor;
  // Stable, so the entry form is not drawn again on every edit: it reads the draft as edited when it runs.
  const previewTest = useCallback(
    (model: string, changes: { param: string; value: string | number }[]) =>
      previewDraft(
        brandId,
        { revision: editorRef.current.revision, unsaved: editorRef.current.unsaved },
        { Model: model, Changes: changes.map((change) => ({ Param: change.param, Value: change.value })) },
      ),
    [brandId],
  );
  const leave = useLeaveGuard(editor.hasUnsaved || editor.state === 'saving');
  useUndoKeys(hasDraft ? editor : null);

  const open = useCallback(
    (path: string) =>
      setSearchParams(
        (now) => {
          const next = new URLSearchParams(now);
          next.set('at', path);
          return next;
        },
        { replace: false },
      ),
    [setSearchParams],
  );
  const runCheck = async () => {
    setIsChecking(true);
    try {
      const reply = await checkDraft(brandId);
      setCheck(reply);
      return reply;
    } catch (error) {
      notify({ kind: 'error', title: t('check.title'), message: errorMessageOf(error, t('check.failed')) });
      return null;
    } finally {
      setIsChecking(false);
    }
  };
  const startPublish = async () => {
    setPublishing({ check: null });
    const reply = await runCheck();
    setPublishing(reply ? { check: reply } : null);
  };
  const publish = (body: Omit<CatalogueDraftPublishBody, 'Revision'>) =>
    publishDraft(brandId, { Revision: editor.draft?.Revision ?? 0, ...body });
  const published = async (reply: CatalogueImportReply, scheduled: string[]) => {
    setPublishing(null);
    setCheck(null);
    toast([t('publish.done', { version: reply.Version }), ...scheduled].join(' '));
    await queryClient.invalidateQueries({ queryKey: draftKey(brandId) });
    await queryClient.invalidateQueries({ queryKey: ['listCatalogueVersions'] });
  };
  const discard = async () => {
    setConfirmDiscard(false);
    try {
      await removeDraft(brandId);
      setCheck(null);
      await editor.takeTheirs();
      queryClient.setQueryData(draftKey(brandId), null);
    } catch (error) {
      notify({ kind: 'error', title: t('draft.discard'), message: errorMessageOf(error, t('draft.discardFailed')) });
    }
  };

  if (editor.isLoading || (!hasDraft && current.isLoading)) {
    return <div className="cfg-skeleton" aria-hidden="true" />;
  }
  if (editor.loadError || current.error || !file) {
    return (
      <Alert color="red" role="alert">
        {errorMessageOf(editor.loadError ?? current.error, t('loadFailed'))}
      </Alert>
    );
  }
  const language = i18n.language;
  const taken = adding ? codesOf(file, adding) : [];
  return (
    <div className="cat-workbench">
      {hasDraft && editor.draft ? (
        <Group justify="space-between" wrap="wrap" gap="xs" className="cat-bar">
          <Group gap="xs" wrap="wrap">
            <SaveBadge editor={editor} />
            <Text size="xs" c="dimmed">
              {t('draft.revision', {
                revision: editor.draft.Revision,
                by: editor.draft.UpdatedBy,
                from: editor.draft.BasedOnVersion ?? '—',
              })}
            </Text>
          </Group>
          <Group gap="xs" wrap="wrap">
            <Button
              size="xs"
              variant="default"
              disabled={!editor.canUndo}
              onClick={editor.undo}
              aria-keyshortcuts="Control+Z"
            >
              {t('actions.undo')}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={!editor.canRedo}
              onClick={editor.redo}
              aria-keyshortcuts="Control+Shift+Z Control+Y"
            >
              {t('actions.redo')}
            </Button>
            <Button
              size="xs"
              variant="default"
              loading={isChecking && !publishing}
              disabled={editor.hasUnsaved}
              onClick={runCheck}
            >
              {t('actions.check')}
            </Button>
            <Button
              size="xs"
              disabled={editor.hasUnsaved || editor.state !== 'saved'}
              onClick={startPublish}
              data-testid="publish"
            >
              {t('actions.publish')}
            </Button>
            <Button size="xs" variant="light" color="red" onClick={() => setConfirmDiscard(true)}>
              {t('draft.discard')}
            </Button>
          </Group>
        </Group>
      ) : (
        <StartDraft brandId={brandId} />
      )}
      {editor.state === 'conflict' ? (
        <Alert color="red" title={t('save.conflictTitle')} role="alert" className="cat-conflict">
          <Stack gap="xs">
            <Text size="sm">{t('save.conflictHint')}</Text>
            <Group gap="xs">
              <Button size="xs" onClick={() => void editor.applyMineAgain()}>
                {t('save.applyMine')}
              </Button>
              <Button size="xs" variant="default" onClick={() => void editor.takeTheirs()}>
                {t('save.takeTheirs')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      {editor.state === 'failed' && editor.problem ? (
        <Alert color="red" role="alert">
          {editor.problem}
        </Alert>
      ) : null}
      {check && !publishing ? (
        <section className="cat-check" aria-labelledby="cat-check-title">
          <Group justify="space-between">
            <h2 id="cat-check-title" className="cat-pane__title">
              {t('check.title')}
            </h2>
            <Button size="compact-xs" variant="subtle" onClick={() => setCheck(null)}>
              {t('actions.close')}
            </Button>
          </Group>
          <CheckResults check={check} onOpen={open} />
        </section>
      ) : null}
      <div className="cat-panes">
        <div className="cat-pane cat-pane--tree">
          <CatalogueTree
            file={file}
            language={language}
            selected={at}
            readOnly={readOnly}
            onOpen={open}
            onEdit={editor.edit}
            onAdd={readOnly ? null : setAdding}
          />
        </div>
        <section className="cat-pane cat-pane--form" aria-labelledby="cat-form-title">
          <h2 id="cat-form-title" className="cat-pane__title">
            {readOnly ? t('form.titleReadOnly') : t('form.title')}
          </h2>
          <EntryForm
            key={at}
            file={file}
            path={at}
            brandId={brandId}
            language={language}
            readOnly={readOnly}
            onEdit={editor.edit}
            onOpen={open}
            onRename={readOnly ? null : editor.rename}
            onPreviewTest={readOnly ? null : previewTest}
          />
        </section>
        <div className="cat-pane cat-pane--preview">
          {hasDraft ? (
            <DraftPreview
              brandId={brandId}
              file={file}
              draft={{ revision: editor.revision, unsaved: editor.unsaved }}
              onEdited={editor.onEdited}
              language={language}
              readOnly={readOnly}
              onOpen={open}
              onEdit={editor.edit}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('preview.needsDraft')}
            </Text>
          )}
        </div>
      </div>
      <AddEntryDialog
        opened={adding !== null}
        title={adding ? t(`tree.add.${adding}`) : ''}
        taken={taken}
        onAdd={(code) => {
          if (adding) {
            const index = file[adding]?.length ?? 0;
            editor.edit([addTopEntryOp(file, adding, code)]);
            open(`/${adding}/${index}`);
          }
          setAdding(null);
        }}
        onCancel={() => setAdding(null)}
      />
      <PublishDialog
        opened={publishing !== null}
        check={publishing?.check ?? null}
        onPublish={publish}
        onPublished={published}
        onOpen={open}
        onClose={() => setPublishing(null)}
      />
      <ConfirmModal
        opened={confirmDiscard}
        title={t('draft.discard')}
        message={t('draft.discardConfirm')}
        confirmLabel={t('draft.discard')}
        onConfirm={discard}
        onCancel={() => setConfirmDiscard(false)}
      />
      <ConfirmModal
        opened={leave.isAsking}
        title={t('leave.title')}
        message={t('leave.message')}
        confirmLabel={t('leave.confirm')}
        onConfirm={leave.proceed}
        onCancel={leave.stay}
      />
    </div>
  );
};

/** /admin/catalogue: the catalogue workbench (OEM admins). */
export const CatalogueWorkbenchRoute = () => {
  const { t } = useTranslation('catalogue');
  return (
    <CatalogueShell title={t('title')}>{(brand) => <Workbench key={brand.BrandId} brand={brand} />}</CatalogueShell>
  );
};
