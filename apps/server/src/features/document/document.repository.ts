import type { Language } from '@door/contract';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '#server/db/client';
import {
  catalogueVersionModels,
  configurations,
  contacts,
  countries,
  documentHistory,
  documentStatuses,
  documentTypes,
  partners,
  projectStatuses,
  projects,
  salesDocumentConfigurations,
  salesDocuments,
  userBrandPartners,
  users,
} from '#server/db/schema';
import { accessOwnerPartner, documentRowWithAccess, joinDocumentAccess } from '#server/policies/document-access-query';
import { documentNumberOf, listOfferRevisions } from '#server/services/document-revisions';
import { fixedHistoryCodes, type HistoryLookups } from './history-values';

const recipientPartner = alias(partners, 'recipient_partner');
const salesman = alias(users, 'salesman');
const recipientSalesman = alias(users, 'recipient_salesman');
const initialDocument = alias(salesDocuments, 'initial_document');
const supersedingDocument = alias(salesDocuments, 'superseding_document');
const rowStatus = alias(documentStatuses, 'row_status');

const personName = (id: AnyPgColumn, firstName: AnyPgColumn, lastName: AnyPgColumn) =>
  sql<string | null>`case when ${id} is null then null else trim(${firstName} || ' ' || ${lastName}) end`;
// The literal text 'null' inside partner names is stripped (§3).
const partnerName = (name: AnyPgColumn) => sql<string | null>`trim(replace(${name}, 'null', ''))`;
const configurationError = sql<boolean>`exists (select 1 from ${salesDocumentConfigurations} join ${documentStatuses} as cs on cs.id = ${salesDocumentConfigurations.statusId} where ${salesDocumentConfigurations.documentId} = ${salesDocuments.id} and cs.is_error)`;

