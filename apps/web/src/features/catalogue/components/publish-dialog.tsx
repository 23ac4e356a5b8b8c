import '#web/lib/mantine-styles';
import {
  type CatalogueDraftCheckReply,
  type CatalogueDraftPublishBody,
  type CatalogueImportReply,
  PUBLISH_NOTE_MAX_LENGTH,
} from '@door/contract';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ScrollRegion } from '#web/components/scroll-region';
import { useTranslation } from '#web/i18n';
import { CheckResults, canPublish } from './check-results';
import { DiffView } from './diff-view';
import { localInputToIso } from './republish-dialog';
import { useScheduledPublish } from './scheduled-choices';

/**
 * Publishing the draft: what it changes against the current version (or why it cannot be published yet), from
 * when it is valid (now, or a time to come) and a note for the version history. A later scheduled version without
 * these changes is warned of with the versions page's choices (merge into it, cancel it, or publish anyway).
 */
export const PublishDialog = ({
  opened,
  check,
  onPublish,
  onPublished,
  onOpen,
  onClose,
}: {
  opened: boolean;
  /** The check of the draft as it is now; null while it runs. */
  check: CatalogueDraftCheckReply | null;
  /** Sends the publish (the draft's revision is the caller's). */
  onPublish: (body: Omit<CatalogueDraftPublishBody, 'Revision'>) => Promise<CatalogueImportReply>;
  /** The draft is published: the reply, and what happened to later scheduled versions, in words. */
  onPublished: (reply: CatalogueImportReply, scheduled: string[]) => void | Promise<void>;
  onOpen: (path: string) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation('catalogue');
  const [from, setFrom] = useState('');
  const [note, setNote] = useState('');
  const fromIso = localInputToIso(from);
  const publishing = useScheduledPublish({
    send: (answer) => onPublish({ From: fromIso, Note: note.trim() || null, ...(answer ?? {}) }),
    done: onPublished,
    failed: t('publish.failed'),
  });
  const fromProblem =
    from === ''
      ? null
      : fromIso === null
        ? t('publish.badTime')
        : Date.parse(fromIso) <= Date.now()
          ? t('publish.pastTime')
          : null;
  const isReady = check !== null && canPublish(check);
  const close = () => {
    publishing.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('publish.title')}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('common:dialog.close') }}
    >
      <Stack gap="md">
        {check === null ? <Text role="status">{t('publish.checking')}</Text> : null}
        {check !== null && !isReady ? (
          <Alert color="red" title={t('publish.refused')} role="alert">
            <CheckResults
              check={check}
              onOpen={(path) => {
                close();
                onOpen(path);
              }}
            />
          </Alert>
        ) : null}
        {isReady && check.Preview ? (
          <>
            <Text size="sm">
              {check.Preview.ComparedWith === null
                ? t('publish.firstVersion')
                : t('publish.comparedWith', { version: check.Preview.ComparedWith })}
            </Text>
            <ScrollRegion
              label={t('publish.comparedWith', { version: check.Preview.ComparedWith })}
              className="cat-publish__diff"
            >
              <DiffView diff={check.Preview.Diff} />
            </ScrollRegion>
            <TextInput
              type="datetime-local"
              label={t('publish.from')}
              description={t('publish.fromHint')}
              value={from}
              onChange={(event) => {
                setFrom(event.currentTarget.value);
                // Another time may meet other scheduled versions: the warning is asked for again.
                publishing.reset();
              }}
              error={fromProblem}
              data-testid="publish-from"
            />
            <Textarea
              label={t('publish.note')}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              maxLength={PUBLISH_NOTE_MAX_LENGTH}
              autosize
              minRows={2}
              data-testid="publish-note"
            />
          </>
        ) : null}
        {publishing.problem ? (
          <Alert color="red" role="alert">
            {publishing.problem}
          </Alert>
        ) : null}
        {publishing.choices}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button
            disabled={!isReady || fromProblem !== null || publishing.isWarned}
            loading={publishing.isPublishing}
            onClick={() => void publishing.publish()}
            data-testid="publish-confirm"
          >
            {fromIso ? t('publish.schedule') : t('publish.now')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
