import '#web/lib/mantine-styles';
import { type CatalogueDraftCheckReply, PUBLISH_NOTE_MAX_LENGTH } from '@door/contract';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#web/i18n';
import { CheckResults, canPublish } from './check-results';
import { DiffView } from './diff-view';
import { localInputToIso } from './republish-dialog';
import { ScrollRegion } from './scroll-region';

/**
 * Publishing the draft: what it changes against the current version (or why it cannot be published yet), from
 * when it is valid (now, or a time to come) and a note for the version history.
 */
export const PublishDialog = ({
  opened,
  check,
  isPublishing,
  problem,
  onPublish,
  onOpen,
  onClose,
}: {
  opened: boolean;
  /** The check of the draft as it is now; null while it runs. */
  check: CatalogueDraftCheckReply | null;
  isPublishing: boolean;
  problem: string | null;
  onPublish: (body: { From: string | null; Note: string | null }) => void;
  onOpen: (path: string) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation('catalogue');
  const [from, setFrom] = useState('');
  const [note, setNote] = useState('');
  const fromIso = localInputToIso(from);
  const fromProblem =
    from === ''
      ? null
      : fromIso === null
        ? t('publish.badTime')
        : Date.parse(fromIso) <= Date.now()
          ? t('publish.pastTime')
          : null;
  const isReady = check !== null && canPublish(check);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
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
                onClose();
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
              onChange={(event) => setFrom(event.currentTarget.value)}
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
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button
            disabled={!isReady || fromProblem !== null}
            loading={isPublishing}
            onClick={() => onPublish({ From: fromIso, Note: note.trim() || null })}
            data-testid="publish-confirm"
          >
            {fromIso ? t('publish.schedule') : t('publish.now')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
