import { callApi } from '#web/lib/api-call';
import { useDocumentWrite } from './document-mutation';

/**
 * Sends the ERP's openTRANS ORDERRESPONSE for the order: `POST /document/{id}/opentrans`; `dryRun` only answers
 * the changes it would make.
 */
export const applyOrderResponse = ({
  documentId,
  brandPartnerId,
  base64File,
  fileName,
  dryRun,
}: {
  documentId: string;
  brandPartnerId: string;
  base64File: string;
  fileName: string;
  dryRun: boolean;
}) =>
  callApi('importDocumentOpenTrans', {
    params: { id: documentId },
    body: { BrandPartnerId: brandPartnerId, Base64File: base64File, FileName: fileName, DryRun: dryRun },
  });

/** The order-response mutation (the document's detail, positions and history are read again). */
export const useApplyOrderResponse = () => useDocumentWrite(applyOrderResponse);
