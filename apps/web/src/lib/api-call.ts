import {
  API_PREFIX,
  API_ROUTES,
  type ApiCalls,
  type CallId,
  type CallInput,
  type CallReply,
  fillPath,
} from '@door/contract';
import { type RequestOptions, request } from './api-client';

/** How a call is sent, apart from its input: without the bearer token, with another token, or abortable. */
export type CallOptions = Pick<RequestOptions, 'auth' | 'token' | 'signal'>;

type Query = RequestOptions['query'];
type PathParams = Parameters<typeof fillPath>[1];

/**
 * Makes one call of the contract's table (`API_CALLS`, by operation id): the path filled from `params`, `query`
 * and the JSON `body` sent, the reply typed by the call's 200 schema.
 */
export const callApi = <K extends CallId>(
  id: K,
  input: CallInput<ApiCalls[K]>,
  options: CallOptions = {},
): Promise<CallReply<ApiCalls[K]>> => {
  const route = API_ROUTES[id];
  return request(route.method, fillPath(route.path, input.params as PathParams), {
    ...options,
    query: input.query as Query,
    body: input.body,
  }) as Promise<CallReply<ApiCalls[K]>>;
};

/**
 * The query key of a call's reply: the segments of its filled path, then its query and (a search sent as a body)
 * its body. A key starts like the path,
 * so invalidating `['document', id]` reaches every reply below that document. `context` is what else the reply
 * depends on and the key should (the configuration being edited beside a cart, …); the language is not: a switch
 * reloads every query.
 */
export const callKey = <K extends CallId>(id: K, input: CallInput<ApiCalls[K]>, ...context: unknown[]): unknown[] => {
  const segments = fillPath(API_ROUTES[id].path, input.params as PathParams)
    .split('/')
    .filter(Boolean)
    .map(decodeURIComponent);
  const parts = [input.query, input.body].filter((part) => part !== undefined);
  return [...segments, ...parts, ...context];
};

/**
 * The address of a call that an element loads itself (an `<img>`'s picture): the call table's path with `params`
 * filled, below the API prefix.
 */
export const callUrl = <K extends CallId>(id: K, params: PathParams = {}): string =>
  `${API_PREFIX}${fillPath(API_ROUTES[id].path, params)}`;