/** Drizzle queries of the document workspace (detail, contact data, history). */
export const createDocumentRepository = (db: Db) => {
  const lang = sql.placeholder('lang');
  // The document with every detail field and the fields its access is decided by: one statement, prepared once per
  // connection (nine joins planned once).
  const prepareDetail = () =>
    joinDocumentAccess(
      db
        .select({
          id: salesDocuments.id,
          brandPartnerId: salesDocuments.brandPartnerId,
          ownerPartnerId: salesDocuments.ownerPartnerId,
          ownerParentPartnerId: accessOwnerPartner.parentPartnerId,
          recipientPartnerId: salesDocuments.recipientPartnerId,
          isError: sql<boolean>`coalesce(${documentStatuses.isError}, false)`,
          configurationError,
          year: salesDocuments.year,
          number: salesDocuments.number,
          revision: salesDocuments.revision,
          revisionRootId: salesDocuments.revisionRootId,
          supersededById: salesDocuments.supersededByDocumentId,
          supersededByRevision: supersedingDocument.revision,
          projectId: projects.id,
          projectStatusId: projects.statusId,
          projectNumber: projects.number,
          projectStatus: sql<string>`${projectStatuses.names} ->> ${lang}`,
          updatedAt: salesDocuments.updatedAt,
          partnerName: partnerName(accessOwnerPartner.name),
          recipientPartnerName: partnerName(recipientPartner.name),
          contactFirstName: salesDocuments.contactFirstName,
          contactLastName: salesDocuments.contactLastName,
          contactEmail: salesDocuments.contactEmail,
          contactTelephone: salesDocuments.contactTelephone,
          companyName: salesDocuments.contactCompanyName,
          commission: salesDocuments.commission,
          customerNumber: salesDocuments.customerNumber,
          comment: salesDocuments.comment,
          totalCents: salesDocuments.totalCents,
          totalPriceCents: salesDocuments.totalPriceCents,
          totalTaxCents: salesDocuments.totalTaxCents,
          typeName: sql<string>`${documentTypes.names} ->> ${lang}`,
          typeId: salesDocuments.typeId,
          statusName: sql<string>`${documentStatuses.names} ->> ${lang}`,
          statusId: salesDocuments.statusId,
          salesman: personName(salesman.id, salesman.firstName, salesman.lastName),
          recipientSalesman: personName(recipientSalesman.id, recipientSalesman.firstName, recipientSalesman.lastName),
          initialDocumentId: salesDocuments.initialDocumentId,
          initialYear: initialDocument.year,
          initialNumber: initialDocument.number,
          initialRevision: initialDocument.revision,
          currency: salesDocuments.currency,
          supplierOrderNumber: salesDocuments.supplierOrderNumber,
        })
        .from(salesDocuments)
        .$dynamic(),
    )
      .innerJoin(projectStatuses, eq(projectStatuses.id, projects.statusId))
      .innerJoin(documentTypes, eq(documentTypes.id, salesDocuments.typeId))
      .innerJoin(documentStatuses, eq(documentStatuses.id, salesDocuments.statusId))
      .leftJoin(recipientPartner, eq(recipientPartner.id, salesDocuments.recipientPartnerId))
      .leftJoin(salesman, eq(salesman.id, salesDocuments.salesmanUserId))
      .leftJoin(recipientSalesman, eq(recipientSalesman.id, salesDocuments.recipientSalesmanUserId))
      .leftJoin(initialDocument, eq(initialDocument.id, salesDocuments.initialDocumentId))
      .leftJoin(supersedingDocument, eq(supersedingDocument.id, salesDocuments.supersededByDocumentId))
      .where(eq(salesDocuments.id, sql.placeholder('id')))
      .prepare('document_detail');

  // The document's configurations in position order, with their model and status: one statement.
  const prepareRows = () =>
    db
      .select({
        id: salesDocumentConfigurations.id,
        configurationId: salesDocumentConfigurations.configurationId,
        position: salesDocumentConfigurations.position,
        quantity: salesDocumentConfigurations.quantity,
        totalPriceCents: salesDocumentConfigurations.totalPriceCents,
        withAdditionalCostCents: salesDocumentConfigurations.withAdditionalCostCents,
        statusId: salesDocumentConfigurations.statusId,
        statusName: sql<string | null>`${rowStatus.names} ->> ${lang}`,
        configurationUpdatedAt: configurations.updatedAt,
        modelId: configurations.modelId,
        // The model as the configuration's catalogue version has it (its name is the same in every language).
        modelActive: sql<boolean>`coalesce((${catalogueVersionModels.model}::jsonb ->> 'isActive')::boolean, true)`,
        name: sql<string>`${catalogueVersionModels.model}::jsonb ->> 'name'`,
        brandName: sql<string>`coalesce(nullif(${catalogueVersionModels.model}::jsonb ->> 'brandName', ''), ${catalogueVersionModels.model}::jsonb ->> 'name')`,
        deliveryDate: salesDocumentConfigurations.deliveryDate,
        customerPosition: salesDocumentConfigurations.customerPosition,
      })
      .from(salesDocumentConfigurations)
      .innerJoin(configurations, eq(configurations.id, salesDocumentConfigurations.configurationId))
      .innerJoin(
        catalogueVersionModels,
        and(
          eq(catalogueVersionModels.versionId, configurations.catalogueVersionId),
          eq(catalogueVersionModels.modelId, configurations.modelId),
        ),
      )
      .leftJoin(rowStatus, eq(rowStatus.id, salesDocumentConfigurations.statusId))
      .where(eq(salesDocumentConfigurations.documentId, sql.placeholder('id')))
      .orderBy(asc(salesDocumentConfigurations.position))
      .prepare('document_detail_rows');

  let detailStatement: ReturnType<typeof prepareDetail> | undefined;
  let rowsStatement: ReturnType<typeof prepareRows> | undefined;

  return {
    /** Runs work in one transaction. */
    transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => db.transaction(work),

    /** The document's detail fields in a language; null when unknown. */
    async findDetail(documentId: string, language: string) {
      detailStatement ??= prepareDetail();
      const [row] = await detailStatement.execute({ id: documentId, lang: language });
      return row ?? null;
    },

    /** The document's configurations in position order. */
    async listConfigurations(documentId: string, language: string) {
      rowsStatement ??= prepareRows();
      return rowsStatement.execute({ id: documentId, lang: language });
    },

    /**
     * The document with its project status and owner's parent partner, locked for a write (the row lock of the
     * document and its project, so two writes to one document run one after the other); null when unknown.
     */
    async lockDocument(tx: DbOrTx, documentId: string) {
      const [row] = await joinDocumentAccess(tx.select(documentRowWithAccess).from(salesDocuments).$dynamic())
        .where(eq(salesDocuments.id, documentId))
        .for('update', { of: [salesDocuments, projects] });
      return row ?? null;
    },

    /** The document with its project status and owner's parent partner, unlocked; null when unknown. */
    async findDocument(documentId: string) {
      const [row] = await joinDocumentAccess(db.select(documentRowWithAccess).from(salesDocuments).$dynamic()).where(
        eq(salesDocuments.id, documentId),
      );
      return row ?? null;
    },

    /** Writes document columns and moves its last-change time. */
    async updateDocument(tx: DbOrTx, documentId: string, values: Partial<typeof salesDocuments.$inferInsert>) {
      await tx
        .update(salesDocuments)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(salesDocuments.id, documentId));
    },

    /** Appends history entries. */
    async insertHistory(tx: DbOrTx, entries: (typeof documentHistory.$inferInsert)[]) {
      if (entries.length > 0) {
        await tx.insert(documentHistory).values(entries);
      }
    },

    /**
     * An active contact with its linked active staff user, whether that user may act for the brand partner, and
     * whether the contact is one of `GET /brand/{id}/contacts` for the partner: a customer contact of the brand
     * partner, or a contact of a partner in the partner's chain (its parents up to the top and its direct children).
     */
    async findContact(tx: DbOrTx, contactId: string, brandPartnerId: string, partnerId: string) {
      const [row] = await tx
        .select({
          contact: contacts,
          activeUserId: users.id,
          userHasAccess: sql<boolean>`exists (select 1 from ${userBrandPartners} where ${userBrandPartners.userId} = ${users.id} and ${userBrandPartners.brandPartnerId} = ${brandPartnerId})`,
          inChain: sql<boolean>`${contacts.partnerId} in (
            with recursive chain(id, depth) as (
              select ${partners.parentPartnerId}, 1 from ${partners} where ${partners.id} = ${partnerId}
              union all
              select p.parent_partner_id, chain.depth + 1 from chain join ${partners} p on p.id = chain.id
              where chain.depth < 20
            )
            select id from chain where id is not null and id <> ${partnerId}
            union all
            select ${partners.id} from ${partners} where ${partners.parentPartnerId} = ${partnerId}
          )`,
        })
        .from(contacts)
        .leftJoin(users, and(eq(users.id, contacts.userId), eq(users.isActive, true), isNotNull(users.role)))
        .where(and(eq(contacts.id, contactId), eq(contacts.isActive, true)));
      return row ?? null;
    },

    /** Whether a country exists. */
    async countryExists(tx: DbOrTx, countryId: string): Promise<boolean> {
      const [row] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
      return row !== undefined;
    },

    /** The document's history and that of its configurations, newest first. */
    async listHistory(documentId: string) {
      return db
        .select({
          documentId: documentHistory.documentId,
          configurationId: documentHistory.configurationId,
          createdAt: documentHistory.createdAt,
          text: documentHistory.text,
          type: documentHistory.type,
          value: documentHistory.value,
          userFirstName: users.firstName,
          userLastName: users.lastName,
        })
        .from(documentHistory)
        .leftJoin(users, eq(users.id, documentHistory.userId))
        .where(eq(documentHistory.documentId, documentId))
        .orderBy(desc(documentHistory.createdAt), desc(documentHistory.id));
    },

    /** The revisions of an offer (its first revision's id), oldest first: id and number as shown. */
    async listRevisionNumbers(rootId: string) {
      return (await listOfferRevisions(db, rootId)).map((row) => ({ id: row.id, number: documentNumberOf(row) }));
    },

    /** What a history's ids and codes stand for: names of users and partners, numbers of documents, code names. */
    async historyLookups(ids: string[], lang: Language): Promise<HistoryLookups> {
      const named = ids.length
        ? await Promise.all([
            db
              .select({ id: users.id, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
              .from(users)
              .where(inArray(users.id, ids)),
            db.select({ id: partners.id, name: partners.name }).from(partners).where(inArray(partners.id, ids)),
            db
              .select({
                id: salesDocuments.id,
                year: salesDocuments.year,
                number: salesDocuments.number,
                revision: salesDocuments.revision,
              })
              .from(salesDocuments)
              .where(inArray(salesDocuments.id, ids)),
          ])
        : [[], [], []];
      const [people, partnerRows, documents] = named;
      const references = await Promise.all(
        [documentTypes, documentStatuses, projectStatuses].map((table) =>
          db.select({ code: table.code, names: table.names }).from(table),
        ),
      );
      return {
        language: lang,
        names: new Map([
          ...people.map((row): [string, string] => [row.id, row.name]),
          ...partnerRows.map((row): [string, string] => [row.id, row.name]),
          ...documents.map((row): [string, string] => [row.id, documentNumberOf(row)]),
        ]),
        codes: new Map([
          ...references.flat().map((row): [string, string] => [row.code, row.names[lang]]),
          ...fixedHistoryCodes(lang),
        ]),
      };
    },
  };
};
/** Drizzle queries of the document workspace. */
export type DocumentRepository = ReturnType<typeof createDocumentRepository>;
