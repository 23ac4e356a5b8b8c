import {
  type ChangeDocumentContactBody,
  configurationImageUrl,
  type DocumentConfigurationRow,
  type DocumentContactBody,
  type DocumentContactReply,
  type DocumentDetail,
  type DocumentHistoryEntry,
  type DocumentUpdateBody,
  isAdminRole,
  isDocumentReadOnly,
  type Language,
} from '@door/contract';
import { AppError } from '#server/core/app-error';
import type { Caller, UserCaller } from '#server/core/caller';
import type { DbOrTx } from '#server/db/client';
import {
  assertCanReadDocument,
  assertDocumentWritable,
  authorizeDocument,
  canEditDocument,
  requireDocument,
} from '#server/policies/document.policy';
import { documentAccessOf, documentAccessOfRow } from '#server/policies/document-access-query';
import { contactFormColumns, storedContactColumns } from '#server/services/document-contact';
import { historyEntry } from '#server/services/document-history';
import { documentNumberOf, revisionRootOf } from '#server/services/document-revisions';
import { DOCUMENT_MESSAGES as M } from './document.messages';
import type { DocumentRepository } from './document.repository';
import { historyTypeName } from './history-types';
import { historyIds, readableHistoryEntryValue, readableHistoryValue } from './history-values';

const money = (cents: number) => Math.round(cents) / 100;

type ConfigurationRow = Awaited<ReturnType<DocumentRepository['listConfigurations']>>[number];

const toConfigurationRow = (row: ConfigurationRow): DocumentConfigurationRow => ({
  ConfigurationId: row.configurationId,
  SalesDocumentConfigurationId: row.id,
  ConfigurationPosition: row.position,
  ConfigurationBrandName: row.brandName ?? '',
  ConfigurationName: row.name ?? '',
  Image: configurationImageUrl({ id: row.configurationId, updatedAt: row.configurationUpdatedAt }),
  ConfigurationDateModified: row.configurationUpdatedAt.toISOString(),
  TotalPrice: money(row.totalPriceCents),
  ConfigurationWithAdditionalCost: money(row.withAdditionalCostCents),
  Quantity: row.quantity,
  DocumentStatus: row.statusId === null ? null : (row.statusName ?? ''),
  DocumentStatusId: row.statusId,
  PartId: row.modelId,
  ClonePart: row.modelActive,
  DeliveryDate: row.deliveryDate,
  CustomerPosition: row.customerPosition,
});

type Locked = NonNullable<Awaited<ReturnType<DocumentRepository['lockDocument']>>>;

const fullName = (firstName: string, lastName: string) => `${firstName} ${lastName}`.trim();

/** The history entries that name another revision of the offer (by its number). */
const REVISION_HISTORY_TYPES: ReadonlySet<string> = new Set(['revisionCreated', 'superseded']);

