import {
  DOCUMENT_LIST_COLUMNS,
  DOCUMENT_LIST_TOTAL_CAP,
  type DocumentListColumn,
  type DocumentListPage,
  type DocumentListQuery,
  type DocumentListRow,
  type DocumentListView,
  type Language,
} from '@door/contract';
import { LRUCache } from 'lru-cache';
import type { Caller } from '#server/core/caller';
import { requireBrandPartner } from '#server/policies/access-guard';
import { assertCanUseListView } from '#server/policies/document.policy';
import {
  type DocumentListScope,
  type DocumentListWindow,
  type DocumentsRepository,
  FEW_MATCHES_MAX,
  NAME_FILTERS,
  type NameFilter,
} from './documents.repository';

/** Which of the eight list calls was made: the view, 'All' (archived included) and 'Limit' (show-all off). */
export type DocumentListVariant = { view: DocumentListView; includeArchived: boolean; limited: boolean };

/** Rows a page when the paged extension is asked for without a page size (the table's page size, §9). */
export const DEFAULT_DOCUMENT_PAGE_SIZE = 10;

type Row = Awaited<ReturnType<DocumentsRepository['listRows']>>[number];

const toListRow = (row: Row): DocumentListRow => ({
  SalesDocumentId: row.id,
  IsAnyError: row.isError || row.configurationError,
  DocumentNumber: row.documentNumber,
  ProjectId: row.projectId,
  ProjectStatusId: row.projectStatusId,
  ProjectNumber: row.projectNumber,
  ProjectStatus: row.projectStatus,
  DocumentLastChanged: row.updatedAt.toISOString(),
  PartnerName: row.partnerName ?? '',
  RecipientPartnerName: row.recipientPartnerName,
  ContactName: `${row.contactFirstName} ${row.contactLastName}`.trim(),
  CompanyName: row.companyName,
  Commission: row.commission,
  CustomerNumber: row.customerNumber,
  // No tax option is chosen before the calculation exists (Sales documents 3/4): the total is the sum of each
  // configuration's stored price × quantity, in exact integer cents.
  TotalPriceWithTax: row.totalCents / 100,
  DocumentTypeName: row.typeName,
  DocumentTypeId: row.typeId,
  DocumentStatusName: row.statusName,
  DocumentStatusId: row.statusId,
  Salesman: row.salesman,
  SalesmanRecipient: row.recipientSalesman,
  InitialSalesDocumentId: row.initialDocumentId,
  InitialSalesDocumentNumber:
    row.initialYear !== null && row.initialNumber !== null
      ? `${row.initialYear}-${String(row.initialNumber).padStart(5, '0')}`
      : null,
  Currency: row.currency,
  OfferSentAt: row.offerSentAt?.toISOString() ?? null,
  OfferViewedAt: row.offerViewedAt?.toISOString() ?? null,
  OfferAnsweredAt: row.offerAnsweredAt?.toISOString() ?? null,
  SupersededBySalesDocumentId: row.supersededById,
  SupersededByDocumentNumber: row.supersededByNumber,
});

const windowOf = (query: DocumentListQuery): DocumentListWindow => {
  const filters: Partial<Record<DocumentListColumn, string>> = {};
  for (const column of DOCUMENT_LIST_COLUMNS) {
    const text = query[`filter[${column}]`];
    if (text) {
      filters[column] = text;
    }
  }
  const paged = query.page !== undefined || query.pageSize !== undefined;
  const pageSize = query.pageSize ?? DEFAULT_DOCUMENT_PAGE_SIZE;
  const page = query.page ?? 1;
  return {
    filters,
    project: query.project,
    sort: query.sort ?? 'DocumentLastChanged',
    order: query.order ?? 'desc',
    page: paged ? { offset: (page - 1) * pageSize, limit: pageSize } : null,
  };
};

// PostgreSQL's estimates only choose how a page is read (every way gives the same page), so an estimate a minute
// old serves as well as a new one and saves a planning round trip on every filtered page.
const ESTIMATES = { max: 5_000, ttlMs: 60_000 };

