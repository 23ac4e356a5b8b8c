import { API_CALLS, type ApiCalls, type CallId } from '@door/contract';
import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { machineScopeOfCall } from '#server/policies/integration.policy';

/** The Fastify schema of a call, as its handler is typed from it. */
type SchemaOf<C extends ApiCalls[CallId]> = {
  params: C extends { params: infer P } ? P : undefined;
  querystring: C extends { query: infer Q } ? Q : undefined;
  body: C extends { body: infer B } ? B : undefined;
  response: C['response'];
};

/** The handler of a call: request and reply typed by the call's schemas (the reply checked against its 200). */
export type CallHandler<K extends CallId> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<ApiCalls[K]>,
  ZodTypeProvider
>;

/** What only the server decides about a route: body size, rate limit, serializer, a look at the body as it comes. */
export type RouteExtras = Pick<RouteOptions, 'bodyLimit' | 'serializerCompiler' | 'preParsing'> & {
  config?: Omit<FastifyContextConfig, 'who' | 'machineScope'>;
};

/**
 * Registers the routes of a feature from the contract's call table (`API_CALLS`): method, path, audience and
 * schemas come from the call; the feature gives the handler and, rarely, server-only extras.
 */
export const callRoutes = (app: FastifyInstance) => {
  function route<K extends CallId>(id: K, handler: CallHandler<K>): void;
  function route<K extends CallId>(id: K, extras: RouteExtras, handler: CallHandler<K>): void;
  function route<K extends CallId>(id: K, ...args: [CallHandler<K>] | [RouteExtras, CallHandler<K>]): void {
    const [extras, handler] = args.length === 1 ? [{}, args[0]] : args;
    const call: ApiCalls[CallId] = API_CALLS[id];
    const schema: Record<string, unknown> = { operationId: id, tags: [...call.tags], summary: call.summary };
    for (const [key, value] of Object.entries({
      description: 'description' in call ? call.description : undefined,
      params: 'params' in call ? call.params : undefined,
      querystring: 'query' in call ? call.query : undefined,
      body: 'body' in call ? call.body : undefined,
      response: call.response,
      consumes: 'consumes' in call ? call.consumes : undefined,
      security: 'security' in call ? call.security : undefined,
    })) {
      if (value !== undefined) {
        schema[key] = value;
      }
    }
    app.withTypeProvider<ZodTypeProvider>().route({
      ...extras,
      method: call.method,
      url: call.path,
      config: { ...extras.config, who: call.who, machineScope: machineScopeOfCall(call) },
      schema,
      handler: handler as RouteHandlerMethod,
    });
  }
  return route;
};
