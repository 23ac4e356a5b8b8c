// Zod-free, so the web app's lazy admin pages and the document-action table can use the ids without zod.

/** Fixed ids of the document types. */
export const DOCUMENT_TYPE_IDS = {
  inquiry: '0d7b1c10-0001-4000-8000-000000000001',
  offer: '0d7b1c10-0001-4000-8000-000000000002',
  order: '0d7b1c10-0001-4000-8000-000000000003',
  orderconfirmation: '0d7b1c10-0001-4000-8000-000000000004',
  documentation: '0d7b1c10-0001-4000-8000-000000000005',
  configuration: '0d7b1c10-0001-4000-8000-000000000006',
  offerprinted: '0d7b1c10-0001-4000-8000-000000000007',
  offersent: '0d7b1c10-0001-4000-8000-000000000008',
} as const;
/** A document type code. */
export type DocumentTypeCode = keyof typeof DOCUMENT_TYPE_IDS;

/** Fixed ids of the document statuses. */
export const DOCUMENT_STATUS_IDS = {
  draft: '0d7b1c10-0002-4000-8000-000000000001',
  confirmed: '0d7b1c10-0002-4000-8000-000000000002',
  confirmedOem: '0d7b1c10-0002-4000-8000-000000000003',
  archived: '0d7b1c10-0002-4000-8000-000000000004',
  error: '0d7b1c10-0002-4000-8000-000000000005',
  errorCloning: '0d7b1c10-0002-4000-8000-000000000006',
  errorFinalDocumentation: '0d7b1c10-0002-4000-8000-000000000007',
  errorProductionDocumentation: '0d7b1c10-0002-4000-8000-000000000008',
  errorTechnicalDocumentation: '0d7b1c10-0002-4000-8000-000000000009',
  errorSentToConfirmation: '0d7b1c10-0002-4000-8000-000000000010',
  errorSentToProduction: '0d7b1c10-0002-4000-8000-000000000011',
  generatingTechnicalDocumentation: '0d7b1c10-0002-4000-8000-000000000012',
  generatedTechnicalDocumentation: '0d7b1c10-0002-4000-8000-000000000013',
  generatingProductionDocumentation: '0d7b1c10-0002-4000-8000-000000000014',
  generatedProductionDocumentation: '0d7b1c10-0002-4000-8000-000000000015',
  generatingFinalDocumentation: '0d7b1c10-0002-4000-8000-000000000016',
  generatedFinalDocumentation: '0d7b1c10-0002-4000-8000-000000000017',
  sendingToProduction: '0d7b1c10-0002-4000-8000-000000000018',
  sentToProduction: '0d7b1c10-0002-4000-8000-000000000019',
  cloningStarted: '0d7b1c10-0002-4000-8000-000000000020',
  cloningFinished: '0d7b1c10-0002-4000-8000-000000000021',
  comment: '0d7b1c10-0002-4000-8000-000000000022',
  offer: '0d7b1c10-0002-4000-8000-000000000023',
  exportToErp: '0d7b1c10-0002-4000-8000-000000000024',
  specialTechnicalDocumentationGenerated: '0d7b1c10-0002-4000-8000-000000000025',
  received: '0d7b1c10-0002-4000-8000-000000000026',
  forwarded: '0d7b1c10-0002-4000-8000-000000000027',
  // Apart from the spec's list (28 onwards stays free for the offer's online life): a revision of an offer replaced by
  // a later revision that was sent (issue 41).
  superseded: '0d7b1c10-0002-4000-8000-000000000040',
  // The answer to an offer sent for acceptance (issue 41); numbered apart from others so additions never collide.
  accepted: '0d7b1c10-0002-4000-8000-000000000041',
  declined: '0d7b1c10-0002-4000-8000-000000000042',
  expired: '0d7b1c10-0002-4000-8000-000000000043',
} as const;
/** A document status code. */
export type DocumentStatusCode = keyof typeof DOCUMENT_STATUS_IDS;

/** Fixed ids of the project statuses. */
export const PROJECT_STATUS_IDS = {
  active: '0d7b1c10-0003-4000-8000-000000000001',
  closed: '0d7b1c10-0003-4000-8000-000000000002',
  sending: '0d7b1c10-0003-4000-8000-000000000003',
  sent: '0d7b1c10-0003-4000-8000-000000000004',
} as const;
/** A project status code. */
export type ProjectStatusCode = keyof typeof PROJECT_STATUS_IDS;