// A name filter reads its documents through the names it matches when the documents repeat those names at least
// this many times on average: an index lookup per name then costs less than the trigram index over the documents,
// whose lists for the words many names share (a legal form, a common first name) are as long as the list itself.
const NAME_REPEATS_FOR_LOOKUP = 4;

/** The 'my' and 'all' document lists. */
export const createDocumentsListService = ({ repository }: { repository: DocumentsRepository }) => {
  const estimates = new LRUCache<string, number>({ max: ESTIMATES.max, ttl: ESTIMATES.ttlMs });
  const remembered = async (key: unknown[], estimate: () => Promise<number>) => {
    const text = JSON.stringify(key);
    const known = estimates.get(text);
    if (known !== undefined) {
      return known;
    }
    const value = await estimate();
    estimates.set(text, value);
    return value;
  };
  const estimateMatches = (scope: DocumentListScope, window: DocumentListWindow) =>
    remembered(['documents', scope, window.filters, window.project], () => repository.estimateMatches(scope, window));
  /** The name filters of the window whose documents repeat their matching names often enough to look them up. */
  const filtersByNames = async (scope: DocumentListScope, window: DocumentListWindow, documents: number) => {
    const byNames = new Set<NameFilter>();
    for (const filter of Object.keys(NAME_FILTERS) as NameFilter[]) {
      const text = window.filters[filter]?.trim();
      if (!text) {
        continue;
      }
      const names = await remembered(['names', scope.brandPartnerId, filter, text], () =>
        repository.estimateNames(scope.brandPartnerId, filter, text),
      );
      if (names * NAME_REPEATS_FOR_LOOKUP <= documents) {
        byNames.add(filter);
      }
    }
    return byNames;
  };
  return {
    /**
     * One list call: the caller must have the view (installers only 'all') and act for the brand partner; the plain
     * call returns the array, the paged extension a page.
     */
    async list(
      caller: Caller,
      brandPartnerId: string,
      variant: DocumentListVariant,
      query: DocumentListQuery,
      lang: Language,
    ): Promise<DocumentListRow[] | DocumentListPage> {
      const user = assertCanUseListView(caller, variant.view);
      requireBrandPartner(user, brandPartnerId);
      const scope = {
        brandPartnerId,
        // Staff always belong to a partner (users_staff_or_customer check).
        partnerId: user.partnerId ?? '',
        userId: user.userId,
        lang,
        ...variant,
      };
      const window = windowOf(query);
      if (window.page === null) {
        return (await repository.listRows(scope, window)).map(toListRow);
      }
      const page = window.page;
      // A selective filter (PostgreSQL's estimate under FEW_MATCHES_MAX): one statement reads its matches through the
      // filter's index, counts and sorts them and takes the page. A dense filter, or none: the page walks the sort's
      // index, which soon fills it, and counts (capped) in the same statement.
      const filtered = Object.keys(window.filters).length > 0 || window.project !== undefined;
      const walk = async () => {
        const walked = await repository.walkPage(scope, window, page);
        return [walked.ids, walked.total] as const;
      };
      const [ids, total] = await (async () => {
        const estimate = filtered ? await estimateMatches(scope, window) : Number.POSITIVE_INFINITY;
        if (estimate > FEW_MATCHES_MAX) {
          return walk();
        }
        const few = await repository.fewMatchesPage(scope, window, page, await filtersByNames(scope, window, estimate));
        if (few.total === null) {
          // Past the last match: no page, and the count is still needed.
          return [[], await repository.countRows(scope, window)] as const;
        }
        if (few.total >= FEW_MATCHES_MAX) {
          // More matches than the estimate said: they were cut short.
          return walk();
        }
        return [few.ids, Math.min(few.total, DOCUMENT_LIST_TOTAL_CAP)] as const;
      })();
      const rows = await repository.rowsByIds([...ids], lang);
      return {
        Items: rows.map(toListRow),
        Total: total,
        Page: page.offset / page.limit + 1,
        PageSize: page.limit,
      };
    },
  };
};
