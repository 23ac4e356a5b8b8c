// The one transition table of the document lists: the server enforces it and the web app enables its buttons from
// it. Zod-free so the lazy admin pages import it without pulling zod into their bundle.
import {
  DOCUMENT_STATUS_IDS,
  DOCUMENT_TYPE_IDS,
  type DocumentStatusCode,
  type DocumentTypeCode,
  PROJECT_STATUS_IDS,
  type ProjectStatusCode,
} from './reference-ids';
import type { Role } from './roles';

/** Every action of the document lists (§2 buttons, plus the project toggle). */
export const DOCUMENT_ACTIONS = [
  'open',
  'newOffer',
  'assign',
  'send',
  'copy',
  'confirm',
  'submitForProduction',
  'ediExport',
  'ediImport',
  'forward',
  'sendToSupplier',
  'archive',
  'toggleProject',
] as const;
/** An action of the document lists. */
export type DocumentAction = (typeof DOCUMENT_ACTIONS)[number];

/** The two document lists: the caller's own documents ('my') and the partner's ('all'). */
export type DocumentListView = 'my' | 'all';

/** Why an action is refused: the caller's role (403), the brand partner's licence (403) or the row's state (409). */
export type DocumentActionRefusal = 'role' | 'licence' | 'state';

/** The verdict of the table: allowed, or refused with the kind of reason. */
export type DocumentActionDecision = { allowed: true } | { allowed: false; reason: DocumentActionRefusal };

/** The HTTP status the server answers for each kind of refusal. */
export const DOCUMENT_ACTION_REFUSAL_STATUS: Readonly<Record<DocumentActionRefusal, number>> = {
  role: 403,
  licence: 403,
  state: 409,
};

/** Who asks: staff role (null for a registered customer) and the OEM and parent-partner flags. */
export type DocumentActor = {
  role: Role | null;
  isOem: boolean;
  isOemAdmin: boolean;
  isParentPartner: boolean;
};

/** The licences of the brand partner (`GET /account/licence`). */
export type DocumentLicence = {
  EnabledApplication: boolean;
  EnabledEdifactExport: boolean;
  EnabledEdifactImport: boolean;
};

/** The row the action is about; null for actions that need no row (new offer, EDI import). */
export type DocumentActionRow = {
  type: DocumentTypeCode;
  status: DocumentStatusCode;
  projectStatus: ProjectStatusCode;
};

/** Everything the table decides from. */
export type DocumentActionInput = {
  action: DocumentAction;
  actor: DocumentActor;
  licence: DocumentLicence;
  view: DocumentListView;
  row: DocumentActionRow | null;
};

/** Actions that need no selected row. */
export const ROW_FREE_DOCUMENT_ACTIONS: readonly DocumentAction[] = ['newOffer', 'ediImport'];

const ALLOWED: DocumentActionDecision = { allowed: true };
const refuse = (reason: DocumentActionRefusal): DocumentActionDecision => ({ allowed: false, reason });

/** Admin and sales (§6 'admin' users). */
const isAdminActor = (actor: DocumentActor) => actor.role === 'admin' || actor.role === 'prod';
/** Admin, sales and installers work in the admin area; customers do not. */
const isStaffActor = (actor: DocumentActor) => actor.role !== null;
/** An OEM admin is an OEM user too. */
const isOemActor = (actor: DocumentActor) => actor.isOem || actor.isOemAdmin;

/** The views a role has: admin and sales both, installers only 'all', customers none (DOMAIN "Who sees what"). */
export const documentListViewsOf = (role: Role | null): readonly DocumentListView[] =>
  role === 'admin' || role === 'prod' ? ['my', 'all'] : role === 'mon' ? ['all'] : [];

/**
 * The view the server checks an action call with, since the call does not name one: the broadest the role has
 * ('my' for admin and sales, whose 'my' buttons include every 'all' button; 'all' for installers).
 */
export const serverDocumentViewOf = (role: Role | null): DocumentListView => (role === 'mon' ? 'all' : 'my');

// Admin-only buttons of §6: in 'my' new offer, assign, send, confirm, ERP export and import, copy; in 'all' only
// assign and copy. Send to supplier orders from the manufacturer, a sales act like ERP export, so it is theirs too
// (docs/decisions.md, "One access decision"). Forward and archive are for any user, submit for production for OEM
// users, open for every editor.
const ADMIN_ONLY: Readonly<Record<DocumentListView, readonly DocumentAction[]>> = {
  my: ['newOffer', 'assign', 'send', 'confirm', 'ediExport', 'ediImport', 'copy', 'toggleProject', 'sendToSupplier'],
  all: ['assign', 'copy', 'toggleProject', 'sendToSupplier'],
};
// Admin buttons that exist only in the 'my' view (§6), so in 'all' nobody has them.
const MY_VIEW_ONLY: readonly DocumentAction[] = ['newOffer', 'send', 'confirm', 'ediExport', 'ediImport'];

/** Statuses at or past confirmation: a confirmed document is not confirmed again (OEM: see `confirm`). */
const CONFIRMED_OR_BEYOND: readonly DocumentStatusCode[] = [
  'confirmed',
  'confirmedOem',
  'sendingToProduction',
  'sentToProduction',
];

const roleAllows = ({ action, actor, view }: DocumentActionInput): boolean => {
  if (!isStaffActor(actor) || !documentListViewsOf(actor.role).includes(view)) {
    return false;
  }
  if (view === 'all' && MY_VIEW_ONLY.includes(action)) {
    return false;
  }
  if (ADMIN_ONLY[view].includes(action) && !isAdminActor(actor)) {
    return false;
  }
  if (action === 'submitForProduction') {
    return isOemActor(actor);
  }
  return true;
};

