import type { DocumentOfferOnline, SetValidUntilBody } from '@door/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

const key = (documentId: string) => callKey('getDocumentOfferOnline', { params: { id: documentId } });

/** The offer's validity, online life and the customer's answer: `GET /document/{id}/offerOnline`. */
export const useDocumentOfferOnline = (documentId: string) =>
  useQuery({
    queryKey: key(documentId),
    queryFn: (): Promise<DocumentOfferOnline> => callApi('getDocumentOfferOnline', { params: { id: documentId } }),
  });

/** Moves the valid-until date: `PUT /document/{id}/validUntil`. */
export const useSetValidUntil = (documentId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetValidUntilBody) => callApi('setDocumentValidUntil', { params: { id: documentId }, body }),
    onSuccess: (reply) => queryClient.setQueryData(key(documentId), reply),
  });
};
