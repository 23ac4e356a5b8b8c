import { DOCUMENT_STATUS_IDS, DOCUMENT_TYPE_IDS, type DocumentListRow, PROJECT_STATUS_IDS } from '@door/contract';

/** A list row of the given type, status and project status. */
export const listRow = (
  overrides: Partial<DocumentListRow> & {
    type?: keyof typeof DOCUMENT_TYPE_IDS;
    status?: keyof typeof DOCUMENT_STATUS_IDS;
    project?: keyof typeof PROJECT_STATUS_IDS;
  } = {},
): DocumentListRow => {
  const { type = 'offer', status = 'draft', project = 'active', ...rest } = overrides;
  return {
    SalesDocumentId: '11111111-1111-4111-8111-111111111111',
    IsAnyError: false,
    DocumentNumber: '2026-0001',
    ProjectId: '22222222-2222-4222-8222-222222222222',
    ProjectStatusId: PROJECT_STATUS_IDS[project],
    ProjectNumber: 1,
    ProjectStatus: project,
    DocumentLastChanged: '2026-01-02T03:04:05.000Z',
    PartnerName: 'Alpina',
    RecipientPartnerName: null,
    ContactName: 'Ana',
    CompanyName: 'Ana d.o.o.',
    Commission: '',
    CustomerNumber: '',
    TotalPriceWithTax: 1234.5,
    DocumentTypeName: type,
    DocumentTypeId: DOCUMENT_TYPE_IDS[type],
    DocumentStatusName: status,
    DocumentStatusId: DOCUMENT_STATUS_IDS[status],
    Salesman: 'Sam',
    SalesmanRecipient: null,
    InitialSalesDocumentId: null,
    InitialSalesDocumentNumber: null,
    Currency: 'EUR',
    OfferSentAt: null,
    OfferViewedAt: null,
    OfferAnsweredAt: null,
    SupersededBySalesDocumentId: null,
    SupersededByDocumentNumber: null,
    ...rest,
  };
};
