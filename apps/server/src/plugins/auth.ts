import { API_PREFIX, CALL_AUDIENCES, type CallAudience, type MachineScope } from '@door/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#server/core/app-error';
import { ANONYMOUS, type Caller } from '#server/core/caller';
import { COMMON_MESSAGES } from '#server/core/messages';
import type { Db } from '#server/db/client';
import { requireStaff, requireUser } from '#server/policies/access-guard';
import type { AccessTokens } from '#server/services/access-token';
import type { AccountStates } from '#server/services/account-state';
import { recordAudit } from '#server/services/audit-log';
import type { MachineKeyChecks } from '#server/services/machine-keys';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who makes the request; set from the bearer token before any handler runs. */
    caller: Caller;
    /** The name of the machine key that makes the request (its calls are audited), else null. */
    machineKeyName: string | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route (every API route declares it); checked before validation and lookup. */
    who?: CallAudience;
    /** The route reads its own bearer token (`GET /metrics`): no caller is read from it, the route decides. */
    ownBearer?: boolean;
    /** The route reads HTTP Basic client credentials (the token endpoint): a Basic header names no caller. */
    basicClient?: boolean;
    /** The scope a machine key needs for the route; null or absent: no machine key may call it (403). */
    machineScope?: MachineScope | null;
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
  async (
    app: FastifyInstance,
    options: {
      accessTokens: AccessTokens;
      accountStates: AccountStates;
      machineKeys: MachineKeyChecks;
      db: Db;
      machineKeyRateLimitPerMinute: number;
    },
  ) => {
    app.decorateRequest('caller', null as never);
    app.decorateRequest('machineKeyName', null);
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
    app.addHook('onRequest', async (request, reply) => {
      const header = request.headers.authorization;
      if (
        request.routeOptions.config.ownBearer ||
        (request.routeOptions.config.basicClient && /^Basic\s/i.test(header ?? ''))
      ) {
        request.caller = ANONYMOUS;
      } else if (header) {
        const match = /^Bearer\s+(.+)$/i.exec(header);
        const verified = match?.[1] ? await options.accessTokens.verify(match[1]) : null;
        if (!verified || !(await options.accountStates.isCurrent(verified.caller.userId, verified.securityVersion))) {
          throw new AppError(COMMON_MESSAGES.unauthorized);
        }
        request.caller = verified.caller;
        const machine = verified.caller.machine;
        if (machine) {
          request.machineKeyName = await checkMachineKey(request, reply, machine);
        }
      } else {
        request.caller = ANONYMOUS;
      }
      const who = request.routeOptions.config.who;
      if (who) {
        assertAudience(request.caller, who);
      }
    });

    /**
     * A machine key's token: refused (401) once the key is revoked, whenever it was issued; counted against the key's
     * own budget (429); and allowed only on routes whose scope the token carries (403).
     */
    const checkMachineKey = async (
      request: FastifyRequest,
      reply: FastifyReply,
      machine: { keyId: string; scopes: MachineScope[] },
    ): Promise<string> => {
      const name = await options.machineKeys.useKey(machine.keyId);
      if (name === null) {
        throw new AppError(COMMON_MESSAGES.unauthorized);
      }
      const count = await app.countRequest(`machine-key:${machine.keyId}`, 60_000);
      if (count.current > options.machineKeyRateLimitPerMinute) {
        request.machineKeyName = name;
        reply.header('retry-after', String(Math.max(1, Math.ceil(count.ttl / 1000))));
        throw new AppError(COMMON_MESSAGES.tooManyRequests);
      }
      const scope = request.routeOptions.config.machineScope;
      if (!scope || !machine.scopes.includes(scope)) {
        request.machineKeyName = name;
        throw new AppError(COMMON_MESSAGES.forbidden, { detail: scope ?? 'machineKey' });
      }
      return name;
    };

    // Every call of a machine key is in the audit log: the route, the answer's status, the key.
    app.addHook('onResponse', async (request, reply) => {
      const caller = request.caller;
      if (request.machineKeyName === null || caller?.kind !== 'user' || !caller.machine) {
        return;
      }
      await recordAudit(options.db, {
        actorUserId: caller.userId,
        action: 'machineKey.call',
        entityType: 'machineKey',
        entityId: caller.machine.keyId,
        entityName: request.machineKeyName,
        before: null,
        after: {
          method: request.method,
          route: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
          status: reply.statusCode,
        },
      }).catch((error: unknown) => request.log.warn({ err: error }, 'machine key call not audited'));
    });
  },
);
