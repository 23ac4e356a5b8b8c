import {
  DOCUMENT_LIST_COLUMNS,
  DOCUMENT_LIST_TOTAL_CAP,
  DOCUMENT_STATUS_IDS,
  type DocumentListColumn,
  type Language,
  PROJECT_STATUS_IDS,
} from '@door/contract';
import { and, asc, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  brandPartners,
  documentStatuses,
  documentTypes,
  partners,
  projectStatuses,
  projects,
  salesDocumentConfigurations,
  salesDocuments,
  users,
} from '../../db/schema';

/** Which documents a list shows: the caller, the view, archived or not, limited or not, and the brand partner. */
export type DocumentListScope = {
  brandPartnerId: string;
  partnerId: string;
  userId: string;
  view: 'my' | 'all';
  includeArchived: boolean;
  limited: boolean;
  lang: Language;
};

/** Filter, sort and page of a list query. */
export type DocumentListWindow = {
  filters: Partial<Record<DocumentListColumn, string>>;
  project: number | undefined;
  sort: DocumentListColumn;
  order: 'asc' | 'desc';
  /** Rows to skip and take; null for every row. */
  page: { offset: number; limit: number } | null;
};

/** DOMAIN "Who sees what": without 'show all' only documents of active projects changed in the last 180 days. */
export const LIMITED_LIST_DAYS = 180;

const ownerPartner = alias(partners, 'owner_partner');
const recipientPartner = alias(partners, 'recipient_partner');
const salesman = alias(users, 'salesman');
const recipientSalesman = alias(users, 'recipient_salesman');
const initialDocument = alias(salesDocuments, 'initial_document');

const personName = (id: AnyPgColumn, firstName: AnyPgColumn, lastName: AnyPgColumn) =>
  sql<string | null>`case when ${id} is null then null else trim(${firstName} || ' ' || ${lastName}) end`;
const salesmanName = personName(salesman.id, salesman.firstName, salesman.lastName);
const recipientSalesmanName = personName(recipientSalesman.id, recipientSalesman.firstName, recipientSalesman.lastName);
// The literal text 'null' inside partner names is stripped (§3).
const partnerName = (name: AnyPgColumn) => sql<string | null>`trim(replace(${name}, 'null', ''))`;
const ownerPartnerName = partnerName(ownerPartner.name);
const recipientPartnerName = partnerName(recipientPartner.name);
const numberOf = (year: AnyPgColumn, number: AnyPgColumn) =>
  sql<string>`${year}::text || '-' || lpad(${number}::text, 5, '0')`;
const documentNumber = numberOf(salesDocuments.year, salesDocuments.number);

// Stored on the document and kept by a trigger on its configurations (migration 0007), so sorting and filtering by
// price reads one column instead of summing every document's configurations.
const totalCents = sql<number>`${salesDocuments.totalCents}`;
const configurationError = sql`exists (select 1 from ${salesDocumentConfigurations} join ${documentStatuses} as cs on cs.id = ${salesDocumentConfigurations.statusId} where ${salesDocumentConfigurations.documentId} = ${salesDocuments.id} and cs.is_error)`;

const columnExpressions = (lang: Language): Record<DocumentListColumn, SQL> => ({
  ProjectNumber: sql`${salesDocuments.projectNumber}`,
  ProjectStatus: sql`${projectStatuses.names} ->> ${lang}`,
  DocumentNumber: documentNumber,
  DocumentLastChanged: sql`${salesDocuments.updatedAt}`,
  PartnerName: ownerPartnerName,
  Salesman: salesmanName,
  CompanyName: sql`${salesDocuments.contactCompanyName}`,
  ContactName: sql`trim(${salesDocuments.contactFirstName} || ' ' || ${salesDocuments.contactLastName})`,
  SalesmanRecipient: recipientSalesmanName,
  RecipientPartnerName: recipientPartnerName,
  Commission: sql`${salesDocuments.commission}`,
  CustomerNumber: sql`${salesDocuments.customerNumber}`,
  InitialSalesDocumentNumber: sql`case when ${initialDocument.id} is null then null else ${numberOf(initialDocument.year, initialDocument.number)} end`,
  TotalPriceWithTax: totalCents,
  DocumentTypeName: sql`${documentTypes.names} ->> ${lang}`,
  DocumentStatusName: sql`${documentStatuses.names} ->> ${lang}`,
});

// The text a filter matches: what the table shows (dates as YYYY-MM-DD, prices in major units).
const filterText = (column: DocumentListColumn, expression: SQL): SQL => {
  if (column === 'TotalPriceWithTax') {
    return sql`to_char(${expression} / 100.0, 'FM999999999990.00')`;
  }
  if (column === 'DocumentLastChanged') {
    return sql`to_char(${salesDocuments.updatedAt} at time zone 'UTC', 'YYYY-MM-DD HH24:MI')`;
  }
  return sql`coalesce((${expression})::text, '')`;
};

