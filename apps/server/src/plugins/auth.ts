import { API_PREFIX, CALL_AUDIENCES, type CallAudience } from '@door/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#server/core/app-error';
import { ANONYMOUS, type Caller } from '#server/core/caller';
import { COMMON_MESSAGES } from '#server/core/messages';
import { requireStaff, requireUser } from '#server/policies/access-guard';
import type { AccessTokens } from '#server/services/access-token';
import type { AccountStates } from '#server/services/account-state';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who makes the request; set from the bearer token before any handler runs. */
    caller: Caller;
  }
  interface FastifyContextConfig {
    /** Who may call the route (every API route declares it); checked before validation and lookup. */
    who?: CallAudience;
    /** The route reads its own bearer token (`GET /metrics`): no caller is read from it, the route decides. */
    ownBearer?: boolean;
  }
  interface FastifyInstance {
    /** Every API route with its audience and schema, in registration order (the access matrix test walks it). */
    apiRoutes: ApiRoute[];
  }
}

/** An API route as registered: its method, full URL, audience and schema. */
export type ApiRoute = { method: string; url: string; who: CallAudience; schema: Record<string, unknown> };

const assertAudience = (caller: Caller, who: CallAudience): void => {
  if (who === 'signedIn') {
    requireUser(caller);
  } else if (who === 'staff') {
    requireStaff(caller);
  }
};

/**
 * Reads the bearer token of every request (a present but invalid or expired token is a 401, and so is the token of a
 * user deactivated or changed since it was issued: its security version is checked against the user's row on every
 * request), then refuses a caller outside the route's audience (401 anonymous, 403 signed in) before its input is
 * validated or anything is looked up, so an anonymous caller learns nothing of which ids exist. An API route without
 * an audience fails the start.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { accessTokens: AccessTokens; accountStates: AccountStates }) => {
    app.decorateRequest('caller', null as never);
    app.decorate('apiRoutes', [] as ApiRoute[]);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(API_PREFIX) || route.method === 'HEAD') {
        return;
      }
      const who = route.config?.who;
      if (!who || !CALL_AUDIENCES.includes(who)) {
        throw new Error(`API route ${String(route.method)} ${route.url} declares no audience (config.who)`);
      }
      for (const method of [route.method].flat()) {
        app.apiRoutes.push({ method, url: route.url, who, schema: (route.schema ?? {}) as Record<string, unknown> });
      }
    });
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (request.routeOptions.config.ownBearer) {
        request.caller = ANONYMOUS;
      } else if (header) {
        const match = /^Bearer\s+(.+)$/i.exec(header);
        const verified = match?.[1] ? await options.accessTokens.verify(match[1]) : null;
        if (!verified || !(await options.accountStates.isCurrent(verified.caller.userId, verified.securityVersion))) {
          throw new AppError(COMMON_MESSAGES.unauthorized);
        }
        request.caller = verified.caller;
      } else {
        request.caller = ANONYMOUS;
      }
      const who = request.routeOptions.config.who;
      if (who) {
        assertAudience(request.caller, who);
      }
    });
  },
);
