import type { SpecialDocumentationBody, SpecialDocumentationReply } from '@door/contract';
import { apiClient } from '../../../lib/api-client';
import { useDocumentationMutation } from './documentation-mutation';

/** Requests special documentation from engineering: `POST /config/requestSpecialDocumentation`. */
export const requestSpecialDocumentation = (body: SpecialDocumentationBody) =>
  apiClient.post<SpecialDocumentationReply>('/config/requestSpecialDocumentation', body);

/** The request-special-documentation mutation. */
export const useRequestSpecialDocumentation = () => useDocumentationMutation(requestSpecialDocumentation);
