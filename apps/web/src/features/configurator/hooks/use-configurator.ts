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
import { updateConfiguration } from '../api/update-configuration';
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

/**
 * Applies parameter changes one after another (each builds on the engine's previous answer), keeps the reply in the
 * query cache, remembers what the engine moved for undo, and turns the configuration read-only after a failure.
 */
export const useConfigurator = (variant: ConfiguratorVariant, queryKey: QueryKey, brandPartnerId: string) => {
  const { t } = useTranslation('configurator');
  const queryClient = useQueryClient();
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [pending, setPending] = useState(0);
  const [isBroken, setIsBroken] = useState(false);
  const [lastMove, setLastMove] = useState<LastMove | null>(null);

  const send = useCallback(
    async (change: ParameterChange, remember: boolean) => {
      const before = queryClient.getQueryData<ConfigurationReply>(queryKey);
      if (!before) {
        return;
      }
      try {
        const reply = await updateConfiguration(
          variant,
          {
            brandPartnerId,
            configurationId: before.Metadata.ConfigurationId,
            partId: before.Metadata.PartId,
          },
          change,
        );
        queryClient.setQueryData(queryKey, toConfigurationReply(reply));
        if (remember) {
          setLastMove(
            reply.Changes.length > 0
              ? {
                  message: reply.Message ?? '',
                  changes: reply.Changes,
                  parameterId: change.parameterId,
                  previousTree: before.ViewModel.Tree,
                }
              : null,
          );
        }
      } catch (error) {
        // Error catalogue: a dialog titled with the call name; the configuration is no longer editable.
        setIsBroken(true);
        notify({ kind: 'error', title: t('errors.updateTitle'), message: errorText(error, t('errors.api')) });
        throw error;
      }
    },
    [queryClient, queryKey, variant, brandPartnerId, t],
  );

  const enqueue = useCallback((task: () => Promise<void>) => {
    setPending((count) => count + 1);
    const next = queue.current.then(task).finally(() => setPending((count) => count - 1));
    // A failed change stops nothing queued after it from running; the failure was already reported.
    queue.current = next.catch(() => undefined);
    return next;
  }, []);

  /** Applies one change of one parameter. */
  const apply = useCallback(
    (change: ParameterChange) => enqueue(() => send(change, true)).catch(() => undefined),
    [enqueue, send],
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
    return enqueue(async () => {
      for (const id of ids) {
        const previous = move.previousTree.find((parameter) => parameter.ParameterId === id);
        const now = queryClient
          .getQueryData<ConfigurationReply>(queryKey)
          ?.ViewModel.Tree.find((parameter) => parameter.ParameterId === id);
        const change = previous ? restoringChange(previous, now) : null;
        if (change) {
          await send(change, false);
        }
      }
    }).catch(() => undefined);
  }, [lastMove, enqueue, send, queryClient, queryKey]);

  return {
    apply,
    undo,
    lastMove,
    dismissMove: () => setLastMove(null),
    isBusy: pending > 0,
    isBroken,
    setIsBroken,
  };
};
