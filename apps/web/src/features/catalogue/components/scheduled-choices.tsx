import '#web/lib/mantine-styles';
import type {
  CatalogueScheduledOutcome,
  CatalogueScheduledSituation,
  MergeConflictWire,
  MergeResolution,
  ScheduledChoice,
} from '@door/contract';
import { Alert, Button, Code, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#web/i18n';
import { errorMessageOf } from '#web/lib/error-message';
import { useDateFormats } from '#web/lib/format';
import { scheduledSituation } from '../api/catalogue-pages-api';

/** The longest value a conflict shows before it is cut. */
const VALUE_MAX = 160;

/** A value of a conflict as text: JSON, cut when long; null when the place is absent on that side. */
const valueText = (conflict: MergeConflictWire, side: 'Base' | 'Scheduled' | 'Published'): string | null => {
  if (!(side in conflict)) {
    return null;
  }
  const text = JSON.stringify(conflict[side]) ?? '';
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text;
};

const resolutionKey = (version: number, path: string) => `${version}|${path}`;

/** One conflict: its JSON pointer, its place by codes, the value before, and the side to take. */
const ConflictChoice = ({
  version,
  conflict,
  take,
  onTake,
}: {
  version: number;
  conflict: MergeConflictWire;
  take: MergeResolution['Take'] | undefined;
  onTake: (take: MergeResolution['Take']) => void;
}) => {
  const { t } = useTranslation('catalogue-pages');
  const shown = (side: 'Base' | 'Scheduled' | 'Published') => valueText(conflict, side) ?? t('schedule.absent');
  return (
    <li className="cat-schedule__conflict" data-testid="schedule-conflict">
      <Radio.Group
        value={take ?? null}
        onChange={(value) => onTake(value as MergeResolution['Take'])}
        label={<Code className="cat-schedule__pointer">{conflict.Path}</Code>}
        description={
          <>
            {conflict.Field.join(' › ')}
            {' · '}
            {t('schedule.base', { value: shown('Base') })}
          </>
        }
      >
        <Stack gap={4} mt={4}>
          <Radio
            value="scheduled"
            label={t('schedule.takeScheduled', { version, value: shown('Scheduled') })}
            classNames={{ label: 'cat-schedule__value' }}
          />
          <Radio
            value="published"
            label={t('schedule.takePublished', { value: shown('Published') })}
            classNames={{ label: 'cat-schedule__value' }}
          />
        </Stack>
      </Radio.Group>
    </li>
  );
};

/**
 * The warning of a publish while a later version is scheduled without its changes: each such version, the conflicts a
 * merge meets (by JSON pointer, a side to take for each), and the three ways on: carry the changes into it (once
 * every conflict has a side), cancel the scheduled publish, or publish anyway.
 */
export const ScheduledChoices = ({
  situation,
  message,
  busy,
  onChoose,
}: {
  situation: CatalogueScheduledSituation[];
  /** The server's words (the user's language). */
  message: string;
  busy: ScheduledChoice | null;
  onChoose: (choice: ScheduledChoice, resolutions: MergeResolution[]) => void;
}) => {
  const { t } = useTranslation('catalogue-pages');
  const formats = useDateFormats();
  const [takes, setTakes] = useState<Record<string, MergeResolution['Take']>>({});
  const conflicts = situation.flatMap((item) =>
    item.Conflicts.map((conflict) => ({ version: item.Version, conflict })),
  );
  const open = conflicts.filter(({ version, conflict }) => !takes[resolutionKey(version, conflict.Path)]).length;
  const resolutions = conflicts.flatMap(({ version, conflict }) => {
    const take = takes[resolutionKey(version, conflict.Path)];
    return take ? [{ Version: version, Path: conflict.Path, Take: take }] : [];
  });
  return (
    <section className="cat-schedule" aria-labelledby="cat-schedule-title" data-testid="scheduled-choices">
      <Alert color="orange" role="alert" title={t('schedule.title')}>
        <Text size="sm">{message}</Text>
      </Alert>
      <Stack gap="sm" mt="sm">
        {situation.map((item) => (
          <div key={`${item.Version}|${item.ValidFrom}`}>
            <Title order={3} size="h5" id={item === situation[0] ? 'cat-schedule-title' : undefined}>
              {t('schedule.version', {
                version: item.Version,
                from: formats.dateTime(item.ValidFrom),
              })}
            </Title>
            <Text size="sm" c="dimmed">
              {item.BasedOn === null ? t('schedule.noBase') : t('schedule.basedOn', { version: item.BasedOn })}{' '}
              {item.Conflicts.length === 0
                ? t('schedule.clean')
                : t('schedule.conflicts', { count: item.Conflicts.length })}
            </Text>
            {item.Conflicts.length > 0 ? (
              <ul className="cat-schedule__conflicts" aria-label={t('schedule.conflictsOf', { version: item.Version })}>
                {item.Conflicts.map((conflict) => (
                  <ConflictChoice
                    key={conflict.Path}
                    version={item.Version}
                    conflict={conflict}
                    take={takes[resolutionKey(item.Version, conflict.Path)]}
                    onTake={(take) =>
                      setTakes((before) => ({ ...before, [resolutionKey(item.Version, conflict.Path)]: take }))
                    }
                  />
                ))}
              </ul>
            ) : null}
          </div>
        ))}
        {open > 0 ? (
          <Text size="sm" aria-live="polite">
            {t('schedule.chooseSides', { count: open })}
          </Text>
        ) : null}
        <Group gap="xs" wrap="wrap">
          <Button
            className="cat-schedule__choice"
            onClick={() => onChoose('merge', resolutions)}
            disabled={open > 0 || (busy !== null && busy !== 'merge')}
            loading={busy === 'merge'}
          >
            {t('schedule.merge')}
          </Button>
          <Button
            className="cat-schedule__choice"
            variant="default"
            onClick={() => onChoose('cancel', [])}
            disabled={busy !== null && busy !== 'cancel'}
            loading={busy === 'cancel'}
          >
            {t('schedule.cancel')}
          </Button>
          <Button
            className="cat-schedule__choice"
            variant="subtle"
            onClick={() => onChoose('keep', [])}
            disabled={busy !== null && busy !== 'keep'}
            loading={busy === 'keep'}
          >
            {t('schedule.keep')}
          </Button>
        </Group>
      </Stack>
    </section>
  );
};

/** The choice a publish sends again after the warning; null on the first try. */
export type ScheduledAnswer = { Scheduled: ScheduledChoice; Resolutions: MergeResolution[] } | null;

/**
 * A publish that may meet a later scheduled version without its changes (a draft's or a version's): `publish` sends
 * it, a 409 with the situation keeps it for the choices (`choices`), any other refusal becomes `problem`; `done` gets
 * the reply and the sentences saying what happened to the scheduled versions.
 */
export const useScheduledPublish = <Reply extends { Scheduled?: CatalogueScheduledOutcome | undefined }>({
  send,
  done,
  failed,
}: {
  send: (answer: ScheduledAnswer) => Promise<Reply>;
  done: (reply: Reply, scheduled: string[]) => void | Promise<void>;
  /** The words of a refusal without a message of its own. */
  failed: string;
}) => {
  const { t } = useTranslation('catalogue-pages');
  const [problem, setProblem] = useState<string | null>(null);
  // A later scheduled version lacks these changes: the server's words and the situation, until a choice is made.
  const [situation, setSituation] = useState<{ message: string; scheduled: CatalogueScheduledSituation[] } | null>(
    null,
  );
  const [busy, setBusy] = useState<ScheduledChoice | 'publish' | null>(null);

  const run = async (answer: ScheduledAnswer) => {
    setProblem(null);
    setBusy(answer?.Scheduled ?? 'publish');
    try {
      const reply = await send(answer);
      setSituation(null);
      const outcome = reply.Scheduled;
      await done(
        reply,
        (outcome?.Versions ?? []).map((item) =>
          outcome?.Choice === 'merge'
            ? t('schedule.doneMerge', { version: item.Version, merged: item.MergedVersion })
            : outcome?.Choice === 'cancel'
              ? t('schedule.doneCancel', { version: item.Version })
              : t('schedule.doneKeep', { version: item.Version }),
        ),
      );
    } catch (error) {
      const scheduled = scheduledSituation(error);
      if (scheduled) {
        setSituation({ message: errorMessageOf(error, t('schedule.title')), scheduled });
      } else {
        setProblem(errorMessageOf(error, failed));
      }
    } finally {
      setBusy(null);
    }
  };

  /** Forgets the warning and the refusal (another time may meet other scheduled versions). */
  const reset = () => {
    setSituation(null);
    setProblem(null);
  };

  const choices = situation ? (
    <ScheduledChoices
      key={situation.scheduled.map((item) => `${item.Version}:${item.Conflicts.length}`).join(',')}
      situation={situation.scheduled}
      message={situation.message}
      busy={busy === 'publish' ? null : busy}
      onChoose={(choice, resolutions) => void run({ Scheduled: choice, Resolutions: resolutions })}
    />
  ) : null;

  return {
    /** Sends the publish without a choice. */
    publish: () => run(null),
    isPublishing: busy === 'publish',
    /** A warning is shown: the plain publish waits for one of its choices. */
    isWarned: situation !== null,
    problem,
    choices,
    reset,
  };
};
