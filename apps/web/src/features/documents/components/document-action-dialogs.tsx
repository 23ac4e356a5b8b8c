import type { DocumentAction, DocumentListRow, DocumentListView } from '@door/contract';
import { lazy, Suspense } from 'react';

/** The dialog an action button opened, with the row selected at the time (null for row-free actions). */
export type OpenDialog = { action: DocumentAction; row: DocumentListRow | null };

/** Props of the action dialogs. */
export type DocumentActionDialogsProps = {
  dialog: OpenDialog | null;
  view: DocumentListView;
  brandPartnerId: string;
  onClose: () => void;
  /**
   * The action succeeded: the lists reload and the document is selected (copy: the new one; send to supplier: the
   * source, as the new one is the supplier's).
   */
  onDone: (documentId: string | null) => void;
};

// The dialogs, their forms and zod load when the first one opens, not with the list.
const ActionModals = lazy(() => import('./action-modals').then((module) => ({ default: module.ActionModals })));

/** The dialogs of the list's actions (§2 "Modals"). */
export const DocumentActionDialogs = (props: DocumentActionDialogsProps) =>
  props.dialog ? (
    <Suspense fallback={null}>
      <ActionModals {...props} dialog={props.dialog} />
    </Suspense>
  ) : null;
