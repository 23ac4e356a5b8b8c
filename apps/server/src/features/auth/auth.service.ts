import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { ClientCredentialsReply, LocalizedText, TokenError, TokenReply } from '@door/contract';
import { roleSchema } from '@door/contract';
import type { UserCaller } from '#server/core/caller';
import type { DbOrTx } from '#server/db/client';
import { grantedScopes } from '#server/policies/integration.policy';
import type { AccessTokens } from '#server/services/access-token';
import { recordAudit } from '#server/services/audit-log';
import type { MachineKeyChecks } from '#server/services/machine-keys';
import { hashPassword, verifyPassword } from '#server/services/passwords';
import { AUTH_MESSAGES } from './auth.messages';
import type { AuthRepository, SignInUser } from './auth.repository';

/** An OAuth2 error of the token endpoint (RFC 6749 §5.2). */
export class OAuthError extends Error {
  constructor(
    readonly statusCode: 400 | 401,
    readonly code: TokenError['error'],
    readonly localized: LocalizedText,
  ) {
    super(localized.en);
  }
}

type Deps = {
  authRepository: AuthRepository;
  accessTokens: AccessTokens;
  refreshTtlSeconds: number;
  client: { id: string; secret: string };
  machineKeys: MachineKeyChecks;
};

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const safeEqual = (a: string, b: string) => {
  const left = Buffer.from(sha256(a));
  const right = Buffer.from(sha256(b));
  return timingSafeEqual(left, right);
};

// Verifying against a real hash when the user is unknown keeps the answer time the same, so timing tells nothing.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};

/** Token issue: password and refresh_token grants, refresh rotation and reuse detection. */
export const createAuthService = ({ authRepository, accessTokens, refreshTtlSeconds, client, machineKeys }: Deps) => {
  const toCaller = async (tx: DbOrTx, user: SignInUser): Promise<UserCaller> => {
    const role = user.role === null ? null : roleSchema.parse(user.role);
    const brandPartnerIds =
      role === null
        ? user.customerBrandPartnerId
          ? [user.customerBrandPartnerId]
          : []
        : await authRepository.listStaffBrandPartnerIds(tx, user.id);
    return {
      kind: 'user',
      userId: user.id,
      email: user.email,
      role,
      partnerId: user.partnerId,
      isOem: user.isOem,
      isOemAdmin: user.isOemAdmin,
      isParentPartner: user.isParentPartner,
      brandPartnerIds,
    };
  };

  const issueTokens = async (tx: DbOrTx, user: SignInUser, familyId: string, now: Date): Promise<TokenReply> => {
    const caller = await toCaller(tx, user);
    const refreshToken = randomBytes(32).toString('base64url');
    await authRepository.insertRefreshToken(tx, {
      userId: user.id,
      familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(now.getTime() + refreshTtlSeconds * 1000),
    });
    return {
      access_token: await accessTokens.sign(caller, user.securityVersion, now),
      refresh_token: refreshToken,
      token_type: 'Bearer',
      expires_in: accessTokens.ttlSeconds,
    };
  };

  return {
    /** Checks the OAuth2 client credentials of a token request. */
    assertClient(clientId: string, clientSecret: string): void {
      if (!safeEqual(clientId, client.id) || !safeEqual(clientSecret, client.secret)) {
        throw new OAuthError(401, 'invalid_client', AUTH_MESSAGES.invalidClient);
      }
    },

    /** Signs a user in with e-mail and password and starts a new refresh-token family. */
    async passwordGrant(username: string, password: string, now = new Date()): Promise<TokenReply> {
      const user = await authRepository.findActiveUserByEmail(username.trim());
      const isValid = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyPassword(await getDummyHash(), password).then(() => false);
      if (!user || !isValid) {
        throw new OAuthError(400, 'invalid_grant', AUTH_MESSAGES.invalidGrant);
      }
      return authRepository.transaction((tx) => issueTokens(tx, user, randomUUID(), now));
    },

    /** Trades a refresh token for new tokens once; a second use revokes the whole family. */
    async refreshGrant(refreshToken: string, now = new Date()): Promise<TokenReply> {
      const outcome = await authRepository.transaction(async (tx) => {
        const stored = await authRepository.findRefreshTokenForUpdate(tx, sha256(refreshToken));
        if (!stored || stored.revokedAt) {
          return null;
        }
        if (stored.usedAt) {
          await authRepository.revokeFamily(tx, stored.familyId, now);
          return 'reused' as const;
        }
        if (stored.expiresAt.getTime() <= now.getTime()) {
          return null;
        }
        const user = await authRepository.findActiveUserById(tx, stored.userId);
        if (!user) {
          return null;
        }
        await authRepository.markRefreshTokenUsed(tx, stored.id, now);
        return issueTokens(tx, user, stored.familyId, now);
      });
      if (outcome === null || outcome === 'reused') {
        throw new OAuthError(400, 'invalid_grant', AUTH_MESSAGES.invalidRefresh);
      }
      return outcome;
    },

    /**
     * The client_credentials grant of a machine key: a short-lived access token (no refresh token) that acts with
     * the rights of the user who made the key, cut down to the key's scopes (or the requested subset of them). A
     * revoked key, or one whose maker is deactivated, is an unknown client.
     */
    async clientCredentialsGrant(
      clientId: string,
      clientSecret: string,
      scope: string | undefined,
      now = new Date(),
    ): Promise<ClientCredentialsReply> {
      const outcome = await authRepository.transaction(async (tx) => {
        const key = await machineKeys.authenticate(tx, clientId, clientSecret);
        const user = key ? await authRepository.findActiveUserById(tx, key.createdByUserId) : null;
        if (!key || !user || user.role === null) {
          return 'invalidClient' as const;
        }
        const scopes = grantedScopes(key.scopes, scope);
        if (scopes === null) {
          return 'invalidScope' as const;
        }
        const caller: UserCaller = { ...(await toCaller(tx, user)), machine: { keyId: key.id, scopes } };
        await recordAudit(tx, {
          actorUserId: user.id,
          action: 'machineKey.token',
          entityType: 'machineKey',
          entityId: key.id,
          entityName: key.name,
          before: null,
          after: { scopes },
        });
        return {
          access_token: await accessTokens.sign(caller, user.securityVersion, now),
          token_type: 'Bearer' as const,
          expires_in: accessTokens.ttlSeconds,
          scope: scopes.join(' '),
        };
      });
      if (outcome === 'invalidClient') {
        throw new OAuthError(401, 'invalid_client', AUTH_MESSAGES.invalidClient);
      }
      if (outcome === 'invalidScope') {
        throw new OAuthError(400, 'invalid_scope', AUTH_MESSAGES.invalidScope);
      }
      return outcome;
    },

    /** Revokes every refresh token of a user, e.g. after a password change. */
    async revokeUserSessions(userId: string, now = new Date()): Promise<void> {
      await authRepository.transaction((tx) => authRepository.revokeAllForUser(tx, userId, now));
    },
  };
};
/** Token issue service. */
export type AuthService = ReturnType<typeof createAuthService>;
