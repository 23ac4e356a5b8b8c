import { lazy, Suspense } from 'react';
import type { DocumentActionDialogsProps } from './dialogs/dialog-props';

// The dialogs, their forms and zod load when the first one opens, not with the list.
const ActionModals = lazy(() => import('./action-modals').then((module) => ({ default: module.ActionModals })));

/** The dialogs of the list's actions (§2 "Modals"). */
export const DocumentActionDialogs = (props: DocumentActionDialogsProps) =>
  props.dialog ? (
    <Suspense fallback={null}>
      <ActionModals {...props} dialog={props.dialog} />
    </Suspense>
  ) : null;
