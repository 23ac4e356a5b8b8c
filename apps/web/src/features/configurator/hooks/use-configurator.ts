import type { Language } from '@door/contract';
import {
  type ConfigurationChange,
  type ConfigurationReply,
  type ConfigurationUpdateReply,
  LIST_DATA_TYPES,
  type TreeParameter,
} from '@door/contract';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { ParameterChange } from '#web/components/configurator/parameter-field';
import { useTranslation } from '#web/i18n';
import { ApiError } from '#web/lib/api-client';
import { notify } from '#web/stores/notification-store';
import type { InstantConfigurator } from '../api/get-model-definition';
import { sendConfiguratorDefect } from '../api/send-defect';
import { updateConfiguration } from '../api/update-configuration';
import type { InstantScreen } from '../lib/instant-engine';
import type { ConfiguratorVariant } from '../lib/variant';

/** Choices the engine moved after the last change, with what undoing it needs. */
export type LastMove = {
  message: string;
  changes: ConfigurationChange[];
  parameterId: string;
  previousTree: TreeParameter[];
};

/** The text of a failed call: the server's message, else the generic API text. */
export const errorText = (error: unknown, fallback: string): string =>
  error instanceof ApiError && !error.isNetworkError && error.message ? error.message : fallback;

/** The reply of an update in the shape of an opened configuration. */
export const toConfigurationReply = (reply: ConfigurationUpdateReply): ConfigurationReply => ({
  Metadata: reply.Metadata,
  ViewModel: { Tree: reply.Tree, PopupParameters: reply.PopupParameters },
  Price: reply.Price,
  Message: reply.Message,
  Changes: reply.Changes,
  PartsTree: reply.PartsTree,
});

/** The change that puts a parameter back to its value in an earlier tree; null when nothing differs. */
export const restoringChange = (
  previous: TreeParameter,
  current: TreeParameter | undefined,
): ParameterChange | null => {
  if (LIST_DATA_TYPES.includes(previous.DataType)) {
    if (!previous.ParameterValueId || previous.ParameterValueId === current?.ParameterValueId) {
      return null;
    }
    return { parameterId: previous.ParameterId, parameterValueId: previous.ParameterValueId };
  }
  const value = previous.ParameterValue ?? '';
  if (value === (current?.ParameterValue ?? '')) {
    return null;
  }
  return { parameterId: previous.ParameterId, customValue: value };
};

/** Waits before the next try of a change the server did not take: 0.5 s, doubling, at most 10 s. */
export const retryDelay = (attempt: number) => Math.min(500 * 2 ** attempt, 10_000);

