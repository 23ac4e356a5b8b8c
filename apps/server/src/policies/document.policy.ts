import {
  type DocumentAction,
  type DocumentActionRow,
  type DocumentLicence,
  type DocumentListView,
  decideDocumentAction,
  documentListViewsOf,
  isDocumentReadOnly,
  ROLES,
  type Role,
  serverDocumentViewOf,
} from '@door/contract';
import { AppError, defineErrors } from '#server/core/app-error';
import type { Caller, UserCaller } from '#server/core/caller';
import { COMMON_MESSAGES } from '#server/core/messages';
import { canActForBrandPartner, requireStaff } from './access-guard';

/** The fields of a stored document that decide who may see it and what may be done with it. */
export type DocumentAccess = DocumentActionRow & {
  brandPartnerId: string;
  ownerPartnerId: string;
  /** The parent partner of the owner partner; a parent partner sees its children's documents. */
  ownerParentPartnerId: string | null;
  recipientPartnerId: string | null;
};

/** Errors of the document policy; their keys are the stable codes the client gets as `detail`. */
export const DOCUMENT_POLICY_MESSAGES = defineErrors({
  documentForbidden: {
    status: 403,
    sl: 'Do tega dokumenta nimate dostopa.',
    en: 'You have no access to this document.',
    de: 'Sie haben keinen Zugriff auf dieses Dokument.',
    fr: 'Vous n’avez pas accès à ce document.',
  },
  actionForbiddenRole: {
    status: 403,
    sl: 'Vaša vloga tega dejanja ne dovoljuje.',
    en: 'Your role does not allow this action.',
    de: 'Ihre Rolle erlaubt diese Aktion nicht.',
    fr: 'Votre rôle ne permet pas cette action.',
  },
  actionForbiddenLicence: {
    status: 403,
    sl: 'Licenca tega prodajnega mesta tega dejanja ne vključuje.',
    en: 'The licence of this storefront does not include this action.',
    de: 'Die Lizenz dieses Shops umfasst diese Aktion nicht.',
    fr: 'La licence de cette boutique n’inclut pas cette action.',
  },
  actionForbiddenState: {
    status: 409,
    sl: 'V trenutnem stanju dokumenta ali projekta to dejanje ni mogoče.',
    en: 'This action is not possible in the current state of the document or project.',
    de: 'Diese Aktion ist im aktuellen Zustand des Dokuments oder Projekts nicht möglich.',
    fr: 'Cette action n’est pas possible dans l’état actuel du document ou du projet.',
  },
  documentReadOnly: {
    status: 409,
    sl: 'Dokument je samo za branje in ga ni mogoče spreminjati.',
    en: 'The document is read-only and cannot be changed.',
    de: 'Das Dokument ist schreibgeschützt und kann nicht geändert werden.',
    fr: 'Le document est en lecture seule et ne peut pas être modifié.',
  },
  listViewForbidden: {
    status: 403,
    sl: 'Ta seznam dokumentov vam ni na voljo.',
    en: 'This document list is not available to you.',
    de: 'Diese Dokumentenliste steht Ihnen nicht zur Verfügung.',
    fr: 'Cette liste de documents ne vous est pas accessible.',
  },
});

const REFUSAL_MESSAGES = {
  role: DOCUMENT_POLICY_MESSAGES.actionForbiddenRole,
  licence: DOCUMENT_POLICY_MESSAGES.actionForbiddenLicence,
  state: DOCUMENT_POLICY_MESSAGES.actionForbiddenState,
} as const;

/**
 * Whether the caller may see the document: staff acting for its brand partner whose partner owns it, is the parent
 * of its owner, or is its recipient partner. Customers never see documents in the admin area.
 */
export const canReadDocument = (caller: Caller, document: DocumentAccess): boolean => {
  if (caller.kind !== 'user' || caller.role === null || caller.partnerId === null) {
    return false;
  }
  if (!canActForBrandPartner(caller, document.brandPartnerId)) {
    return false;
  }
  const partnerId = caller.partnerId;
  return (
    document.ownerPartnerId === partnerId ||
    document.ownerParentPartnerId === partnerId ||
    document.recipientPartnerId === partnerId
  );
};

/** The caller must be staff (401/403) and see the document (403 for a foreign tenant's document). */
export const assertCanReadDocument = (caller: Caller, document: DocumentAccess): UserCaller => {
  const user = requireStaff(caller);
  if (!canReadDocument(user, document)) {
    throw new AppError(DOCUMENT_POLICY_MESSAGES.documentForbidden);
  }
  return user;
};