const licenceAllows = ({ action, licence }: DocumentActionInput): boolean => {
  // Opening is reading; every other action needs the application licence (§4), EDI also its own flag.
  if (action === 'open') {
    return true;
  }
  if (!licence.EnabledApplication) {
    return false;
  }
  if (action === 'ediExport') {
    return licence.EnabledEdifactExport;
  }
  if (action === 'ediImport') {
    return licence.EnabledEdifactImport;
  }
  return true;
};

const stateAllows = ({ action, actor, view, row }: DocumentActionInput): boolean => {
  if (ROW_FREE_DOCUMENT_ACTIONS.includes(action)) {
    return true;
  }
  if (row === null) {
    // Nothing selected: every row action is disabled (§4).
    return false;
  }
  const active = row.projectStatus === 'active';
  const archived = row.status === 'archived';
  // A superseded revision is as final as an archived one for confirming and sending: a later revision went out instead.
  const final = archived || row.status === 'superseded';
  switch (action) {
    case 'confirm': {
      // Offer or order confirmation not yet confirmed, in an active project; an OEM user also confirms a confirmed
      // document (→ confirmedOem). Archived is final (reversible only by copying).
      const typeOk = row.type === 'offer' || row.type === 'orderconfirmation';
      const notYet = isOemActor(actor)
        ? row.status !== 'confirmedOem' && row.status !== 'sendingToProduction' && row.status !== 'sentToProduction'
        : !CONFIRMED_OR_BEYOND.includes(row.status);
      return typeOk && notYet && active && !final;
    }
    case 'submitForProduction':
      return (
        (row.status === 'confirmed' || row.status === 'confirmedOem') &&
        (row.type === 'offer' || row.type === 'order' || row.type === 'orderconfirmation') &&
        active
      );
    case 'send':
      // The recipient partner is checked by the server on the document itself (not part of the table's row).
      return active && row.status !== 'offer' && !final;
    case 'forward':
      return (row.status === 'received' || row.status === 'forwarded') && active;
    case 'assign':
      return active && row.status !== 'generatingTechnicalDocumentation' && !(view === 'all' && archived);
    case 'archive':
      return !archived;
    case 'toggleProject':
      // Only active ↔ closed; sending and sent belong to the production flow.
      return row.projectStatus === 'active' || row.projectStatus === 'closed';
    default:
      // open, copy, EDI export, send to supplier: any row.
      return true;
  }
};

/** Decides one list action: role first (403), then licence (403), then the row's state (409). */
export const decideDocumentAction = (input: DocumentActionInput): DocumentActionDecision => {
  if (!roleAllows(input)) {
    return refuse('role');
  }
  if (!licenceAllows(input)) {
    return refuse('licence');
  }
  if (!stateAllows(input)) {
    return refuse('state');
  }
  return ALLOWED;
};

/** Whether the copy dialog must force and lock 'new project': the project is closed, sending or sent (§4). */
export const copyRequiresNewProject = (projectStatus: ProjectStatusCode): boolean => projectStatus !== 'active';

/** The fields that make a document read-only. */
export type DocumentReadOnlyInput = DocumentActionRow;

const READ_ONLY_STATUSES: readonly DocumentStatusCode[] = [
  'archived',
  'confirmed',
  'confirmedOem',
  'sendingToProduction',
  'sentToProduction',
  'forwarded',
  'superseded',
  // The customer's acceptance is evidence of what was accepted: the offer no longer changes (its order does).
  'accepted',
];

/**
 * DOMAIN "Read-only" (`IsReadOnly`, the client's disableEdit): archived; project closed, sending or sent; status
 * confirmed, confirmedOem, sending or sent to production, forwarded, superseded (a later revision of the offer was
 * sent); or an inquiry (work on a copy).
 */
export const isDocumentReadOnly = ({ type, status, projectStatus }: DocumentReadOnlyInput): boolean =>
  projectStatus !== 'active' || READ_ONLY_STATUSES.includes(status) || type === 'inquiry';

const reverse = <C extends string>(ids: Readonly<Record<C, string>>): ReadonlyMap<string, C> =>
  new Map(Object.entries(ids).map(([code, id]) => [id as string, code as C]));
const TYPE_BY_ID = reverse<DocumentTypeCode>(DOCUMENT_TYPE_IDS);
const STATUS_BY_ID = reverse<DocumentStatusCode>(DOCUMENT_STATUS_IDS);
const PROJECT_STATUS_BY_ID = reverse<ProjectStatusCode>(PROJECT_STATUS_IDS);

/** The code of a document type id; undefined for an unknown id. */
export const documentTypeCodeOf = (id: string): DocumentTypeCode | undefined => TYPE_BY_ID.get(id.toLowerCase());
/** The code of a document status id; undefined for an unknown id. */
export const documentStatusCodeOf = (id: string): DocumentStatusCode | undefined => STATUS_BY_ID.get(id.toLowerCase());
/** The code of a project status id; an empty value or the all-zero GUID (no project) counts as active (§4). */
export const projectStatusCodeOf = (id: string | null | undefined): ProjectStatusCode | undefined =>
  !id || /^0{8}-0{4}-0{4}-0{4}-0{12}$/.test(id) ? 'active' : PROJECT_STATUS_BY_ID.get(id.toLowerCase());

/** Whether a document status is one of the `error …` statuses (the list's IsAnyError). */
export const isErrorDocumentStatus = (status: DocumentStatusCode): boolean => status.startsWith('error');
