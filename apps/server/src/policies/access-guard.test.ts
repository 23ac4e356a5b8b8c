import { describe, expect, it } from 'vitest';
import { ANONYMOUS, type UserCaller } from '#server/core/caller';
import { statusOf } from '#server/test/status-of';
import {
  allowedBrandPartnerIds,
  canActForBrandPartner,
  requireAdmin,
  requireBrandPartner,
  requireStaff,
  requireUser,
} from './access-guard';

const BPI = '3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01';
const OTHER_BPI = '8e4a1b2c-3d5e-4f60-a718-293a4b5c6d02';
const user = (overrides: Partial<UserCaller>): UserCaller => ({
  kind: 'user',
  userId: '11111111-1111-4111-8111-111111111111',
  email: 'x@demo.test',
  role: null,
  partnerId: null,
  isOem: false,
  isOemAdmin: false,
  isParentPartner: false,
  brandPartnerIds: [BPI],
  ...overrides,
});

describe('access guard', () => {
  it('answers 401 for anonymous callers where a user is needed', () => {
    expect(statusOf(() => requireUser(ANONYMOUS))).toBe(401);
    expect(statusOf(() => requireStaff(ANONYMOUS))).toBe(401);
    expect(statusOf(() => requireBrandPartner(ANONYMOUS, BPI))).toBe(401);
  });

  it('lets staff through and keeps customers out of staff calls', () => {
    expect(statusOf(() => requireStaff(user({ role: 'mon' })))).toBe(200);
    expect(statusOf(() => requireStaff(user({ role: null })))).toBe(403);
  });

  it('limits admin calls to heads of sales and sales', () => {
    expect(statusOf(() => requireAdmin(user({ role: 'admin' })))).toBe(200);
    expect(statusOf(() => requireAdmin(user({ role: 'prod' })))).toBe(200);
    expect(statusOf(() => requireAdmin(user({ role: 'mon' })))).toBe(403);
  });

  it('keeps every caller inside its own brand partners, whatever id it sends', () => {
    const sales = user({ role: 'prod' });
    expect(canActForBrandPartner(sales, BPI)).toBe(true);
    expect(canActForBrandPartner(sales, BPI.toUpperCase())).toBe(true);
    expect(canActForBrandPartner(sales, OTHER_BPI)).toBe(false);
    expect(statusOf(() => requireBrandPartner(sales, OTHER_BPI))).toBe(403);
    expect(allowedBrandPartnerIds(ANONYMOUS)).toEqual([]);
    expect(allowedBrandPartnerIds(sales)).toEqual([BPI]);
  });
});
