import {
  type CreateDocumentBody,
  copyRequiresNewProject,
  DOCUMENT_STATUS_IDS,
  DOCUMENT_TYPE_IDS,
  type DocumentAction,
  type DocumentActionReply,
  type DocumentSendReply,
  type DocumentStatusCode,
  type DocumentTypeCode,
  documentStatusCodeOf,
  documentTypeCodeOf,
  type Language,
  PROJECT_STATUS_IDS,
  projectStatusCodeOf,
  type SendToSupplierBody,
} from '@door/contract';
import { AppError } from '#server/core/app-error';
import type { Caller, UserCaller } from '#server/core/caller';
import type { DbOrTx } from '#server/db/client';
import { requireBrandPartner } from '#server/policies/access-guard';
import { assertDocumentAction, requireDocument } from '#server/policies/document.policy';
import { documentAccessOfRow } from '#server/policies/document-access-query';
import { emitDocumentEvent } from '#server/policies/event-recipients';
import { copyConfigurationCalculation } from '#server/services/calculation/copy-calculation';
import { customerContactValues, documentContactColumns, storedContactColumns } from '#server/services/document-contact';
import { copiedFields } from '#server/services/document-copies';
import { type HistoryType, historyEntry } from '#server/services/document-history';
import { formatDocumentNumber, takeDocumentNumber, takeProjectNumber } from '#server/services/document-numbers';
import { readActionReply } from './action-reply';
import { DOCUMENT_ACTION_MESSAGES as M } from './document-actions.messages';
import type { DocumentActionsRepository, NewDocument } from './document-actions.repository';

type Found = NonNullable<Awaited<ReturnType<DocumentActionsRepository['findDocument']>>>;
type Staff = UserCaller & { partnerId: string };

/** The types a staff user may create, copy to or send to a supplier (an inquiry comes only from the cart). */
const CREATABLE_TYPES: readonly DocumentTypeCode[] = ['offer', 'order', 'orderconfirmation'];

/**
 * The write actions of the document lists. Each runs in one transaction that locks the document, decides the move
 * with the contract's transition table (through the document policy), writes the change and its history, and
 * answers with what the client needs to reselect.
 */
