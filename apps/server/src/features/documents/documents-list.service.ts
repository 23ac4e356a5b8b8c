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
import type { Caller } from '../../core/caller';
import { requireBrandPartner } from '../../policies/access-guard';
import { assertCanUseListView } from '../../policies/document.policy';
import type { DocumentListWindow, DocumentsRepository } from './documents.repository';

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

/** The 'my' and 'all' document lists. */
export const createDocumentsListService = ({ repository }: { repository: DocumentsRepository }) => ({
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
    // With a filter the capped count comes first: fewer matches than the cap are read through the filter's index.
    const filtered = Object.keys(window.filters).length > 0 || window.project !== undefined;
    const [rows, total] = filtered
      ? await repository
          .countRows(scope, window)
          .then(
            async (count) =>
              [await repository.listRows(scope, window, count < DOCUMENT_LIST_TOTAL_CAP), count] as const,
          )
      : await Promise.all([repository.listRows(scope, window), repository.countRows(scope, window)]);
    return {
      Items: rows.map(toListRow),
      Total: total,
      Page: window.page.offset / window.page.limit + 1,
      PageSize: window.page.limit,
    };
  },
});
