import type { CatalogueDraft, CatalogueDraftOperation, CatalogueFile } from '@door/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '#web/lib/api-client';
import { errorMessageOf } from '#web/lib/error-message';
import {
  changeDraft,
  draftKey,
  fetchDraft,
  type PreviewDraft,
  renameDraftCode,
  useCatalogueDraft,
} from '../api/catalogue-api';
import { applyEdit, applyOps, type DraftEdit, diffOps } from '../lib/draft-patch';

/** Where the draft's saving stands: everything saved, saving, refused as stale (someone saved since), or failed. */
export type SaveState = 'saved' | 'saving' | 'conflict' | 'failed';

/** What the editor offers the workbench: the file as edited, its save state, edits, undo and redo. */
export type DraftEditor = {
  draft: CatalogueDraft | null | undefined;
  file: CatalogueFile | null;
  state: SaveState;
  /** The message of the last refused save. */
  problem: string | null;
  /** Edits not yet saved (the page asks before it is left while there are any). */
  hasUnsaved: boolean;
  /** The revision last saved, and the edits made on it not yet saved (in flight, then waiting): the preview's input. */
  revision: number | null;
  unsaved: CatalogueDraftOperation[];
  /** Tells a listener of every edit at once, with the draft it makes (the preview asks before the page is drawn). */
  onEdited: (listener: (draft: PreviewDraft) => void) => () => void;
  edit: (ops: CatalogueDraftOperation[]) => void;
  /**
   * Renames the code of the entry at a pointer with every reference to it (the server's rename, once everything
   * before it is saved); recorded as one edit, so undo takes it back. Rejects with the server's refusal.
   */
  rename: (path: string, to: string) => Promise<void>;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  /** After a conflict: drop the edits not saved and take the draft as saved by the other maintainer. */
  takeTheirs: () => Promise<void>;
  /** After a conflict: apply the edits not saved again on top of the other maintainer's draft. */
  applyMineAgain: () => Promise<void>;
  isLoading: boolean;
  loadError: unknown;
};

const fileOf = (draft: CatalogueDraft | null | undefined) => (draft?.File as CatalogueFile | undefined) ?? null;

/**
 * The draft being edited. Every edit is applied at once on screen and saved at once: one save in flight, the edits
 * made meanwhile follow in the next, each with the revision the previous save answered, so a second maintainer's
 * save is reported as a conflict instead of being overwritten. What waits is kept in refs, not in render state, so
 * no edit depends on when React renders. Undo and redo apply an edit's inverse like any edit.
 */