export const createDocumentActionsService = ({ repository }: { repository: DocumentActionsRepository }) => {
  const staffOf = (user: UserCaller): Staff => ({ ...user, partnerId: user.partnerId ?? '' });

  const licenceOf = async (tx: DbOrTx, brandPartnerId: string) => {
    const storefront = await repository.findBrandPartner(tx, brandPartnerId);
    if (!storefront) {
      throw new AppError(M.brandPartnerUnknown);
    }
    return storefront;
  };

  const reply = (tx: DbOrTx, documentId: string) => readActionReply(repository, tx, documentId);

  const history = (tx: DbOrTx, documentId: string, user: UserCaller, type: HistoryType, text = '', value = '') =>
    repository.insertHistory(tx, historyEntry(documentId, user.userId, type, text, value));

  /**
   * Loads and locks the document, checks the action (404 unknown, 403 foreign tenant, role or licence, 409 state)
   * and that the brand partner the client names is the document's, then runs the work in the same transaction.
   */
  const act = <T>(
    caller: Caller,
    documentId: string,
    action: DocumentAction,
    brandPartnerId: string | null,
    work: (tx: DbOrTx, found: Found, user: Staff) => Promise<T>,
  ): Promise<T> =>
    repository.transaction(async (tx) => {
      const found = requireDocument(await repository.findDocument(tx, documentId));
      const storefront = await licenceOf(tx, found.document.brandPartnerId);
      const user = staffOf(assertDocumentAction(caller, action, storefront, documentAccessOfRow(found)));
      if (brandPartnerId !== null && brandPartnerId !== found.document.brandPartnerId) {
        throw new AppError(M.brandPartnerMismatch, { detail: 'BrandPartnerId' });
      }
      return work(tx, found, user);
    });

  const setStatus = async (tx: DbOrTx, found: Found, user: Staff, status: DocumentStatusCode, type: HistoryType) => {
    await repository.updateDocument(tx, found.document.id, { statusId: DOCUMENT_STATUS_IDS[status] });
    await history(tx, found.document.id, user, type, status, documentStatusCodeOf(found.document.statusId) ?? '');
    return reply(tx, found.document.id);
  };

  const newProject = async (tx: DbOrTx, partnerId: string, brandPartnerId: string, user: Staff) =>
    repository.insertProject(tx, {
      partnerId,
      brandPartnerId,
      number: await takeProjectNumber(tx, partnerId),
      statusId: PROJECT_STATUS_IDS.active,
      createdByUserId: user.userId,
    });

  /** Inserts a document with a fresh number of its owner partner and records its creation. */
  const insertNumbered = async (
    tx: DbOrTx,
    user: Staff,
    values: Omit<NewDocument, 'year' | 'number'>,
    historyType: HistoryType,
    linesFrom: string | null,
  ) => {
    const year = new Date().getUTCFullYear();
    const number = await takeDocumentNumber(tx, values.ownerPartnerId, year);
    const id = await repository.insertDocument(tx, { ...values, year, number });
    if (linesFrom) {
      const copies = await repository.copyLines(tx, linesFrom, id, values.salesmanUserId ?? user.userId);
      for (const { fromLineId, toLineId } of copies) {
        await copyConfigurationCalculation(tx, fromLineId, toLineId);
      }
    }
    const typeCode = documentTypeCodeOf(values.typeId) ?? '';
    await history(tx, id, user, historyType, typeCode, formatDocumentNumber(year, number));
    return id;
  };

  const typeFor = (typeId: string | null | undefined, fallback: DocumentTypeCode): DocumentTypeCode => {
    if (typeId === null || typeId === undefined) {
      return fallback;
    }
    const code = documentTypeCodeOf(typeId);
    if (!code || !CREATABLE_TYPES.includes(code)) {
      throw new AppError(M.documentTypeInvalid, { detail: 'DocumentTypeId' });
    }
    return code;
  };

  /** The partner chain of a partner: its parents up to the top (nearest first) and its direct children. */
  const chainOf = async (tx: DbOrTx, partnerId: string) => {
    const parents: string[] = [];
    let current = await repository.findParentPartnerId(tx, partnerId);
    // A cycle in the partner tree must not loop forever: stop at a partner seen before.
    while (current && !parents.includes(current) && current !== partnerId) {
      parents.push(current);
      current = await repository.findParentPartnerId(tx, current);
    }
    return { parents, children: await repository.listChildPartnerIds(tx, partnerId) };
  };

  /**
   * A contact of the partner chain with a user who may act for the brand partner: the target of forward and send
   * to supplier (400 naming ContactId otherwise). `parentsOnly` keeps the supplier chain.
   */
  const targetContact = async (
    tx: DbOrTx,
    user: Staff,
    contactId: string,
    brandPartnerId: string,
    parentsOnly: boolean,
  ) => {
    const row = await repository.findContact(tx, contactId, brandPartnerId);
    const chain = await chainOf(tx, user.partnerId);
    const allowed = parentsOnly ? chain.parents : [...chain.parents, ...chain.children];
    if (row?.contact.kind !== 'partner' || !row.contact.partnerId || !allowed.includes(row.contact.partnerId)) {
      throw new AppError(M.contactNotAvailable, { detail: 'ContactId' });
    }
    if (!row.activeUserId) {
      throw new AppError(M.contactWithoutUser, { detail: 'ContactId' });
    }
    if (!row.userHasAccess) {
      throw new AppError(M.contactNoAccess, { detail: 'ContactId' });
    }
    return { partnerId: row.contact.partnerId, userId: row.activeUserId };
  };

  /**
   * Send and forward: the recipient partner gets its own copy (new project, own number, status received, its user as
   * salesman and recipient salesman, linked to the source); the sender's document becomes forwarded.
   */
  const passOn = async (
    tx: DbOrTx,
    found: Found,
    user: Staff,
    recipient: { partnerId: string; userId: string },
    type: 'sent' | 'forwarded',
  ): Promise<DocumentSendReply> => {
    const source = found.document;
    const projectId = await newProject(tx, recipient.partnerId, source.brandPartnerId, user);
    const copyId = await insertNumbered(
      tx,
      user,
      {
        ...copiedFields(source),
        projectId,
        typeId: source.typeId,
        statusId: DOCUMENT_STATUS_IDS.received,
        ownerPartnerId: recipient.partnerId,
        salesmanUserId: recipient.userId,
        recipientPartnerId: null,
        recipientSalesmanUserId: recipient.userId,
        initialDocumentId: source.id,
      },
      'received',
      source.id,
    );
    await repository.updateDocument(tx, source.id, {
      statusId: DOCUMENT_STATUS_IDS.forwarded,
      recipientPartnerId: recipient.partnerId,
      recipientSalesmanUserId: recipient.userId,
    });
    await history(tx, source.id, user, type, recipient.partnerId, recipient.userId);
    return { ...(await reply(tx, source.id)), RecipientSalesDocumentId: copyId };
  };

  return {
    /**
     * `POST /document`: create (type offer unless given, status draft, in the given active project of the caller's
     * partner or a new one, contact from ContactId or ConfigurationContact) or copy (DocumentId: the document with its
     * configurations, in a new project when asked or when the source's project is not active or not the caller's).
     */
    async create(caller: Caller, body: CreateDocumentBody, language: Language): Promise<DocumentActionReply> {
      if (body.DocumentId) {
        const sourceId = body.DocumentId;
        return act(caller, sourceId, 'copy', body.BrandPartnerId, async (tx, found, user) => {
          if (!body.DocumentTypeId) {
            throw new AppError(M.documentTypeInvalid, { detail: 'DocumentTypeId' });
          }
          const type = typeFor(body.DocumentTypeId, 'offer');
          const source = found.document;
          const forced =
            copyRequiresNewProject(projectStatusCodeOf(found.projectStatusId) ?? 'active') ||
            found.projectPartnerId !== user.partnerId;
          const projectId =
            body.NewProject || forced
              ? await newProject(tx, user.partnerId, source.brandPartnerId, user)
              : source.projectId;
          const keepsRecipient = source.recipientPartnerId !== null && source.recipientPartnerId !== user.partnerId;
          const id = await insertNumbered(
            tx,
            user,
            {
              ...copiedFields(source),
              projectId,
              typeId: DOCUMENT_TYPE_IDS[type],
              statusId: DOCUMENT_STATUS_IDS.draft,
              ownerPartnerId: user.partnerId,
              salesmanUserId: user.userId,
              recipientPartnerId: keepsRecipient ? source.recipientPartnerId : null,
              recipientSalesmanUserId: keepsRecipient ? source.recipientSalesmanUserId : null,
              initialDocumentId: source.id,
            },
            'copied',
            source.id,
          );
          await history(tx, source.id, user, 'copiedTo', type, id);
          return reply(tx, id);
        });
      }
      return repository.transaction(async (tx) => {
        const storefront = await licenceOf(tx, body.BrandPartnerId);
        const user = staffOf(assertDocumentAction(caller, 'newOffer', storefront, null));
        requireBrandPartner(user, body.BrandPartnerId);
        const type = typeFor(body.DocumentTypeId, 'offer');
        let projectId: string;
        if (body.ProjectId) {
          const project = await repository.findProject(tx, body.ProjectId);
          if (!project || project.partnerId !== user.partnerId || project.brandPartnerId !== storefront.id) {
            throw new AppError(M.projectNotFound, { detail: 'ProjectId' });
          }
          if (project.statusId !== PROJECT_STATUS_IDS.active) {
            throw new AppError(M.projectNotActive, { detail: 'ProjectId' });
          }
          projectId = project.id;
        } else {
          projectId = await newProject(tx, user.partnerId, storefront.id, user);
        }
        const contact = await contactFields(tx, user, body, storefront.id);
        const id = await insertNumbered(
          tx,
          user,
          {
            ...contact,
            brandPartnerId: storefront.id,
            projectId,
            typeId: DOCUMENT_TYPE_IDS[type],
            statusId: DOCUMENT_STATUS_IDS.draft,
            ownerPartnerId: user.partnerId,
            salesmanUserId: user.userId,
            currency: storefront.currency,
            // The language the salesperson works in, not the demo's Slovenian: openTRANS and EDI exports and the
            // order made from an acceptance read it.
            language,
          },
          'created',
          null,
        );
        return reply(tx, id);
      });
    },

    /** `POST /document/{id}/toggle`: the document's project active ↔ closed. */
    toggle: (caller: Caller, documentId: string) =>
      act(caller, documentId, 'toggleProject', null, async (tx, found, user) => {
        const next = projectStatusCodeOf(found.projectStatusId) === 'active' ? 'closed' : 'active';
        await repository.updateProjectStatus(tx, found.document.projectId, PROJECT_STATUS_IDS[next]);
        await repository.touchProjectDocuments(tx, found.document.projectId);
        await history(tx, found.document.id, user, 'projectStatusChanged', next, String(found.projectNumber));
        return reply(tx, found.document.id);
      }),

    /** `POST /document/{id}/confirm`: → confirmed, or confirmedOem when an OEM user confirms. */
    confirm: (caller: Caller, documentId: string, brandPartnerId: string) =>
      act(caller, documentId, 'confirm', brandPartnerId, async (tx, found, user) => {
        const confirmed = await setStatus(
          tx,
          found,
          user,
          user.isOem || user.isOemAdmin ? 'confirmedOem' : 'confirmed',
          'confirmed',
        );
        await emitDocumentEvent(tx, 'document.confirmed', found.document.id);
        return confirmed;
      }),

    /** `POST /document/{id}/assign`: the responsible salesman, a user of the `users` lookup. */
    assign: (caller: Caller, documentId: string, body: { BrandPartnerId: string; PartnerUserId: string }) =>
      act(caller, documentId, 'assign', body.BrandPartnerId, async (tx, found, user) => {
        const partners = [user.partnerId, ...(await repository.listChildPartnerIds(tx, user.partnerId))];
        if (!(await repository.isStaffAt(tx, body.PartnerUserId, partners, found.document.brandPartnerId))) {
          throw new AppError(M.userNotAssignable, { detail: 'PartnerUserId' });
        }
        await repository.updateDocument(tx, found.document.id, { salesmanUserId: body.PartnerUserId });
        await history(tx, found.document.id, user, 'assigned', body.PartnerUserId, found.document.salesmanUserId ?? '');
        return reply(tx, found.document.id);
      }),

    /** `DELETE /document/{id}/archive`: → archived (final; reversible only by copying). */
    archive: (caller: Caller, documentId: string) =>
      act(caller, documentId, 'archive', null, (tx, found, user) => setStatus(tx, found, user, 'archived', 'archived')),

    /**
     * `POST /document/{id}/send`: to the document's recipient partner; its user is the recipient salesman already
     * set, else the first contact with a user of that partner (409 when there is none).
     */
    send: (caller: Caller, documentId: string, brandPartnerId: string) =>
      act(caller, documentId, 'send', brandPartnerId, async (tx, found, user) => {
        // A forwarded document has gone to its recipient already: sending it again would make a second copy.
        if (found.document.statusId === DOCUMENT_STATUS_IDS.forwarded) {
          throw new AppError(M.alreadySent);
        }
        const partnerId = found.document.recipientPartnerId;
        if (!partnerId || partnerId === found.document.ownerPartnerId) {
          throw new AppError(M.noRecipient);
        }
        const set = found.document.recipientSalesmanUserId;
        const userId =
          set && (await repository.isStaffAt(tx, set, [partnerId], found.document.brandPartnerId))
            ? set
            : await repository.findFirstContactUser(tx, partnerId, found.document.brandPartnerId);
        if (!userId) {
          throw new AppError(M.noRecipient);
        }
        return passOn(tx, found, user, { partnerId, userId }, 'sent');
      }),

    /** `POST /document/{id}/forward`: to a chosen contact's user (400 for a contact without a user). */
    forward: (caller: Caller, documentId: string, body: { BrandPartnerId: string; ContactId: string }) =>
      act(caller, documentId, 'forward', body.BrandPartnerId, async (tx, found, user) => {
        const recipient = await targetContact(tx, user, body.ContactId, found.document.brandPartnerId, false);
        return passOn(tx, found, user, recipient, 'forwarded');
      }),

    /**
     * `POST /document/{id}/sendToSupplier`: a new document of the chosen type at the supplier (the contact's partner
     * up the chain), received, with the comment; in a new project, or in the supplier's project of earlier sends
     * from this project. Returns the new document.
     */
    sendToSupplier: (caller: Caller, documentId: string, body: SendToSupplierBody) => {
      if (body.DocumentId && body.DocumentId !== documentId) {
        throw new AppError(M.documentIdMismatch, { detail: 'DocumentId' });
      }
      return act(caller, documentId, 'sendToSupplier', body.BrandPartnerId, async (tx, found, user) => {
        const type = typeFor(body.DocumentTypeId, 'order');
        const source = found.document;
        const supplier = await targetContact(tx, user, body.ContactId, source.brandPartnerId, true);
        const existing = body.NewProject
          ? null
          : await repository.findSupplierProject(tx, supplier.partnerId, source.projectId, PROJECT_STATUS_IDS.active);
        const projectId = existing?.id ?? (await newProject(tx, supplier.partnerId, source.brandPartnerId, user));
        const id = await insertNumbered(
          tx,
          user,
          {
            ...copiedFields(source),
            comment: body.Comment,
            projectId,
            typeId: DOCUMENT_TYPE_IDS[type],
            statusId: DOCUMENT_STATUS_IDS.received,
            ownerPartnerId: supplier.partnerId,
            salesmanUserId: supplier.userId,
            recipientPartnerId: null,
            recipientSalesmanUserId: supplier.userId,
            initialDocumentId: source.id,
          },
          'received',
          source.id,
        );
        await history(tx, source.id, user, 'sentToSupplier', supplier.partnerId, id);
        return reply(tx, id);
      });
    },
  };

  /** The contact fields of a new document: from an existing contact or the inquiry contact fields (400 otherwise). */
  async function contactFields(tx: DbOrTx, user: Staff, body: CreateDocumentBody, brandPartnerId: string) {
    if (body.ContactId) {
      const row = await repository.findContact(tx, body.ContactId, brandPartnerId);
      const contact = row?.contact;
      let visible = false;
      if (contact?.kind === 'customer') {
        visible = contact.brandPartnerId === brandPartnerId;
      } else if (contact?.partnerId) {
        const chain = await chainOf(tx, user.partnerId);
        visible = [...chain.parents, ...chain.children].includes(contact.partnerId);
      }
      if (!row || !contact || !visible) {
        throw new AppError(M.contactNotAvailable, { detail: 'ContactId' });
      }
      // A partner contact with a user is the document's recipient (send passes the document to that partner).
      const recipient = contact.kind === 'partner' && row.activeUserId && row.userHasAccess;
      return {
        ...storedContactColumns(contact),
        recipientPartnerId: recipient ? contact.partnerId : null,
        recipientSalesmanUserId: recipient ? row.activeUserId : null,
      };
    }
    const input = body.ConfigurationContact;
    if (!input) {
      throw new AppError(M.contactRequired, { detail: 'ContactId' });
    }
    const checkCountry = async (countryId: string, field: string) => {
      if (!(await repository.countryExists(tx, countryId))) {
        throw new AppError(M.countryNotFound, { detail: field });
      }
    };
    const data = input.ContactData;
    await checkCountry(data.CountryId, 'ConfigurationContact.ContactData.CountryId');
    const delivery = input.DeliveryAddress ? (input.DeliveryData ?? null) : null;
    const receipt = input.ReceiptAddress ? (input.ReceiptData ?? null) : null;
    if (delivery) {
      await checkCountry(delivery.CountryId, 'ConfigurationContact.DeliveryData.CountryId');
    }
    if (receipt) {
      await checkCountry(receipt.CountryId, 'ConfigurationContact.ReceiptData.CountryId');
    }
    await repository.keepCustomerContact(tx, brandPartnerId, customerContactValues(data));
    return {
      ...documentContactColumns(data),
      deliveryData: delivery,
      receiptData: receipt,
    };
  }
};
/** The document actions service. */
export type DocumentActionsService = ReturnType<typeof createDocumentActionsService>;
