import { describe, expect, it } from 'vitest';
import type { UserCaller } from '#server/core/caller';
import { createAccessTokens } from './access-token';

const caller: UserCaller = {
  kind: 'user',
  userId: '11111111-1111-4111-8111-111111111111',
  email: 'sales@demo.test',
  role: 'prod',
  partnerId: '22222222-2222-4222-8222-222222222222',
  isOem: false,
  isOemAdmin: false,
  isParentPartner: false,
  brandPartnerIds: ['3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01'],
};
const tokens = createAccessTokens('a-secret-of-at-least-thirty-two-characters!', 900);

describe('access tokens', () => {
  it('carries the caller through sign and verify', async () => {
    expect(await tokens.verify(await tokens.sign(caller, 3))).toEqual({ caller, securityVersion: 3 });
  });

  it('rejects a token after it expires', async () => {
    const issuedAt = new Date('2026-01-01T10:00:00Z');
    const token = await tokens.sign(caller, 1, issuedAt);
    expect(await tokens.verify(token, new Date('2026-01-01T10:14:00Z'))).not.toBeNull();
    expect(await tokens.verify(token, new Date('2026-01-01T10:15:01Z'))).toBeNull();
  });

  it('answers a verified token from memory with the same expiry rule as the signature check', async () => {
    const issuedAt = new Date('2026-01-01T10:00:00Z');
    const token = await tokens.sign(caller, 1, issuedAt);
    const atExpiry = new Date('2026-01-01T10:15:00Z');
    const fresh = createAccessTokens('a-secret-of-at-least-thirty-two-characters!', 900);
    expect(await fresh.verify(token, atExpiry)).toBeNull();
    expect(await tokens.verify(token, new Date('2026-01-01T10:14:59Z'))).toEqual({ caller, securityVersion: 1 });
    expect(await tokens.verify(token, atExpiry)).toBeNull();
  });

  it('rejects a token signed with another secret', async () => {
    const other = createAccessTokens('another-secret-of-at-least-thirty-two-chars', 900);
    expect(await tokens.verify(await other.sign(caller, 1))).toBeNull();
  });

  it('rejects a token whose payload was changed', async () => {
    const [header, , signature] = (await tokens.sign(caller, 1)).split('.');
    const forged = Buffer.from(JSON.stringify({ ...caller, role: 'admin' })).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
  });
});