const EVERY_ROLE: readonly Role[] = ROLES;
const HEADS_AND_SALES: readonly Role[] = ['admin', 'prod'];

/**
 * What each staff role may do in a document it sees: the menus of admin spec §2 and the roles and redirects of §6.
 * Installers see the document detail, its configurations, the technical documentation and the installer remarks;
 * every other page (history, contact, terms, print, calculation, costs, position data, sales remarks) and every
 * change belong to heads of sales and sales. The list actions have their own table (`decideDocumentAction`).
 */
export const DOCUMENT_ROLE_TABLE = {
  read: EVERY_ROLE,
  readDocumentation: EVERY_ROLE,
  readInstallerRemarks: EVERY_ROLE,
  readHistory: HEADS_AND_SALES,
  readContact: HEADS_AND_SALES,
  readTerms: HEADS_AND_SALES,
  readCalculation: HEADS_AND_SALES,
  readPosition: HEADS_AND_SALES,
  readSalesRemarks: HEADS_AND_SALES,
  print: HEADS_AND_SALES,
  edit: HEADS_AND_SALES,
} as const satisfies Record<string, readonly Role[]>;
/** One question the document policy answers for a caller and a document. */
export type DocumentAbility = keyof typeof DOCUMENT_ROLE_TABLE;

/**
 * The caller may do this in the document: 403 when it does not see the document or its role may not (the table
 * above), 409 for a change of a read-only document. Every document route asks this.
 */
export const authorizeDocument = (caller: Caller, ability: DocumentAbility, document: DocumentAccess): UserCaller => {
  const user = assertCanReadDocument(caller, document);
  if (user.role === null || !DOCUMENT_ROLE_TABLE[ability].includes(user.role)) {
    throw new AppError(DOCUMENT_POLICY_MESSAGES.actionForbiddenRole);
  }
  if (ability === 'edit') {
    assertDocumentWritable(document);
  }
  return user;
};

/** Whether the caller may change the document and its configurations (staff who see it, not installers, not read-only). */
export const canEditDocument = (caller: Caller, document: DocumentAccess): boolean =>
  canDocument(caller, 'edit', document);

/** The caller must be allowed to change the document: 403 unseen or installer, 409 read-only. */
export const assertCanEditDocument = (caller: Caller, document: DocumentAccess): UserCaller =>
  authorizeDocument(caller, 'edit', document);

/** Whether the caller may do this in the document (the flags of replies, so a button and the server agree). */
export const canDocument = (caller: Caller, ability: DocumentAbility, document: DocumentAccess): boolean => {
  if (!canReadDocument(caller, document) || caller.kind !== 'user' || caller.role === null) {
    return false;
  }
  return DOCUMENT_ROLE_TABLE[ability].includes(caller.role) && (ability !== 'edit' || !isDocumentReadOnly(document));
};

/** The caller must have the list view: admin and sales both, installers only 'all' (403 otherwise). */
export const assertCanUseListView = (caller: Caller, view: DocumentListView): UserCaller => {
  const user = requireStaff(caller);
  if (!documentListViewsOf(user.role).includes(view)) {
    throw new AppError(DOCUMENT_POLICY_MESSAGES.listViewForbidden);
  }
  return user;
};

/**
 * The caller may do the list action on the document (or, with no document, a row-free action such as new offer or
 * EDI import at the brand partner): 403 for role or licence, 409 for the state, per the contract's transition table.
 */
export const assertDocumentAction = (
  caller: Caller,
  action: DocumentAction,
  licence: DocumentLicence,
  document: DocumentAccess | null,
): UserCaller => {
  const user = document === null ? requireStaff(caller) : assertCanReadDocument(caller, document);
  const decision = decideDocumentAction({
    action,
    actor: user,
    licence,
    view: serverDocumentViewOf(user.role),
    row: document && { type: document.type, status: document.status, projectStatus: document.projectStatus },
  });
  if (!decision.allowed) {
    throw new AppError(REFUSAL_MESSAGES[decision.reason]);
  }
  return user;
};

/** Every write to a read-only document or its configurations is refused with 409 and changes nothing. */
export const assertDocumentWritable = (document: DocumentActionRow): void => {
  if (isDocumentReadOnly(document)) {
    throw new AppError(DOCUMENT_POLICY_MESSAGES.documentReadOnly);
  }
};

/** The document must exist (404 otherwise); narrows a repository result. */
export const requireDocument = <T>(document: T | null | undefined): T => {
  if (document === null || document === undefined) {
    throw new AppError(COMMON_MESSAGES.notFound);
  }
  return document;
};
