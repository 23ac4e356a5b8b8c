import '#web/lib/mantine-styles';
import { type CatalogueVersion, PUBLISH_NOTE_MAX_LENGTH } from '@door/contract';
import { Alert, Button, Group, Loader, Modal, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '#web/i18n';
import { errorMessageOf } from '#web/lib/error-message';
import { useDateFormats } from '#web/lib/format';
import { toast } from '#web/stores/notification-store';
import { publishVersion, useVersionDiff } from '../api/catalogue-api';
import { refreshVersions } from '../api/catalogue-pages-api';
import { DiffView } from './diff-view';
import { useScheduledPublish } from './scheduled-choices';

/**
 * A `datetime-local` field's text (the browser's local time, no zone) as an ISO moment with its zone, as the publish
 * call takes it; null when it is no moment.
 */
export const localInputToIso = (text: string): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(text)) {
    return null;
  }
  const moment = new Date(text);
  return Number.isNaN(moment.getTime()) ? null : moment.toISOString();
};

/**
 * Publishes an existing version again (a rollback, or a schedule): first what it changes against the current version,
 * then an optional "valid from" in the future and an optional note. The server's refusal is shown in the dialog.
 */
export const RepublishDialog = ({
  brandId,
  version,
  currentVersion,
  onClose,
}: {
  brandId: string;
  version: CatalogueVersion;
  currentVersion: number | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('catalogue-pages');
  const formats = useDateFormats();
  const queryClient = useQueryClient();
  const isNarrow = useMediaQuery('(max-width: 40em)');
  const [from, setFrom] = useState('');
  const [note, setNote] = useState('');
  const compareWith = currentVersion !== null && currentVersion !== version.Number ? currentVersion : null;
  const diff = useVersionDiff(brandId, compareWith === null ? null : version.Number, compareWith);

  const fromIso = from === '' ? null : localInputToIso(from);
  const fromProblem =
    from === ''
      ? null
      : fromIso === null
        ? t('republish.fromInvalid')
        : new Date(fromIso).getTime() <= Date.now()
          ? t('republish.fromPast')
          : null;
  const noteProblem =
    note.trim().length > PUBLISH_NOTE_MAX_LENGTH ? t('republish.noteTooLong', { max: PUBLISH_NOTE_MAX_LENGTH }) : null;

  const scheduled = useScheduledPublish({
    send: (answer) =>
      publishVersion(brandId, version.Number, {
        From: fromIso,
        Note: note.trim() === '' ? null : note.trim(),
        ...(answer ?? {}),
      }),
    done: async (reply, scheduledDone) => {
      await refreshVersions(queryClient, brandId);
      toast(
        [
          reply.CurrentVersion === reply.Version
            ? t('republish.doneNow', { version: reply.Version })
            : t('republish.doneScheduled', { version: reply.Version, from: formats.dateTime(reply.ValidFrom) }),
          ...scheduledDone,
        ].join(' '),
      );
      onClose();
    },
    failed: t('republish.failed'),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (fromProblem || noteProblem || scheduled.isPublishing) {
      return;
    }
    scheduled.reset();
    void scheduled.publish();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('republish.title', { version: version.Number })}
      size="xl"
      fullScreen={isNarrow}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={submit} data-testid="republish-dialog">
        <Stack>
          <section aria-label={t('republish.changes')}>
            <Title order={3} size="h4" className="cat-pages__subtitle">
              {compareWith === null ? t('republish.changes') : t('republish.changesAgainst', { version: compareWith })}
            </Title>
            {currentVersion === null ? (
              <Text c="dimmed">{t('republish.noCurrent')}</Text>
            ) : compareWith === null ? (
              <Text c="dimmed">{t('republish.isCurrent')}</Text>
            ) : diff.isError ? (
              <Alert color="red" role="alert">
                {errorMessageOf(diff.error, t('diff.failed'))}
              </Alert>
            ) : diff.data ? (
              <DiffView diff={diff.data} />
            ) : (
              <Loader size="sm" aria-label={t('loading')} />
            )}
          </section>
          <TextInput
            type="datetime-local"
            label={t('republish.from')}
            description={t('republish.fromHint')}
            value={from}
            onChange={(event) => {
              setFrom(event.currentTarget.value);
              // Another time may meet other scheduled versions: the warning is asked for again.
              scheduled.reset();
            }}
            error={fromProblem}
          />
          <Textarea
            label={t('republish.note')}
            description={t('republish.noteHint')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            rows={3}
            maxLength={PUBLISH_NOTE_MAX_LENGTH}
            error={noteProblem}
          />
          {scheduled.problem ? (
            <Alert color="red" role="alert" title={t('republish.failed')}>
              {scheduled.problem}
            </Alert>
          ) : null}
          {scheduled.choices}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button
              type="submit"
              loading={scheduled.isPublishing}
              disabled={fromProblem !== null || noteProblem !== null || scheduled.isWarned}
            >
              {from === '' ? t('republish.confirmNow') : t('republish.confirmScheduled')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
