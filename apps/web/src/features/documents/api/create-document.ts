import type { ApiCalls, CallInput } from '@door/contract';
import { callApi } from '#web/lib/api-call';
import { type DocumentActionReply, useDocumentMutation } from './document-action-reply';

/** `POST /document`: create (a new document of a type, in a project or a new one, for a contact) or copy (§7). */
export type CreateDocumentBody = CallInput<ApiCalls['createDocument']>['body'];

/** Creates or copies a document; answers the new document's id. */
export const createDocument = (body: CreateDocumentBody): Promise<DocumentActionReply> =>
  callApi('createDocument', { body });

/** The create-or-copy mutation; the lists reload. */
export const useCreateDocument = () => useDocumentMutation(createDocument);
