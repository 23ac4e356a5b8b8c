import type { DocumentHistoryType } from '@door/contract';
import type { documentHistory } from '#server/db/schema';

/** The history types this product writes (stable codes the web app translates; the contract lists them). */
export type HistoryType = DocumentHistoryType;

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
