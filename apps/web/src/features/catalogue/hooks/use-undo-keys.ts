import { useEffect } from 'react';
import type { DraftEditor } from './use-draft-editor';

/** Whether a key press goes to a field, which keeps its own undo. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Ctrl+Z undoes the last edit of the draft, Ctrl+Shift+Z and Ctrl+Y redo it (⌘ on a Mac), outside fields. */
export const useUndoKeys = (editor: DraftEditor | null) => {
  useEffect(() => {
    if (!editor) {
      return;
    }
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || isTyping(event.target)) {
        return;
      }
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey && editor.canUndo) {
        event.preventDefault();
        editor.undo();
      } else if (((key === 'z' && event.shiftKey) || key === 'y') && editor.canRedo) {
        event.preventDefault();
        editor.redo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editor]);
};
