import type { documentHistory } from '../db/schema';

/**
 * The history types of a document (stable codes the web app translates): the document actions, and the changes of
 * the configurations in it (shared by every feature that writes a document's history).
 */
export type HistoryType =
  | 'created'
  | 'copied'
  | 'copiedTo'
  | 'confirmed'
  | 'archived'
  | 'assigned'
  | 'projectStatusChanged'
  | 'sent'
  | 'forwarded'
  | 'received'
  | 'sentToSupplier'
  | 'ediExported'
  | 'ediImported'
  | 'sendingToProduction'
  | 'sentToProduction'
  | 'configurationAdded'
  | 'configurationChanged'
  | 'configurationCopied'
  | 'configurationDeleted'
  | 'configurationVersion'
  | 'configurationStatusChanged'
  | 'quantityChanged'
  | 'positionDataChanged';

// The history columns hold 500 characters; longer values are cut rather than failing the action.
const cut = (text: string) => text.slice(0, 500);

/** One history entry of a document: type, text (what), value (to what or from what) and the user. */
export const historyEntry = (
  documentId: string,
  userId: string,
  type: HistoryType,
  text: string,
  value: string,
  configuration?: { documentConfigurationId: string; configurationId: string },
): typeof documentHistory.$inferInsert => ({
  documentId,
  userId,
  type,
  text: cut(text),
  value: cut(value),
  ...(configuration ?? {}),
});
