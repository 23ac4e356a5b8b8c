import type { SpecialDocumentationBody } from '@door/contract';
import { callApi } from '#web/lib/api-call';
import { useDocumentationMutation } from './documentation-mutation';

/** Requests special documentation from engineering: `POST /config/requestSpecialDocumentation`. */
export const requestSpecialDocumentation = (body: SpecialDocumentationBody) =>
  callApi('requestSpecialDocumentation', { body });

/** The request-special-documentation mutation. */
export const useRequestSpecialDocumentation = () => useDocumentationMutation(requestSpecialDocumentation);
