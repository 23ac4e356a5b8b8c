import { bpiParamsSchema } from '../common';
import { selectionCategoriesReplySchema, selectionModelsReplySchema, selectionQuerySchema } from '../selection';
import { defineCall, errorReplies } from './define-call';

const errors = errorReplies(400, 401, 403, 404);
const categories = {
  tags: ['selection'],
  summary: 'Selection categories with their values',
  params: bpiParamsSchema,
  body: selectionQuerySchema,
  response: { 200: selectionCategoriesReplySchema, ...errors },
} as const;
const models = {
  tags: ['selection'],
  summary: 'Models matching the filters, special offers first, in pages of 25',
  params: bpiParamsSchema,
  body: selectionQuerySchema,
  response: { 200: selectionModelsReplySchema, ...errors },
} as const;

/** The selection's categories and models, for visitors and (with the brand partner's prices) signed-in users. */
export const selectionCalls = {
  getSelectionCategories: defineCall({
    method: 'POST',
    path: '/selection/categories/:bpi',
    who: 'anyone',
    ...categories,
  }),
  getSelectionCategoriesAuth: defineCall({
    method: 'POST',
    path: '/selection/auth/categories/:bpi',
    who: 'signedIn',
    ...categories,
  }),
  getModels: defineCall({ method: 'POST', path: '/selection/models/:bpi', who: 'anyone', ...models }),
  getModelsAuth: defineCall({ method: 'POST', path: '/selection/auth/models/:bpi', who: 'signedIn', ...models }),
} as const;
