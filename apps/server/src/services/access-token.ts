import { MACHINE_SCOPES, roleSchema } from '@door/contract';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { UserCaller } from '#server/core/caller';

const claimsSchema = z.object({
  sub: z.string(),
  email: z.string(),
  role: roleSchema.nullable(),
  pid: z.string().nullable(),
  oem: z.boolean(),
  oemAdmin: z.boolean(),
  parent: z.boolean(),
  bpis: z.array(z.string()),
  sv: z.number().int(),
  /** A machine key's token: the key and its granted scopes. */
  mk: z.string().optional(),
  scp: z.array(z.enum(MACHINE_SCOPES)).optional(),
});

/** A verified access token: the caller it carries and the security version of the user it was issued at. */
export type VerifiedToken = { caller: UserCaller; securityVersion: number };

// Verified tokens kept per process so a token's signature is checked once, not on every request; its expiry is
// still checked on every use. Bounded: the least recently used go first.
const VERIFIED_MAX = 10_000;

const ISSUER = 'door-configurator';
const AUDIENCE = 'door-configurator-api';

/**
 * Signs and verifies short-lived access tokens that carry the caller and the user's security version; whether that
 * version is still the user's is the auth plugin's check on every request (services/account-state.ts).
 */
export const createAccessTokens = (secret: string, ttlSeconds: number) => {
  const key = new TextEncoder().encode(secret);
  const verified = new LRUCache<string, VerifiedToken & { expiresAtSeconds: number }>({ max: VERIFIED_MAX });
  return {
    ttlSeconds,
    /** Signs an access token for the user at its security version. */
    async sign(user: UserCaller, securityVersion: number, now = new Date()): Promise<string> {
      const machine = user.machine ? { mk: user.machine.keyId, scp: user.machine.scopes } : {};
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({
        email: user.email,
        role: user.role,
        pid: user.partnerId,
        oem: user.isOem,
        oemAdmin: user.isOemAdmin,
        parent: user.isParentPartner,
        bpis: user.brandPartnerIds,
        sv: securityVersion,
        ...machine,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    /** Verifies a token; null when it is malformed, forged or expired. */
    async verify(token: string, now = new Date()): Promise<VerifiedToken | null> {
      const nowSeconds = Math.floor(now.getTime() / 1000);
      const known = verified.get(token);
      if (known) {
        // The same rule as the signature check's: expired from the second `exp` names.
        return known.expiresAtSeconds > nowSeconds
          ? { caller: known.caller, securityVersion: known.securityVersion }
          : null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: now,
        });
        const claims = claimsSchema.parse(payload);
        const caller: UserCaller = {
          kind: 'user',
          userId: claims.sub,
          email: claims.email,
          role: claims.role,
          partnerId: claims.pid,
          isOem: claims.oem,
          isOemAdmin: claims.oemAdmin,
          isParentPartner: claims.parent,
          brandPartnerIds: claims.bpis,
          ...(claims.mk ? { machine: { keyId: claims.mk, scopes: claims.scp ?? [] } } : {}),
        };
        if (payload.exp !== undefined) {
          verified.set(token, { caller, securityVersion: claims.sv, expiresAtSeconds: payload.exp });
        }
        return { caller, securityVersion: claims.sv };
      } catch {
        return null;
      }
    },
  };
};
/** Signs and verifies access tokens. */
export type AccessTokens = ReturnType<typeof createAccessTokens>;
