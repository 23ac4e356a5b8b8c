import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { createAccessTokens } from '#server/services/access-token';
import { createMachineKeyChecks } from '#server/services/machine-keys';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_PASSWORD, DEMO_USERS } from '#server/test/sign-in';
import { createAuthRepository } from './auth.repository';
import { createAuthService, OAuthError } from './auth.service';

const { database } = await buildTestApp();
const service = createAuthService({
  authRepository: createAuthRepository(database.db),
  accessTokens: createAccessTokens('a-secret-of-at-least-thirty-two-characters!', 900),
  refreshTtlSeconds: 3600,
  client: { id: 'web', secret: 'secret' },
  machineKeys: createMachineKeyChecks(database.db),
});
const errorCode = async (work: Promise<unknown>) => {
  try {
    await work;
    return 'ok';
  } catch (error) {
    return error instanceof OAuthError ? error.code : 'other';
  }
};

describe('token service', () => {
  it('rotates: each refresh token works exactly once', async () => {
    const start = new Date();
    const first = await service.passwordGrant(DEMO_USERS.customer, DEMO_PASSWORD, start);
    const second = await service.refreshGrant(first.refresh_token, start);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(await errorCode(service.refreshGrant(first.refresh_token, start))).toBe('invalid_grant');
  });

  it('detects reuse and revokes the rest of the family', async () => {
    const first = await service.passwordGrant(DEMO_USERS.customer, DEMO_PASSWORD);
    const second = await service.refreshGrant(first.refresh_token);
    expect(await errorCode(service.refreshGrant(first.refresh_token))).toBe('invalid_grant');
    expect(await errorCode(service.refreshGrant(second.refresh_token))).toBe('invalid_grant');
  });

  it('refuses a refresh token after it expires', async () => {
    const start = new Date('2026-03-01T08:00:00Z');
    const tokens = await service.passwordGrant(DEMO_USERS.customer, DEMO_PASSWORD, start);
    const later = new Date(start.getTime() + 3601 * 1000);
    expect(await errorCode(service.refreshGrant(tokens.refresh_token, later))).toBe('invalid_grant');
  });

  it('keeps other sessions alive when one family is revoked, and ends all on revokeUserSessions', async () => {
    const phone = await service.passwordGrant(DEMO_USERS.installer, DEMO_PASSWORD);
    const laptop = await service.passwordGrant(DEMO_USERS.installer, DEMO_PASSWORD);
    await service.refreshGrant(phone.refresh_token);
    await errorCode(service.refreshGrant(phone.refresh_token));
    const laptopNext = await service.refreshGrant(laptop.refresh_token);
    await service.revokeUserSessions(DEMO_IDS.userInstaller);
    expect(await errorCode(service.refreshGrant(laptopNext.refresh_token))).toBe('invalid_grant');
  });

  it('checks the client credentials', () => {
    expect(() => service.assertClient('web', 'secret')).not.toThrow();
    expect(() => service.assertClient('web', 'wrong')).toThrow(OAuthError);
  });
});