/** Whether a failed call may succeed when tried again: no answer, or the server's own failure (5xx, 429). */
export const isRetryable = (error: unknown) =>
  error instanceof ApiError && (error.isNetworkError || error.status >= 500 || error.status === 429);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The screen of a browser result, in the shape of an opened configuration (the metadata stays the server's). */
const withScreen = (reply: ConfigurationReply, screen: InstantScreen): ConfigurationReply => ({
  ...reply,
  ViewModel: { Tree: screen.Tree, PopupParameters: screen.PopupParameters },
  Price: screen.Price,
  Message: screen.Message,
  Changes: screen.Changes,
  PartsTree: screen.PartsTree,
});

/** A change shown from the browser's result whose server answer has not come yet. */
type PendingChange = { seq: number; change: ParameterChange; screen: InstantScreen };

/**
 * Applies parameter changes one after another (each builds on the engine's previous answer), keeps the reply in the
 * query cache, remembers what the engine moved for undo, and turns the configuration read-only after a refusal.
 *
 * With the instant configurator loaded, each change is evaluated in the browser at once (the server's engine and
 * drawing code) and shown in the same frame; the server's call still follows for every change, in order. When its
 * answer differs, the server's wins on screen (later changes are replayed on it) and the difference is reported as a
 * defect. When the call fails, the browser's result stays, marked as not saved, and the call is tried again.
 */
export const useConfigurator = (
  variant: ConfiguratorVariant,
  queryKey: QueryKey,
  brandPartnerId: string,
  instant: InstantConfigurator | null = null,
  language: Language = 'sl',
) => {
  const { t } = useTranslation('configurator');
  const queryClient = useQueryClient();
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [pending, setPending] = useState(0);
  const [isBroken, setIsBroken] = useState(false);
  const [isUnsaved, setIsUnsaved] = useState(false);
  const [lastMove, setLastMove] = useState<LastMove | null>(null);
  /** The browser's drawn door (an SVG address) and the tree it was drawn for: shown while that tree is. */
  const [picture, setPicture] = useState<{ tree: TreeParameter[]; url: string } | null>(null);
  const seq = useRef(0);
  const waiting = useRef<PendingChange[]>([]);
  /** The choices the next browser evaluation starts from; null: read them from the tree on screen. */
  const choices = useRef<Record<string, string> | null>(null);
  /** The server's last answer, shown again when it refuses a change the browser showed already. */
  const confirmed = useRef<ConfigurationReply | null>(null);

  const screenOf = useCallback(() => queryClient.getQueryData<ConfigurationReply>(queryKey), [queryClient, queryKey]);

  const remember = useCallback(
    (message: string | null, changes: ConfigurationChange[], parameterId: string, previousTree: TreeParameter[]) =>
      setLastMove(changes.length > 0 ? { message: message ?? '', changes, parameterId, previousTree } : null),
    [],
  );

  /** The server's answer to a change the browser showed already: compared, and shown when it differs. */
  const settle = useCallback(
    (entry: PendingChange, reply: ConfigurationUpdateReply, engine: InstantConfigurator) => {
      const server = toConfigurationReply(reply);
      confirmed.current = server;
      if (!waiting.current.some((other) => other.seq === entry.seq)) {
        // Shown no longer (the server refused a change before it): the server's answer is what the screen shows.
        queryClient.setQueryData(queryKey, server);
        return;
      }
      waiting.current = waiting.current.filter((other) => other.seq !== entry.seq);
      const differences = engine.engine.compareResults(entry.screen, {
        Tree: reply.Tree,
        Price: reply.Price,
        Message: reply.Message,
        PartsTree: reply.PartsTree,
      });
      if (differences.length === 0) {
        if (waiting.current.length === 0) {
          // Nothing newer on screen: take the server's metadata (saved, the picture's new address); the rest is equal.
          queryClient.setQueryData(queryKey, withScreen(server, entry.screen));
        }
        return;
      }
      void sendConfiguratorDefect(reply.Metadata.ConfigurationId, {
        VersionId: engine.model.definition.VersionId,
        PartId: engine.model.definition.PartId,
        ParameterId: entry.change.parameterId,
        Differences: differences,
      }).catch(() => undefined);
      // The server is the authority: its answer wins, and the changes still on their way are replayed on it.
      let next = engine.engine.choicesOfTree(reply.Tree);
      let latest: InstantScreen | null = null;
      const refused = new Set<number>();
      for (const later of waiting.current) {
        try {
          later.screen = engine.engine.evaluateInstant(engine.model, next, later.change, language);
          next = later.screen.choices;
          latest = later.screen;
        } catch {
          // The engine refuses the change on the server's choices: the server's answer to it will be shown as it is.
          refused.add(later.seq);
        }
      }
      waiting.current = waiting.current.filter((later) => !refused.has(later.seq));
      choices.current = next;
      const stored = queryClient.setQueryData<ConfigurationReply>(
        queryKey,
        latest ? withScreen(server, latest) : server,
      );
      setPicture(
        latest && stored ? { tree: stored.ViewModel.Tree, url: engine.engine.svgDataUrl(latest.PictureSvg) } : null,
      );
      setLastMove(null);
    },
    [queryClient, queryKey, language],
  );

  const send = useCallback(
    async (change: ParameterChange, shouldRemember: boolean, entry: PendingChange | null) => {
      const before = screenOf();
      if (!before) {
        return;
      }
      const target = {
        brandPartnerId,
        configurationId: before.Metadata.ConfigurationId,
        partId: before.Metadata.PartId,
      };
      let reply: ConfigurationUpdateReply;
      for (let attempt = 0; ; attempt += 1) {
        try {
          reply = await updateConfiguration(variant, target, change);
          break;
        } catch (error) {
          if (entry && isRetryable(error)) {
            // The browser's result stays on screen; nothing the customer chose is lost while the server is away.
            setIsUnsaved(true);
            await sleep(retryDelay(attempt));
            continue;
          }
          // Error catalogue: a dialog titled with the call name; the configuration is no longer editable.
          if (entry) {
            // The server refused: its last answer is shown again, and nothing shown after it is kept.
            waiting.current = [];
            choices.current = null;
            setPicture(null);
            if (confirmed.current) {
              queryClient.setQueryData(queryKey, confirmed.current);
            }
          }
          setIsBroken(true);
          notify({ kind: 'error', title: t('errors.updateTitle'), message: errorText(error, t('errors.api')) });
          throw error;
        }
      }
      setIsUnsaved(false);
      if (entry && instant) {
        settle(entry, reply, instant);
        return;
      }
      queryClient.setQueryData(queryKey, toConfigurationReply(reply));
      choices.current = null;
      setPicture(null);
      if (shouldRemember) {
        remember(reply.Message, reply.Changes, change.parameterId, before.ViewModel.Tree);
      }
    },
    [queryClient, queryKey, variant, brandPartnerId, t, instant, settle, remember, screenOf],
  );

  const enqueue = useCallback((task: () => Promise<void>) => {
    setPending((count) => count + 1);
    const next = queue.current.then(task).finally(() => setPending((count) => count - 1));
    // A failed change stops nothing queued after it from running; the failure was already reported.
    queue.current = next.catch(() => undefined);
    return next;
  }, []);

  /** Shows the browser's result of a change at once; null when there is no instant configurator or it refuses. */
  const showInstantly = useCallback(
    (change: ParameterChange, shouldRemember: boolean): PendingChange | null => {
      const before = screenOf();
      if (!instant || !before || isBroken) {
        return null;
      }
      try {
        // With nothing on its way the screen is the server's (or equal to it): its tree holds the stored choices, also
        // after a reload, a catalogue update or a new configuration.
        const start =
          waiting.current.length > 0 && choices.current
            ? choices.current
            : instant.engine.choicesOfTree(before.ViewModel.Tree);
        const screen = instant.engine.evaluateInstant(instant.model, start, change, language);
        if (waiting.current.length === 0) {
          confirmed.current = before;
        }
        seq.current += 1;
        const entry = { seq: seq.current, change, screen };
        waiting.current.push(entry);
        choices.current = screen.choices;
        // The cache shares what did not change with the reply before: the picture belongs to the tree it keeps.
        const stored = queryClient.setQueryData<ConfigurationReply>(queryKey, withScreen(before, screen));
        setPicture(stored ? { tree: stored.ViewModel.Tree, url: instant.engine.svgDataUrl(screen.PictureSvg) } : null);
        if (shouldRemember) {
          remember(screen.Message, screen.Changes, change.parameterId, before.ViewModel.Tree);
        }
        return entry;
      } catch {
        // The engine refuses the change (the server will say why): the page waits for the server's answer.
        return null;
      }
    },
    [instant, isBroken, language, queryClient, queryKey, remember, screenOf],
  );

  /** Applies one change of one parameter. */
  const apply = useCallback(
    (change: ParameterChange) => {
      const entry = showInstantly(change, true);
      return enqueue(() => send(change, entry === null, entry)).catch(() => undefined);
    },
    [enqueue, send, showInstantly],
  );

  /** Puts the changed parameter and every choice the engine moved back to their earlier values. */
  const undo = useCallback(() => {
    const move = lastMove;
    if (!move) {
      return Promise.resolve();
    }
    setLastMove(null);
    const ids = [move.parameterId, ...move.changes.map((change) => change.ParameterId)].filter(
      (id, index, all) => all.indexOf(id) === index,
    );
    const restoring = (id: string) => {
      const previous = move.previousTree.find((parameter) => parameter.ParameterId === id);
      const now = screenOf()?.ViewModel.Tree.find((parameter) => parameter.ParameterId === id);
      return previous ? restoringChange(previous, now) : null;
    };
    if (instant) {
      // Each restoring change is shown at once and builds on the one before, as the server will apply them.
      const sent: Promise<void>[] = [];
      for (const id of ids) {
        const change = restoring(id);
        if (change) {
          const entry = showInstantly(change, false);
          sent.push(enqueue(() => send(change, false, entry)).catch(() => undefined));
        }
      }
      setLastMove(null);
      return Promise.all(sent).then(() => undefined);
    }
    return enqueue(async () => {
      for (const id of ids) {
        const change = restoring(id);
        if (change) {
          await send(change, false, null);
        }
      }
    }).catch(() => undefined);
  }, [lastMove, enqueue, send, screenOf, instant, showInstantly]);

  /** Keeps the browser's choices in step with a comment saved apart from the changes. */
  const setComment = useCallback(
    (parameterId: string | null, comment: string) => {
      const before = screenOf();
      if (!instant || !before || !parameterId) {
        return;
      }
      choices.current = {
        ...(choices.current ?? instant.engine.choicesOfTree(before.ViewModel.Tree)),
        [parameterId]: comment,
      };
      // The tree on screen holds the comment too: the next change starts from it when nothing is on its way.
      const tree = before.ViewModel.Tree.map((parameter) =>
        parameter.ParameterId === parameterId ? { ...parameter, ParameterValue: comment } : parameter,
      );
      const stored = queryClient.setQueryData<ConfigurationReply>(queryKey, {
        ...before,
        ViewModel: { ...before.ViewModel, Tree: tree },
      });
      setPicture((current) =>
        current && stored && current.tree === before.ViewModel.Tree
          ? { ...current, tree: stored.ViewModel.Tree }
          : current,
      );
    },
    [instant, screenOf, queryClient, queryKey],
  );

  return {
    apply,
    undo,
    /** Resolves when every change so far has been answered by the server (saved or refused). */
    whenSaved: () => queue.current,
    lastMove,
    dismissMove: () => setLastMove(null),
    isBusy: pending > 0,
    isBroken,
    setIsBroken,
    /** A change is shown but the server has not taken it yet (it is being tried again). */
    isUnsaved,
    /** The door the browser drew for the configuration on screen; null: the server's picture. */
    pictureFor: (reply: ConfigurationReply) => (picture && picture.tree === reply.ViewModel.Tree ? picture.url : null),
    setComment,
  };
};
