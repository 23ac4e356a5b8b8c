import type { DocumentAction, DocumentListRow, DocumentListView } from '@door/contract';

// The props of the list's action dialogs, apart from the dialogs and their frame, so the list, the registry that
// picks a dialog and the dialogs all point here and never back at each other.

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

/** Props of one action dialog: the list's dialog props with the open dialog. */
export type ModalProps = DocumentActionDialogsProps & { dialog: OpenDialog };
