import type { z } from 'zod';
import type { CallRoute } from '../call-route';
import { errorReplySchema } from '../common';

/**
 * One call of the API, declared once: where it goes and who may make it (its route), what it takes (path
 * parameters, query, body) and what it answers per status, with the words of the OpenAPI document. The server
 * registers its route from it, the web client builds its typed function and query key from it, and the OpenAPI
 * document is made from the registered routes.
 */
export type CallDefinition = CallRoute & {
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The reply per status; 200 (or 204, no content) is the success (a file's reply documents its content type). */
  readonly response: ({ readonly 200: z.ZodType } | { readonly 204: z.ZodType }) & Readonly<Record<number, z.ZodType>>;
  /** OpenAPI extras of the few calls that take a form or another content type. */
  readonly consumes?: readonly string[];
  readonly security?: readonly Readonly<Record<string, readonly string[]>>[];
};

/** Declares a call (keeps its literal types, so path, schemas and audience stay precise). */
export const defineCall = <const C extends CallDefinition>(call: C): C => call;

/** A part of a call's input: required when its schema requires something, optional when all of it is optional. */
type InputPart<K extends string, S> = S extends z.ZodType
  ? Record<string, never> extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: undefined };

/** What the caller gives a call: `params`, `query` and `body` as its schemas take them (each only when declared). */
export type CallInput<C extends CallDefinition> = InputPart<'params', C['params']> &
  InputPart<'query', C['query']> &
  InputPart<'body', C['body']>;

/** What a call answers on success (the 200 reply as the server serializes it; nothing for a 204). */
export type CallReply<C extends CallDefinition> = C['response'] extends { readonly 200: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** The error replies of a call, by status (every error body is the common `{ Message, detail }`). */
export const errorReplies = <const S extends readonly number[]>(...statuses: S) =>
  Object.fromEntries(statuses.map((status) => [status, errorReplySchema])) as {
    readonly [K in S[number]]: typeof errorReplySchema;
  };
