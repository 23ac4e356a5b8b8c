import type { SpecialDocumentationBody, SpecialDocumentationReply } from '@door/contract';
import { apiClient } from '../../../lib/api-client';
import { useDocumentationMutation } from './documentation-mutation';

/** Attaches the uploaded engineering files: `POST /config/loadSpecialDocumentation`. */
export const loadSpecialDocumentation = (body: SpecialDocumentationBody) =>
  apiClient.post<SpecialDocumentationReply>('/config/loadSpecialDocumentation', body);

/** The load-special-documentation mutation. */
export const useLoadSpecialDocumentation = () => useDocumentationMutation(loadSpecialDocumentation);