// Empty values sort as the smallest. The change time is never null: without a NULLS clause the newest-first index
// serves the default order.
const sortTerm = (expression: SQL, window: DocumentListWindow): SQL =>
  window.sort === 'DocumentLastChanged'
    ? sql`${expression} ${sql.raw(window.order)}`
    : window.order === 'asc'
      ? sql`${expression} asc nulls first`
      : sql`${expression} desc nulls last`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

const scopeCondition = (scope: DocumentListScope): SQL => {
  // Tenant first: the brand partner and the caller's partner (or its child partners) own the document.
  // The caller's partner and its direct children, as a subquery, so no join is needed to test it.
  // `= any(array(…))` keeps it a filter, so the newest-first index scan of the default page stays usable.
  const ownPartners = sql`${salesDocuments.ownerPartnerId} = any(array(select ${partners.id} from ${partners} where ${partners.id} = ${scope.partnerId} or ${partners.parentPartnerId} = ${scope.partnerId}))`;
  const tenant = or(ownPartners, eq(salesDocuments.recipientPartnerId, scope.partnerId)) as SQL;
  const conditions: SQL[] = [eq(salesDocuments.brandPartnerId, scope.brandPartnerId)];
  if (scope.view === 'my') {
    conditions.push(
      tenant,
      or(
        eq(salesDocuments.salesmanUserId, scope.userId),
        eq(salesDocuments.recipientSalesmanUserId, scope.userId),
      ) as SQL,
    );
  } else {
    conditions.push(ownPartners);
  }
  if (!scope.includeArchived) {
    conditions.push(ne(salesDocuments.statusId, DOCUMENT_STATUS_IDS.archived));
  }
  if (scope.limited) {
    conditions.push(
      eq(projects.statusId, PROJECT_STATUS_IDS.active),
      sql`${salesDocuments.updatedAt} > now() - make_interval(days => ${LIMITED_LIST_DAYS})`,
    );
  }
  return and(...conditions) as SQL;
};