/** The document workspace: detail, edits of the detail, contact data and history. */
export const createDocumentService = ({ repository }: { repository: DocumentRepository }) => {
  /**
   * One write to a document in one transaction: locks it, then refuses an unknown id (404), a foreign tenant (403),
   * an installer (403: installers read the detail but do not edit it), another storefront than the document's (400)
   * and a read-only document (409), in that order, before the work runs.
   */
  const write = <T>(
    caller: Caller,
    documentId: string,
    brandPartnerId: string,
    work: (tx: DbOrTx, found: Locked, user: UserCaller) => Promise<T>,
  ): Promise<T> =>
    repository.transaction(async (tx) => {
      const found = requireDocument(await repository.lockDocument(tx, documentId));
      const access = documentAccessOfRow(found);
      const user = assertCanReadDocument(caller, access);
      if (!isAdminRole(user.role)) {
        throw new AppError(M.installerReadOnly);
      }
      if (brandPartnerId !== found.document.brandPartnerId) {
        throw new AppError(M.brandPartnerMismatch, { detail: 'BrandPartnerId' });
      }
      assertDocumentWritable(access);
      return work(tx, found, user);
    });

  /** Reads the document for a read call: 404 unknown, 403 foreign tenant or a page the role does not have. */
  const readable = async (caller: Caller, documentId: string, ability: 'readContact' | 'readHistory') => {
    const found = requireDocument(await repository.findDocument(documentId));
    authorizeDocument(caller, ability, documentAccessOfRow(found));
    return found;
  };

  const checkCountry = async (tx: DbOrTx, countryId: string, field: string) => {
    if (!(await repository.countryExists(tx, countryId))) {
      throw new AppError(M.countryNotFound, { detail: field });
    }
  };

  const service = {
    /**
     * `GET /document/{id}?brandPartnerId=`: the detail with its configurations (404 unknown, 403 foreign tenant,
     * 400 when the document is of another storefront than the one named). Two statements: the document, its rows.
     */
    async detail(caller: Caller, documentId: string, brandPartnerId: string, lang: Language): Promise<DocumentDetail> {
      const row = requireDocument(await repository.findDetail(documentId, lang));
      const access = documentAccessOf(row);
      assertCanReadDocument(caller, access);
      if (brandPartnerId !== row.brandPartnerId) {
        throw new AppError(M.brandPartnerMismatch, { detail: 'brandPartnerId' });
      }
      // The rows after the access check, one statement after the other: a request holds one pooled connection at a
      // time, so 8 concurrent openings do not queue for the pool's 10 connections.
      const rows = await repository.listConfigurations(documentId, lang);
      return {
        SalesDocumentId: row.id,
        IsAnyError: row.isError || row.configurationError,
        DocumentNumber: documentNumberOf(row),
        ProjectId: row.projectId,
        ProjectStatusId: row.projectStatusId,
        ProjectNumber: row.projectNumber,
        ProjectStatus: row.projectStatus ?? '',
        DocumentLastChanged: row.updatedAt.toISOString(),
        PartnerName: row.partnerName ?? '',
        RecipientPartnerName: row.recipientPartnerName,
        ContactName: `${row.contactFirstName} ${row.contactLastName}`.trim(),
        CompanyName: row.companyName,
        Commission: row.commission,
        CustomerNumber: row.customerNumber,
        TotalPriceWithTax: money(row.totalCents),
        DocumentTypeName: row.typeName ?? '',
        DocumentTypeId: row.typeId,
        DocumentStatusName: row.statusName ?? '',
        DocumentStatusId: row.statusId,
        Salesman: row.salesman,
        SalesmanRecipient: row.recipientSalesman,
        InitialSalesDocumentId: row.initialDocumentId,
        InitialSalesDocumentNumber:
          row.initialYear !== null && row.initialNumber !== null
            ? documentNumberOf({ year: row.initialYear, number: row.initialNumber, revision: row.initialRevision ?? 1 })
            : null,
        Currency: row.currency || 'EUR',
        TotalPrice: money(row.totalPriceCents),
        TotalTaxCost: money(row.totalTaxCents),
        ContactEmail: row.contactEmail,
        ContactTelephone: row.contactTelephone,
        Comment: row.comment,
        Configurations: rows.map(toConfigurationRow),
        IsReadOnly: isDocumentReadOnly(access),
        Revision: row.revision,
        RevisionRootSalesDocumentId: row.revisionRootId ?? row.id,
        SupersededBySalesDocumentId: row.supersededById,
        SupersededByDocumentNumber:
          row.supersededByRevision === null
            ? null
            : documentNumberOf({ year: row.year, number: row.number, revision: row.supersededByRevision }),
        CanCreateRevision: access.type === 'offer' && canEditDocument(caller, access),
        SupplierOrderNumber: row.supplierOrderNumber,
      };
    },

    /** `PUT /document/{id}`: commission and customer number; a history entry for each that changed. */
    async update(caller: Caller, documentId: string, body: DocumentUpdateBody, lang: Language) {
      await write(caller, documentId, body.BrandPartnerId, async (tx, found, user) => {
        const entries = [];
        if (body.Commission !== found.document.commission) {
          entries.push(
            historyEntry(documentId, user.userId, 'commissionChanged', found.document.commission, body.Commission),
          );
        }
        if (body.CustomerNumber !== found.document.customerNumber) {
          entries.push(
            historyEntry(
              documentId,
              user.userId,
              'customerNumberChanged',
              found.document.customerNumber,
              body.CustomerNumber,
            ),
          );
        }
        if (entries.length > 0) {
          await repository.updateDocument(tx, documentId, {
            commission: body.Commission,
            customerNumber: body.CustomerNumber,
          });
          await repository.insertHistory(tx, entries);
        }
      });
      return service.detail(caller, documentId, body.BrandPartnerId, lang);
    },

    /** `POST /document/{id}/removeComment`: empties the comment (the removed text goes to history); none is a no-op. */
    async removeComment(caller: Caller, documentId: string, brandPartnerId: string, lang: Language) {
      await write(caller, documentId, brandPartnerId, async (tx, found, user) => {
        if (found.document.comment === '') {
          return;
        }
        await repository.updateDocument(tx, documentId, { comment: '' });
        await repository.insertHistory(tx, [
          historyEntry(documentId, user.userId, 'commentRemoved', found.document.comment, ''),
        ]);
      });
      return service.detail(caller, documentId, brandPartnerId, lang);
    },

    /**
     * `POST /document/{id}/changecontact`: copies a contact of `/brand/{id}/contacts` into the document's contact
     * columns (400 naming ContactId when it is not one of them). A partner contact with a user who may act for the
     * storefront becomes the recipient (send passes the document there), as on a new offer; any other clears it.
     */
    async changeContact(caller: Caller, documentId: string, body: ChangeDocumentContactBody, lang: Language) {
      await write(caller, documentId, body.BrandPartnerId, async (tx, found, user) => {
        const row = await repository.findContact(
          tx,
          body.ContactId,
          found.document.brandPartnerId,
          user.partnerId ?? '',
        );
        const contact = row?.contact;
        const visible =
          contact?.kind === 'customer'
            ? contact.brandPartnerId === found.document.brandPartnerId
            : row?.inChain === true;
        if (!row || !contact || !visible) {
          throw new AppError(M.contactNotAvailable, { detail: 'ContactId' });
        }
        const recipient = contact.kind === 'partner' && row.activeUserId !== null && row.userHasAccess;
        await repository.updateDocument(tx, documentId, {
          ...storedContactColumns(contact),
          recipientPartnerId: recipient ? contact.partnerId : null,
          recipientSalesmanUserId: recipient ? row.activeUserId : null,
        });
        await repository.insertHistory(tx, [
          historyEntry(
            documentId,
            user.userId,
            'contactChanged',
            fullName(found.document.contactFirstName, found.document.contactLastName),
            fullName(contact.firstName, contact.lastName),
          ),
        ]);
      });
      return service.detail(caller, documentId, body.BrandPartnerId, lang);
    },

    /** `GET /document/{documentId}/contact`: the three blocks; a block is null when its flag is off. */
    async contact(caller: Caller, documentId: string): Promise<DocumentContactReply> {
      const { document } = await readable(caller, documentId, 'readContact');
      return contactReplyOf(document);
    },

    /**
     * `POST /document/{documentId}/contact`: the contact block into the contact columns, the delivery and receipt
     * blocks as given (null when unticked); every §5 rule was checked by the body schema (400 naming the field), the
     * countries here.
     */
    async saveContact(caller: Caller, documentId: string, body: DocumentContactBody): Promise<DocumentContactReply> {
      await write(caller, documentId, body.BrandPartnerId, async (tx, found, user) => {
        const delivery = body.DeliveryAddress ? (body.DeliveryData ?? null) : null;
        const receipt = body.ReceiptAddress ? (body.ReceiptData ?? null) : null;
        await checkCountry(tx, body.ContactData.CountryId, 'ContactData.CountryId');
        if (delivery) {
          await checkCountry(tx, delivery.CountryId, 'DeliveryData.CountryId');
        }
        if (receipt) {
          await checkCountry(tx, receipt.CountryId, 'ReceiptData.CountryId');
        }
        await repository.updateDocument(tx, documentId, {
          ...contactFormColumns(body.ContactData),
          deliveryData: delivery,
          receiptData: receipt,
        });
        const flags = [delivery ? 'DeliveryAddress' : '', receipt ? 'ReceiptAddress' : ''].filter(Boolean).join(', ');
        await repository.insertHistory(tx, [
          historyEntry(
            documentId,
            user.userId,
            'contactDataChanged',
            fullName(body.ContactData.FirstName, body.ContactData.LastName),
            flags,
          ),
        ]);
        return found;
      });
      return service.contact(caller, documentId);
    },

    /** `GET /document/{id}/history`: the document's entries and its configurations', newest first. */
    async history(caller: Caller, documentId: string, lang: Language): Promise<DocumentHistoryEntry[]> {
      const found = await readable(caller, documentId, 'readHistory');
      const rows = await repository.listHistory(documentId);
      // Texts and values as a person reads them: names for ids, the language's names for codes, numbers formatted.
      const lookups = await repository.historyLookups(historyIds(rows), lang);
      // A new or superseded revision's entry names the two revisions to compare (their numbers are stored).
      const revisionIds = rows.some((row) => REVISION_HISTORY_TYPES.has(row.type))
        ? new Map(
            (await repository.listRevisionNumbers(revisionRootOf(found.document))).map((row) => [row.number, row.id]),
          )
        : new Map<string, string>();
      const compared = (from: string | undefined, to: string | undefined) =>
        from && to && from !== to ? { From: from, To: to } : null;
      const compareOf = (row: (typeof rows)[number]) => {
        if (row.type === 'revisionCreated') {
          return compared(revisionIds.get(row.text), revisionIds.get(row.value));
        }
        if (row.type === 'superseded') {
          return compared(row.documentId, revisionIds.get(row.text));
        }
        return null;
      };
      return rows.map((row) => ({
        SalesDocumentId: row.documentId,
        ConfigurationId: row.configurationId,
        DateTime: row.createdAt.toISOString(),
        Text: readableHistoryValue(row.text, lookups),
        Type: historyTypeName(row.type, lang),
        TypeKey: row.type,
        User: row.userFirstName === null ? '' : fullName(row.userFirstName, row.userLastName ?? ''),
        Value: readableHistoryEntryValue(row.text, row.value, lookups),
        CompareRevisions: compareOf(row),
      }));
    },
  };
  return service;
};
const contactReplyOf = (document: Locked['document']): DocumentContactReply => ({
  ContactData: {
    Addressing: document.contactAddressing,
    FirstName: document.contactFirstName,
    LastName: document.contactLastName,
    Email: document.contactEmail,
    Telephone: document.contactTelephone,
    Address: document.contactAddress,
    City: document.contactCity,
    Zip: document.contactZip,
    CountryId: document.contactCountryId,
    CompanyName: document.contactCompanyName,
    CompanyRegistration: document.contactCompanyRegistration,
    CompanyVAT: document.contactCompanyVat,
  },
  DeliveryAddress: document.deliveryData !== null,
  DeliveryData: document.deliveryData,
  ReceiptAddress: document.receiptData !== null,
  ReceiptData: document.receiptData,
});

/** The document workspace service. */
export type DocumentService = ReturnType<typeof createDocumentService>;
