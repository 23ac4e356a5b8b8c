import {
  DOCUMENT_ACTIONS,
  type DocumentAction,
  type DocumentActionRow,
  type DocumentActor,
  type DocumentLicence,
  type DocumentListRow,
  type DocumentListView,
  decideDocumentAction,
  documentListViewsOf,
  documentStatusCodeOf,
  documentTypeCodeOf,
  isDocumentReadOnly,
  projectStatusCodeOf,
  type Role,
} from '@door/contract';
import { customerOf } from '#web/lib/customer';
import type { CurrentDocument, UserFlags } from '#web/stores/app-store';

/** The licence assumed while it loads or when it cannot be read: nothing but opening. */
export const NO_LICENCE: DocumentLicence = {
  EnabledApplication: false,
  EnabledEdifactExport: false,
  EnabledEdifactImport: false,
};

/** The signed-in user as the transition table sees them. */
export const actorOf = (role: Role | null, flags: UserFlags): DocumentActor => ({
  role,
  isOem: flags.isUserOem,
  isOemAdmin: flags.isUserOemAdmin,
  isParentPartner: flags.isParentPartner,
});

/** A list row as the transition table reads it; null for ids it does not know (then no row action is allowed). */
export const actionRowOf = (row: DocumentListRow): DocumentActionRow | null => {
  const type = documentTypeCodeOf(row.DocumentTypeId);
  const status = documentStatusCodeOf(row.DocumentStatusId);
  const projectStatus = projectStatusCodeOf(row.ProjectStatusId);
  return type && status && projectStatus ? { type, status, projectStatus } : null;
};

/** Whether a button exists at all for this user in this view (role rules): buttons refused by role are not shown. */
export const visibleActions = (actor: DocumentActor, view: DocumentListView): DocumentAction[] =>
  DOCUMENT_ACTIONS.filter((action) => {
    const decision = decideDocumentAction({
      action,
      actor,
      view,
      licence: { EnabledApplication: true, EnabledEdifactExport: true, EnabledEdifactImport: true },
      row: null,
    });
    return decision.allowed || decision.reason !== 'role';
  });

/** Which buttons are enabled for the selected row (or none), decided by the contract's table. */
export const enabledActions = (input: {
  actor: DocumentActor;
  licence: DocumentLicence;
  view: DocumentListView;
  row: DocumentListRow | null;
  /** The list failed to load: 'new offer' is disabled (§8). */
  hasLoadError?: boolean;
}): Set<DocumentAction> => {
  const actionRow = input.row ? actionRowOf(input.row) : null;
  const enabled = new Set<DocumentAction>();
  for (const action of DOCUMENT_ACTIONS) {
    if (input.row && !actionRow && action !== 'newOffer' && action !== 'ediImport') {
      continue;
    }
    const decision = decideDocumentAction({
      action,
      actor: input.actor,
      licence: input.licence,
      view: input.view,
      row: actionRow,
    });
    if (decision.allowed) {
      enabled.add(action);
    }
  }
  if (input.row === null) {
    enabled.delete('open');
  }
  // §4: send also needs a recipient partner, which the row carries (the table's row does not; the server answers 409).
  if (input.row && input.row.RecipientPartnerName === null) {
    enabled.delete('send');
  }
  if (input.hasLoadError) {
    enabled.delete('newOffer');
  }
  return enabled;
};

/** The list a role lands on at /admin: 'my' for admin and sales, 'all' for installers (DOMAIN "Who sees what"). */
export const homeViewOf = (role: Role | null): DocumentListView | null => documentListViewsOf(role)[0] ?? null;

/** The current document the app keeps when a row is opened (customer spec §3). */
export const currentDocumentOf = (row: DocumentListRow): CurrentDocument => {
  const actionRow = actionRowOf(row);
  return {
    documentId: row.SalesDocumentId,
    initialDocumentId: row.InitialSalesDocumentId,
    name: row.DocumentNumber,
    customer: customerOf(row),
    project: row.ProjectNumber,
    addingMode: false,
    disableEdit: actionRow ? isDocumentReadOnly(actionRow) : true,
    status: row.DocumentStatusId,
    currency: row.Currency || 'EUR',
  };
};
