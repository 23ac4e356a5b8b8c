import {
  DOCUMENT_LIST_COLUMNS,
  DOCUMENT_LIST_TOTAL_CAP,
  DOCUMENT_STATUS_IDS,
  type DocumentListColumn,
  type Language,
  PROJECT_STATUS_IDS,
} from '@door/contract';
import { and, asc, desc, eq, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import { executeRows } from '#server/db/execute-rows';
import {
  brandPartners,
  documentSearchValues,
  documentStatuses,
  documentTypes,
  partners,
  projectStatuses,
  projects,
  salesDocumentConfigurations,
  salesDocuments,
  users,
} from '#server/db/schema';

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

/**
 * Up to how many matches a filtered page reads them all through the filter's index and sorts them; past it the
 * matches are dense enough that walking the sort's index soon fills a page.
 */
export const FEW_MATCHES_MAX = 10_000;

/** DOMAIN "Who sees what": without 'show all' only documents of active projects changed in the last 180 days. */
export const LIMITED_LIST_DAYS = 180;

const ownerPartner = alias(partners, 'owner_partner');
const recipientPartner = alias(partners, 'recipient_partner');
const salesman = alias(users, 'salesman');
const recipientSalesman = alias(users, 'recipient_salesman');
const initialDocument = alias(salesDocuments, 'initial_document');
// The number of the revision that superseded a document (a later revision, so always with its suffix). Spelt out: the
// subquery's own table would otherwise take the outer column's name as its own.
const supersedingNumber = sql<string | null>`(select s.year::text || '-' || lpad(s.number::text, 5, '0') || '-' ||
  lpad(s.revision::text, 2, '0') from sales_documents s where s.id = ${sql.raw('"sales_documents"."superseded_by_document_id"')})`;

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
// The number as the lists show it: a later revision of an offer with its suffix (`2026-00012-02`); sorting and
// filtering stay on the plain number, so revisions of one offer sit together.
const shownDocumentNumber = sql<string>`${documentNumber} || case when ${salesDocuments.revision} > 1 then '-' || lpad(${salesDocuments.revision}::text, 2, '0') else '' end`;

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

// The filters with a lower-cased copy on the document (and a trigram index on it): LIKE against the copy gives what
// ILIKE against the column gives, without lower-casing every row it checks.
const SEARCH_COPIES: Partial<Record<DocumentListColumn, AnyPgColumn>> = {
  CompanyName: salesDocuments.searchCompany,
  ContactName: salesDocuments.searchContact,
  Commission: salesDocuments.searchCommission,
};

/** The filters whose matching names document_search_values holds (names the documents repeat). */
export const NAME_FILTERS = { CompanyName: 'company', ContactName: 'contact' } as const;
/** A filter that may read its matches through the names it matches. */
export type NameFilter = keyof typeof NAME_FILTERS;

const isNameFilter = (column: DocumentListColumn): column is NameFilter => column in NAME_FILTERS;

// The sorts by the name of a row the document refers to: the referenced rows' keys and names (as the list shows them),
// and the document's column that refers to them, never null (an index on brand partner, that column and id each).
const REFERENCE_SORTS = {
  DocumentTypeName: {
    references: (lang: Language) =>
      sql`select ${documentTypes.id} as "key", ${documentTypes.names} ->> ${lang} as "name" from ${documentTypes}`,
    column: salesDocuments.typeId,
  },
  DocumentStatusName: {
    references: (lang: Language) =>
      sql`select ${documentStatuses.id} as "key", ${documentStatuses.names} ->> ${lang} as "name" from ${documentStatuses}`,
    column: salesDocuments.statusId,
  },
  PartnerName: {
    references: () => sql`select ${partners.id} as "key", ${partnerName(partners.name)} as "name" from ${partners}`,
    column: salesDocuments.ownerPartnerId,
  },
} as const;
type ReferenceSort = keyof typeof REFERENCE_SORTS;
const isReferenceSort = (column: DocumentListColumn): column is ReferenceSort => column in REFERENCE_SORTS;

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

// The joins a list column needs in the page-of-ids and count queries (the rows query joins them all).
type ListJoin =
  | 'projects'
  | 'projectStatuses'
  | 'documentTypes'
  | 'documentStatuses'
  | 'ownerPartner'
  | 'recipientPartner'
  | 'salesman'
  | 'recipientSalesman'
  | 'initialDocument';
const COLUMN_JOINS: Partial<Record<DocumentListColumn, ListJoin[]>> = {
  ProjectStatus: ['projects', 'projectStatuses'],
  PartnerName: ['ownerPartner'],
  Salesman: ['salesman'],
  SalesmanRecipient: ['recipientSalesman'],
  RecipientPartnerName: ['recipientPartner'],
  InitialSalesDocumentNumber: ['initialDocument'],
  DocumentTypeName: ['documentTypes'],
  DocumentStatusName: ['documentStatuses'],
};
const ALL_JOINS: ReadonlySet<ListJoin> = new Set<ListJoin>([
  'projects',
  'projectStatuses',
  'documentTypes',
  'documentStatuses',
  'ownerPartner',
  'recipientPartner',
  'salesman',
  'recipientSalesman',
  'initialDocument',
]);

/** The joins the filters, the sort and the scope of a list query need; the rest is not joined nor planned. */
const joinsOf = (scope: DocumentListScope, window: DocumentListWindow): ReadonlySet<ListJoin> => {
  const needed = new Set<ListJoin>(COLUMN_JOINS[window.sort] ?? []);
  for (const column of DOCUMENT_LIST_COLUMNS) {
    if (window.filters[column]?.trim()) {
      for (const join of COLUMN_JOINS[column] ?? []) {
        needed.add(join);
      }
    }
  }
  if (scope.limited) {
    needed.add('projects');
  }
  return needed;
};

/** Drizzle queries of the document lists. */
export const createDocumentsRepository = (db: Db) => {
  const withJoins = <Q extends PgSelect>(query: Q, joins: ReadonlySet<ListJoin> = ALL_JOINS): Q => {
    // Left joins on primary keys (every one of them matches, the columns are not null), and only those a query
    // uses: each join, even one PostgreSQL removes, costs planning time on every request.
    let joined: PgSelect = query;
    if (joins.has('projects')) {
      joined = joined.leftJoin(projects, eq(projects.id, salesDocuments.projectId));
    }
    if (joins.has('projectStatuses')) {
      joined = joined.leftJoin(projectStatuses, eq(projectStatuses.id, projects.statusId));
    }
    if (joins.has('documentTypes')) {
      joined = joined.leftJoin(documentTypes, eq(documentTypes.id, salesDocuments.typeId));
    }
    if (joins.has('documentStatuses')) {
      joined = joined.leftJoin(documentStatuses, eq(documentStatuses.id, salesDocuments.statusId));
    }
    if (joins.has('ownerPartner')) {
      joined = joined.leftJoin(ownerPartner, eq(ownerPartner.id, salesDocuments.ownerPartnerId));
    }
    if (joins.has('recipientPartner')) {
      joined = joined.leftJoin(recipientPartner, eq(recipientPartner.id, salesDocuments.recipientPartnerId));
    }
    if (joins.has('salesman')) {
      joined = joined.leftJoin(salesman, eq(salesman.id, salesDocuments.salesmanUserId));
    }
    if (joins.has('recipientSalesman')) {
      joined = joined.leftJoin(recipientSalesman, eq(recipientSalesman.id, salesDocuments.recipientSalesmanUserId));
    }
    if (joins.has('initialDocument')) {
      joined = joined.leftJoin(initialDocument, eq(initialDocument.id, salesDocuments.initialDocumentId));
    }
    return joined as Q;
  };

  const matchingNames = (brandPartnerId: string, filter: NameFilter, pattern: string) =>
    db
      .select({ value: documentSearchValues.value })
      .from(documentSearchValues)
      .where(
        and(
          eq(documentSearchValues.brandPartnerId, brandPartnerId),
          eq(documentSearchValues.kind, NAME_FILTERS[filter]),
          sql`${documentSearchValues.value} like lower(${pattern})`,
        ),
      );

  const filterCondition = (
    scope: DocumentListScope,
    column: DocumentListColumn,
    text: string,
    byNames: ReadonlySet<NameFilter>,
  ): SQL => {
    const pattern = `%${escapeLike(text)}%`;
    const copy = SEARCH_COPIES[column];
    if (copy === undefined) {
      return sql`${filterText(column, columnExpressions(scope.lang)[column])} ilike ${pattern}`;
    }
    if (isNameFilter(column) && byNames.has(column)) {
      return sql`${copy} = any(array(${matchingNames(scope.brandPartnerId, column, pattern)}))`;
    }
    return sql`${copy} like lower(${pattern})`;
  };

  // `byNames`: the name filters that read their documents through the names they match (an index lookup per name)
  // instead of the trigram index over every document.
  const whereOf = (
    scope: DocumentListScope,
    window: DocumentListWindow,
    byNames: ReadonlySet<NameFilter> = new Set(),
  ): SQL => {
    const conditions: SQL[] = [scopeCondition(scope)];
    for (const column of DOCUMENT_LIST_COLUMNS) {
      const text = window.filters[column]?.trim();
      if (text) {
        conditions.push(filterCondition(scope, column, text, byNames));
      }
    }
    if (window.project !== undefined) {
      conditions.push(eq(salesDocuments.projectNumber, window.project));
    }
    return and(...conditions) as SQL;
  };

  const orderOf = (scope: DocumentListScope, window: DocumentListWindow) => [
    sortTerm(columnExpressions(scope.lang)[window.sort], window),
    window.order === 'asc' ? asc(salesDocuments.id) : desc(salesDocuments.id),
  ];

  // A filter on the sorted column itself may gather its matches far along the sort's index (names that begin with
  // the filter's text): a walk would read every entry before them. Such a page sorts the matches instead; the
  // subquery's OFFSET 0 keeps PostgreSQL from turning it back into a walk.
  const sortedMatchesPage = (
    scope: DocumentListScope,
    window: DocumentListWindow,
    page: { offset: number; limit: number },
  ): SQL => {
    const matching = withJoins(
      db
        .select({ id: salesDocuments.id, sortKey: sql`${columnExpressions(scope.lang)[window.sort]}`.as('sort_key') })
        .from(salesDocuments)
        .$dynamic(),
      joinsOf(scope, window),
    ).where(whereOf(scope, window));
    return sql`select "id"::text from (${matching} offset 0) as "matching" order by ${sortTerm(sql`"sort_key"`, window)}, "id" ${sql.raw(window.order)} limit ${page.limit} offset ${page.offset}`;
  };

  // A page sorted by a type's, status's or owner partner's name: for each type (status, partner), in the order of
  // its name, its first documents by id (an index walk each, as many as the page reaches), then the page of those.
  // Any document of the page is among the first of its own type, so the page is the one a sort of every document
  // would give.
  const referenceNameWalkPage = (
    scope: DocumentListScope,
    window: DocumentListWindow,
    page: { offset: number; limit: number },
    sort: ReferenceSort,
  ): SQL => {
    const { references, column } = REFERENCE_SORTS[sort];
    const direction = sql.raw(window.order);
    const firstOfEach = withJoins(
      db.select({ id: salesDocuments.id }).from(salesDocuments).$dynamic(),
      joinsOf(scope, window),
    )
      .where(and(whereOf(scope, window), sql`${column} = "reference"."key"`))
      .orderBy(window.order === 'asc' ? asc(salesDocuments.id) : desc(salesDocuments.id))
      .limit(page.offset + page.limit);
    return sql`select "first"."id"::text from (${references(scope.lang)}) as "reference" cross join lateral (${firstOfEach}) as "first" order by "reference"."name" ${direction} ${sql.raw(window.order === 'asc' ? 'nulls first' : 'nulls last')}, "first"."id" ${direction} limit ${page.limit} offset ${page.offset}`;
  };

  // How many documents the list holds with its filters, counted up to DOCUMENT_LIST_TOTAL_CAP: past it the count
  // would read every matching row on each page request (docs/decisions.md).
  const cappedCount = (scope: DocumentListScope, window: DocumentListWindow) => {
    const matching = withJoins(
      db
        .select({ one: sql`1`.as('one') })
        .from(salesDocuments)
        .$dynamic(),
      joinsOf(scope, window),
    )
      .where(whereOf(scope, window))
      .limit(DOCUMENT_LIST_TOTAL_CAP)
      .as('matching');
    return db.select({ total: sql`count(*)`.as('total') }).from(matching);
  };

  // PostgreSQL's estimate of a query's rows: a plan, no rows read.
  const planRows = async (query: SQLWrapper): Promise<number> => {
    const rows = await executeRows(db, sql`explain (format json) ${query}`);
    const cell = rows[0]?.['QUERY PLAN'];
    const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan?: { 'Plan Rows'?: number } }[];
    return plan[0]?.Plan?.['Plan Rows'] ?? Number.POSITIVE_INFINITY;
  };

  // The fields of a list row; `lang` is a value or a prepared statement's placeholder.
  const rowFields = (lang: unknown) => ({
    id: salesDocuments.id,
    isError: sql<boolean>`coalesce(${documentStatuses.isError}, false)`,
    configurationError: sql<boolean>`${configurationError}`,
    documentNumber: shownDocumentNumber,
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
    offerSentAt: salesDocuments.offerSentAt,
    offerViewedAt: salesDocuments.offerViewedAt,
    offerAnsweredAt: salesDocuments.offerAnsweredAt,
    supersededById: salesDocuments.supersededByDocumentId,
    // A revision that superseded another is never the first: its number always has the suffix.
    supersededByNumber: supersedingNumber,
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

    /** Every row of a list (the plain call), filtered and sorted in the SQL. */
    async listRows(scope: DocumentListScope, window: DocumentListWindow) {
      return rowsSelect(scope.lang)
        .where(whereOf(scope, window))
        .orderBy(...orderOf(scope, window));
    },

    /** The rows of the given ids with every field, in the order of the ids. */
    async rowsByIds(ids: string[], lang: Language) {
      if (ids.length === 0) {
        return [];
      }
      pageRowsStatement ??= preparePageRows();
      const rows = await pageRowsStatement.execute({ ids, lang });
      const position = new Map(ids.map((id, index) => [id, index]));
      return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
    },

    /**
     * A page's ids in the sort's order, walking the sort's index (only the joins the filters and sort need): cheap
     * when matches are many, so the walk soon fills the page. With it, in the same statement, the capped count.
     */
    async walkPage(
      scope: DocumentListScope,
      window: DocumentListWindow,
      page: { offset: number; limit: number },
    ): Promise<{ ids: string[]; total: number }> {
      const pageIds = window.filters[window.sort]?.trim()
        ? sortedMatchesPage(scope, window, page)
        : isReferenceSort(window.sort)
          ? referenceNameWalkPage(scope, window, page, window.sort)
          : withJoins(
              db
                .select({ id: sql`${salesDocuments.id}::text` })
                .from(salesDocuments)
                .$dynamic(),
              joinsOf(scope, window),
            )
              .where(whereOf(scope, window))
              .orderBy(...orderOf(scope, window))
              .limit(page.limit)
              .offset(page.offset);
      const [row] = await executeRows<{ ids: string[]; total: number | string }>(
        db,
        sql`select array(${pageIds}) as ids, (${cappedCount(scope, window)}) as total`,
      );
      return { ids: row?.ids ?? [], total: Number(row?.total ?? 0) };
    },

    /**
     * PostgreSQL's estimate of how many documents match the list's filters (a plan, no rows read): it tells a
     * selective filter (read its matches through its index) from a dense one (walk the sort's index).
     */
    async estimateMatches(scope: DocumentListScope, window: DocumentListWindow): Promise<number> {
      return planRows(
        withJoins(db.select({ id: salesDocuments.id }).from(salesDocuments).$dynamic(), joinsOf(scope, window)).where(
          whereOf(scope, window),
        ),
      );
    },

    /** PostgreSQL's estimate of how many distinct names of the brand partner's documents a name filter matches. */
    async estimateNames(brandPartnerId: string, filter: NameFilter, text: string): Promise<number> {
      return planRows(matchingNames(brandPartnerId, filter, `%${escapeLike(text.trim())}%`));
    },

    /**
     * A filtered page in one statement: the matches up to FEW_MATCHES_MAX read through the filter's index, counted,
     * sorted, and the page's ids taken. `total` is null when the page is empty (past the last match). When `total`
     * reaches FEW_MATCHES_MAX the matches were cut short and the page is not valid: walk the sort index instead.
     * The LIMIT inside keeps PostgreSQL from merging the steps back into a walk of a sort index, which may read most
     * of the list when the matches sit at its far end (data correlated with the sort).
     */
    async fewMatchesPage(
      scope: DocumentListScope,
      window: DocumentListWindow,
      page: { offset: number; limit: number },
      byNames: ReadonlySet<NameFilter>,
    ): Promise<{ ids: string[]; total: number | null }> {
      const matching = withJoins(
        db
          .select({
            id: salesDocuments.id,
            sortKey: sql`${columnExpressions(scope.lang)[window.sort]}`.as('sort_key'),
          })
          .from(salesDocuments)
          .$dynamic(),
        joinsOf(scope, window),
      )
        .where(whereOf(scope, window, byNames))
        .limit(FEW_MATCHES_MAX)
        .as('matching');
      const rows = await db
        .select({ id: matching.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(matching)
        .orderBy(
          sortTerm(sql`${matching.sortKey}`, window),
          window.order === 'asc' ? asc(matching.id) : desc(matching.id),
        )
        .limit(page.limit)
        .offset(page.offset);
      return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? null };
    },

    /** How many documents the list holds with its filters, up to DOCUMENT_LIST_TOTAL_CAP. */
    async countRows(scope: DocumentListScope, window: DocumentListWindow): Promise<number> {
      const [row] = await executeRows<{ total: number | string }>(db, sql`${cappedCount(scope, window)}`);
      return Number(row?.total ?? 0);
    },
  };
};
/** Drizzle queries of the document lists. */
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
