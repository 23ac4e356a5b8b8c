import type { DeliveryTermBody, PaymentTermBody, TermWriteReply } from '@door/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

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
  const base = `/document/${documentId}/${kind}`;
  if (body === undefined) {
    return apiClient.delete<TermWriteReply>(`${base}/${termId}`, { query: { brandPartnerId } });
  }
  return termId === undefined
    ? apiClient.post<TermWriteReply>(base, body)
    : apiClient.put<TermWriteReply>(`${base}/${termId}`, body);
};

/** The mutation of a term; the terms read again after it. */
export const useSaveTerm = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveTerm,
    onSuccess: () => client.invalidateQueries({ queryKey: ['document'] }),
  });
};