/** Drizzle queries of the document lists. */
export const createDocumentsRepository = (db: Db) => {
  const withJoins = <Q extends PgSelect>(query: Q) =>
    query
      // Left joins on primary keys (every one of them matches, the columns are not null): PostgreSQL drops the joins
      // a query does not use, so the page-of-ids and count queries read little more than sales_documents.
      .leftJoin(projects, eq(projects.id, salesDocuments.projectId))
      .leftJoin(projectStatuses, eq(projectStatuses.id, projects.statusId))
      .leftJoin(documentTypes, eq(documentTypes.id, salesDocuments.typeId))
      .leftJoin(documentStatuses, eq(documentStatuses.id, salesDocuments.statusId))
      .leftJoin(ownerPartner, eq(ownerPartner.id, salesDocuments.ownerPartnerId))
      .leftJoin(recipientPartner, eq(recipientPartner.id, salesDocuments.recipientPartnerId))
      .leftJoin(salesman, eq(salesman.id, salesDocuments.salesmanUserId))
      .leftJoin(recipientSalesman, eq(recipientSalesman.id, salesDocuments.recipientSalesmanUserId))
      .leftJoin(initialDocument, eq(initialDocument.id, salesDocuments.initialDocumentId));

  const whereOf = (scope: DocumentListScope, window: DocumentListWindow): SQL => {
    const columns = columnExpressions(scope.lang);
    const conditions: SQL[] = [scopeCondition(scope)];
    for (const column of DOCUMENT_LIST_COLUMNS) {
      const text = window.filters[column]?.trim();
      if (text) {
        conditions.push(sql`${filterText(column, columns[column])} ilike ${`%${escapeLike(text)}%`}`);
      }
    }
    if (window.project !== undefined) {
      conditions.push(eq(salesDocuments.projectNumber, window.project));
    }
    return and(...conditions) as SQL;
  };

  // Fewer matches than the count cap (a selective filter): read them all through the filter's index and sort them.
  // Walking a sort index instead may read most of the list when the matches sit at its far end (data correlated with
  // the sort); the LIMIT inside keeps PostgreSQL from merging the two steps back into that walk.
  const fewMatchesPage = async (
    where: SQL,
    sortExpression: SQL,
    window: DocumentListWindow,
    page: { offset: number; limit: number },
  ) => {
    const matching = withJoins(
      db
        .select({ id: salesDocuments.id, sortKey: sql`${sortExpression}`.as('sort_key') })
        .from(salesDocuments)
        .$dynamic(),
    )
      .where(where)
      .limit(DOCUMENT_LIST_TOTAL_CAP)
      .as('matching');
    return db
      .select({ id: matching.id })
      .from(matching)
      .orderBy(
        sortTerm(sql`${matching.sortKey}`, window),
        window.order === 'asc' ? asc(matching.id) : desc(matching.id),
      )
      .limit(page.limit)
      .offset(page.offset);
  };

  // The fields of a list row; `lang` is a value or a prepared statement's placeholder.
  const rowFields = (lang: unknown) => ({
    id: salesDocuments.id,
    isError: sql<boolean>`coalesce(${documentStatuses.isError}, false)`,
    configurationError: sql<boolean>`${configurationError}`,
    documentNumber,
    projectId: sql<string>`${projects.id}`,
    projectStatusId: sql<string>`${projects.statusId}`,
    projectNumber: sql<number>`${projects.number}`.mapWith(Number),
    projectStatus: sql<string>`${projectStatuses.names} ->> ${lang}`,
    updatedAt: salesDocuments.updatedAt,
    partnerName: ownerPartnerName,
    recipientPartnerName,
    contactFirstName: salesDocuments.contactFirstName,
    contactLastName: salesDocuments.contactLastName,
    companyName: salesDocuments.contactCompanyName,
    commission: salesDocuments.commission,
    customerNumber: salesDocuments.customerNumber,
    totalCents: totalCents.mapWith(Number),
    typeName: sql<string>`${documentTypes.names} ->> ${lang}`,
    typeId: salesDocuments.typeId,
    statusName: sql<string>`${documentStatuses.names} ->> ${lang}`,
    statusId: salesDocuments.statusId,
    salesman: salesmanName,
    recipientSalesman: recipientSalesmanName,
    initialDocumentId: salesDocuments.initialDocumentId,
    initialYear: initialDocument.year,
    initialNumber: initialDocument.number,
    currency: salesDocuments.currency,
  });
  const rowsSelect = (lang: unknown) => withJoins(db.select(rowFields(lang)).from(salesDocuments).$dynamic());
  // A page's rows by id, prepared once: the nine joins are planned once per connection instead of on every request.
  const preparePageRows = () =>
    rowsSelect(sql.placeholder('lang'))
      .where(sql`${salesDocuments.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('document_list_page_rows');
  let pageRowsStatement: ReturnType<typeof preparePageRows> | undefined;

  return {
    /** The brand partner's partner and licences; null when unknown. */
    async findBrandPartner(brandPartnerId: string) {
      const [row] = await db
        .select({
          id: brandPartners.id,
          partnerId: brandPartners.partnerId,
          currency: brandPartners.currency,
          EnabledApplication: brandPartners.enabledApplication,
          EnabledEdifactExport: brandPartners.enabledEdifactExport,
          EnabledEdifactImport: brandPartners.enabledEdifactImport,
        })
        .from(brandPartners)
        .where(eq(brandPartners.id, brandPartnerId));
      return row ?? null;
    },

    /**
     * The rows of a list, the tenant condition, filters, sort and page inside the SQL. A page is read in two steps:
     * the page's ids (only the joins its filter and sort need), then those rows' fields and subqueries.
     */
    async listRows(scope: DocumentListScope, window: DocumentListWindow, fewMatches = false) {
      const sortExpression = columnExpressions(scope.lang)[window.sort];
      const order = [
        sortTerm(sortExpression, window),
        window.order === 'asc' ? asc(salesDocuments.id) : desc(salesDocuments.id),
      ];
      const where = whereOf(scope, window);
      const rowsWhere = (condition: SQL) =>
        rowsSelect(scope.lang)
          .where(condition)
          .orderBy(...order);
      if (window.page === null) {
        return rowsWhere(where);
      }
      const page = fewMatches
        ? await fewMatchesPage(where, sortExpression, window, window.page)
        : await withJoins(db.select({ id: salesDocuments.id }).from(salesDocuments).$dynamic())
            .where(where)
            .orderBy(...order)
            .limit(window.page.limit)
            .offset(window.page.offset);
      if (page.length === 0) {
        return [];
      }
      pageRowsStatement ??= preparePageRows();
      const rows = await pageRowsStatement.execute({ ids: page.map((row) => row.id), lang: scope.lang });
      // Back in the page's order.
      const position = new Map(page.map((row, index) => [row.id, index]));
      return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
    },

    /**
     * How many documents the list holds with its filters, counted up to DOCUMENT_LIST_TOTAL_CAP: past it the count
     * would read every matching row on each page request (docs/decisions.md).
     */
    async countRows(scope: DocumentListScope, window: DocumentListWindow): Promise<number> {
      const matching = withJoins(
        db
          .select({ one: sql`1`.as('one') })
          .from(salesDocuments)
          .$dynamic(),
      )
        .where(whereOf(scope, window))
        .limit(DOCUMENT_LIST_TOTAL_CAP)
        .as('matching');
      const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(matching);
      return row?.count ?? 0;
    },
  };
};
/** Drizzle queries of the document lists. */
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
