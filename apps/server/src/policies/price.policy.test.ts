import { describe, expect, it } from 'vitest';
import { ANONYMOUS, type UserCaller } from '#server/core/caller';
import { canSeePrices } from './price.policy';

const BPI = '3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01';
const OTHER_BPI = '8e4a1b2c-3d5e-4f60-a718-293a4b5c6d02';
const user = (role: UserCaller['role'], brandPartnerIds: string[]): UserCaller => ({
  kind: 'user',
  userId: '11111111-1111-4111-8111-111111111111',
  email: 'x@demo.test',
  role,
  partnerId: null,
  isOem: false,
  isOemAdmin: false,
  isParentPartner: false,
  brandPartnerIds,
});

describe('price policy', () => {
  it('shows prices only to users acting for the brand partner', () => {
    const customer = user(null, [BPI]);
    expect(canSeePrices(ANONYMOUS, BPI)).toBe(false);
    expect(canSeePrices(customer, BPI)).toBe(true);
    expect(canSeePrices(customer, BPI.toUpperCase())).toBe(true);
    expect(canSeePrices(customer, OTHER_BPI)).toBe(false);
    expect(canSeePrices(user('prod', [OTHER_BPI]), BPI)).toBe(false);
    expect(canSeePrices(user('admin', [BPI, OTHER_BPI]), OTHER_BPI)).toBe(true);
  });
});
