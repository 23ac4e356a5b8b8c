import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './confirm-modal';

export type { ConfirmDialogProps } from './confirm-modal';

// The modal code (focus trap, scroll lock, transitions) loads only when a dialog first opens.
const ConfirmModal = lazy(() => import('./confirm-modal').then((module) => ({ default: module.ConfirmModal })));

/** A modal that asks to confirm an action; Escape or Cancel dismisses it. */
export const ConfirmDialog = (props: ConfirmDialogProps) =>
  props.opened ? (
    <Suspense fallback={null}>
      <ConfirmModal {...props} />
    </Suspense>
  ) : null;
