import { callApi } from '#web/lib/api-call';

/**
 * Exports a document as openTRANS 2.1 XML for the manufacturer's ERP (a QUOTATION for an offer, an ORDER for an
 * order): `GET /document/{id}/opentrans?brandPartnerId=`, answered as the XML text itself.
 */
export const exportOpenTrans = ({ documentId, brandPartnerId }: { documentId: string; brandPartnerId: string }) =>
  callApi('getDocumentOpenTrans', { params: { id: documentId }, query: { brandPartnerId } });
