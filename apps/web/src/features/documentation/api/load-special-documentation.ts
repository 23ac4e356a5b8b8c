import type { SpecialDocumentationBody } from '@door/contract';
import { callApi } from '#web/lib/api-call';
import { useDocumentationMutation } from './documentation-mutation';

/** Attaches the uploaded engineering files: `POST /config/loadSpecialDocumentation`. */
export const loadSpecialDocumentation = (body: SpecialDocumentationBody) =>
  callApi('addSpecialDocumentation', { body });

/** The load-special-documentation mutation. */
export const useLoadSpecialDocumentation = () => useDocumentationMutation(loadSpecialDocumentation);