export const useDraftEditor = (brandId: string): DraftEditor => {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SaveState>('saved');
  const [problem, setProblem] = useState<string | null>(null);
  const [local, setLocal] = useState<CatalogueFile | null>(null);
  const [undoStack, setUndoStack] = useState<DraftEdit[]>([]);
  const [redoStack, setRedoStack] = useState<DraftEdit[]>([]);
  /** Edits not yet sent, and those sent and not yet answered. */
  const waiting = useRef<CatalogueDraftOperation[]>([]);
  const inFlight = useRef<CatalogueDraftOperation[] | null>(null);
  /** The revision of the draft as last saved or read, and the file as edited on screen. */
  const revision = useRef<number | null>(null);
  const fileRef = useRef<CatalogueFile | null>(null);
  const isConflict = useRef(false);
  const listeners = useRef(new Set<(draft: PreviewDraft) => void>());
  const query = useCatalogueDraft(brandId, { poll: state === 'saved' });
  const draft = query.data;

  const show = useCallback((file: CatalogueFile | null) => {
    fileRef.current = file;
    setLocal(file);
  }, []);

  // The server's draft (the first read, or another maintainer's save seen by the poll) shows when nothing of ours
  // waits; an answer not newer than what we saved is ignored.
  useEffect(() => {
    const isIdle = waiting.current.length === 0 && inFlight.current === null && !isConflict.current;
    if (!isIdle) {
      return;
    }
    if (draft === null) {
      revision.current = null;
      show(null);
    } else if (draft && (revision.current === null || draft.Revision > revision.current)) {
      // A newer revision than ours (the answer to our own save is already on screen).
      revision.current = draft.Revision;
      show(fileOf(draft));
    }
  }, [draft, show]);

  const flush = useCallback(async () => {
    if (inFlight.current !== null || isConflict.current || waiting.current.length === 0 || revision.current === null) {
      return;
    }
    const ops = waiting.current;
    waiting.current = [];
    inFlight.current = ops;
    setState('saving');
    try {
      const saved = await changeDraft(brandId, revision.current, ops);
      revision.current = saved.Revision;
      inFlight.current = null;
      queryClient.setQueryData(draftKey(brandId), saved);
      setProblem(null);
      if (waiting.current.length > 0) {
        void flush();
      } else {
        setState('saved');
      }
    } catch (error) {
      const sent = inFlight.current ?? [];
      inFlight.current = null;
      setProblem(errorMessageOf(error, ''));
      if (error instanceof ApiError && error.status === 409) {
        // Kept, in order, to be applied again on the other maintainer's draft if the user wants.
        waiting.current = [...sent, ...waiting.current];
        isConflict.current = true;
        setState('conflict');
        return;
      }
      setState('failed');
      if (error instanceof ApiError && error.status === 400) {
        // The server refused the edit itself: it and what followed are dropped, the saved draft shows again.
        waiting.current = [];
        show(fileOf(queryClient.getQueryData<CatalogueDraft | null>(draftKey(brandId))));
      } else {
        // Not reached or not answered: sent again with the next edit.
        waiting.current = [...sent, ...waiting.current];
      }
    }
  }, [brandId, queryClient, show]);

  const run = useCallback(
    (ops: CatalogueDraftOperation[], history: 'edit' | 'undo' | 'redo') => {
      const file = fileRef.current;
      if (!file || ops.length === 0) {
        return;
      }
      const { document, edit } = applyEdit(file, ops);
      show(document);
      waiting.current = [...waiting.current, ...ops];
      const edited = { revision: revision.current, unsaved: [...(inFlight.current ?? []), ...waiting.current] };
      for (const listener of listeners.current) {
        listener(edited);
      }
      if (history === 'undo') {
        setRedoStack((stack) => [...stack, edit]);
      } else {
        setUndoStack((stack) => [...stack.slice(-199), edit]);
        if (history === 'edit') {
          setRedoStack([]);
        }
      }
      if (isConflict.current) {
        return;
      }
      setState('saving');
      void flush();
    },
    [flush, show],
  );

  const edit = useCallback((ops: CatalogueDraftOperation[]) => run(ops, 'edit'), [run]);

  const rename = useCallback(
    async (path: string, to: string) => {
      const before = fileRef.current;
      if (!before || revision.current === null) {
        return;
      }
      // The rename runs on the saved draft: what waits is saved first (a conflict stops here, as any save does).
      for (let tries = 0; (inFlight.current !== null || waiting.current.length > 0) && tries < 100; tries += 1) {
        if (isConflict.current) {
          break;
        }
        void flush();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      if (isConflict.current || inFlight.current !== null || waiting.current.length > 0) {
        throw new Error('');
      }
      const saved = await renameDraftCode(brandId, revision.current, path, to);
      const after = fileOf(saved);
      if (!after) {
        return;
      }
      const { edit: recorded } = applyEdit(fileRef.current ?? before, diffOps(fileRef.current ?? before, after));
      revision.current = saved.Revision;
      queryClient.setQueryData(draftKey(brandId), saved);
      show(after);
      if (recorded.ops.length > 0) {
        setUndoStack((stack) => [...stack.slice(-199), recorded]);
        setRedoStack([]);
      }
      for (const listener of listeners.current) {
        listener({ revision: saved.Revision, unsaved: [] });
      }
      setProblem(null);
      setState('saved');
    },
    [brandId, flush, queryClient, show],
  );
  const onEdited = useCallback((listener: (draft: PreviewDraft) => void) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
  const undo = useCallback(() => {
    const last = undoStack.at(-1);
    if (last) {
      setUndoStack((stack) => stack.slice(0, -1));
      run(last.inverse, 'undo');
    }
  }, [undoStack, run]);
  const redo = useCallback(() => {
    const last = redoStack.at(-1);
    if (last) {
      setRedoStack((stack) => stack.slice(0, -1));
      run(last.inverse, 'redo');
    }
  }, [redoStack, run]);

  /** Reads the draft as saved now, and takes it as the base of what follows. */
  const readTheirs = useCallback(async () => {
    const theirs = await fetchDraft(brandId);
    queryClient.setQueryData(draftKey(brandId), theirs);
    revision.current = theirs?.Revision ?? null;
    return theirs;
  }, [brandId, queryClient]);

  const takeTheirs = useCallback(async () => {
    waiting.current = [];
    isConflict.current = false;
    setUndoStack([]);
    setRedoStack([]);
    setProblem(null);
    const theirs = await readTheirs();
    show(fileOf(theirs));
    setState('saved');
  }, [readTheirs, show]);

  const applyMineAgain = useCallback(async () => {
    const mine = waiting.current;
    const theirs = await readTheirs();
    const file = fileOf(theirs);
    if (!file) {
      return takeTheirs();
    }
    try {
      show(applyOps(file, mine));
      isConflict.current = false;
      setProblem(null);
      void flush();
    } catch (error) {
      // Their change removed what mine changes: mine cannot apply, theirs stays.
      await takeTheirs();
      setProblem(errorMessageOf(error, ''));
    }
  }, [readTheirs, show, flush, takeTheirs]);

  return {
    draft,
    file: local,
    state,
    problem,
    hasUnsaved: state === 'saving' || state === 'conflict' || (state === 'failed' && waiting.current.length > 0),
    revision: revision.current,
    unsaved: [...(inFlight.current ?? []), ...waiting.current],
    onEdited,
    edit,
    rename,
    undo,
    redo,
    canUndo: undoStack.length > 0,
    canRedo: redoStack.length > 0,
    takeTheirs,
    applyMineAgain,
    isLoading: query.isLoading,
    loadError: query.error,
  };
};
