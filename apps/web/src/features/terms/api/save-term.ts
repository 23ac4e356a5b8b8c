import type { DeliveryTermBody, PaymentTermBody } from '@door/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-call';

/** The kinds of term and their path segment. */
export type TermKind = 'paymentTerm' | 'deliveryTerm';

/** A write of one term: add (no termId), change, or delete (no body). */
export type TermWrite = {
  documentId: string;
  brandPartnerId: string;
  kind: TermKind;
  termId?: string;
  body?: PaymentTermBody | DeliveryTermBody;
};

/**
 * Adds (`POST /document/{id}/paymentTerm|deliveryTerm`), changes (`PUT …/{termId}`) or deletes
 * (`DELETE …/{termId}?brandPartnerId=`) a term of the document.
 */
export const saveTerm = ({ documentId, brandPartnerId, kind, termId, body }: TermWrite) => {
  const name = kind === 'paymentTerm' ? 'PaymentTerm' : 'DeliveryTerm';
  if (body === undefined) {
    return callApi(`remove${name}`, { params: { id: documentId, termId: termId ?? '' }, query: { brandPartnerId } });
  }
  // A payment term's body is a delivery term's with a price: the server's schema of each call checks it.
  const termBody = body as PaymentTermBody;
  return termId === undefined
    ? callApi(`add${name}`, { params: { id: documentId }, body: termBody })
    : callApi(`update${name}`, { params: { id: documentId, termId }, body: termBody });
};

/** The mutation of a term; the terms read again after it. */
export const useSaveTerm = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveTerm,
    onSuccess: () => client.invalidateQueries({ queryKey: ['document'] }),
  });
};
