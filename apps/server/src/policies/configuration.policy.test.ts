import { describe, expect, it } from 'vitest';
import { ANONYMOUS, type Caller, type UserCaller } from '#server/core/caller';
import { statusOf } from '#server/test/status-of';
import {
  assertCanCreateConfiguration,
  assertCanDownloadPriceFiles,
  assertCanEditConfiguration,
  assertCanReadConfiguration,
  assertCanUseVariant,
  canEditConfiguration,
  canPriceConfiguration,
  canReadConfiguration,
  canSeePartsTree,
} from './configuration.policy';

const BPI = '3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01';
const OTHER_BPI = '8e4a1b2c-3d5e-4f60-a718-293a4b5c6d02';
const OWNER_ID = '11111111-1111-4111-8111-111111111111';
const user = (overrides: Partial<UserCaller>): UserCaller => ({
  kind: 'user',
  userId: OWNER_ID,
  email: 'x@demo.test',
  role: null,
  partnerId: null,
  isOem: false,
  isOemAdmin: false,
  isParentPartner: false,
  brandPartnerIds: [BPI],
  ...overrides,
});
const owner = user({});
const otherCustomer = user({ userId: '22222222-2222-4222-8222-222222222222' });
const sales = user({ userId: '33333333-3333-4333-8333-333333333333', role: 'prod' });
const foreignSales = user({
  userId: '44444444-4444-4444-8444-444444444444',
  role: 'prod',
  brandPartnerIds: [OTHER_BPI],
});
const headOfSales = user({ role: 'admin', isParentPartner: true, brandPartnerIds: [BPI, OTHER_BPI] });

const OWNER_PARTNER = '55555555-5555-4555-8555-555555555555';
const PARENT_PARTNER = '66666666-6666-4666-8666-666666666666';
const CHILD_PARTNER = '77777777-7777-4777-8777-777777777777';
const anonymousRow = { brandPartnerId: BPI, ownerUserId: null, document: null };
const ownedRow = { brandPartnerId: BPI, ownerUserId: OWNER_ID, document: null };
const draft = {
  brandPartnerId: BPI,
  ownerPartnerId: OWNER_PARTNER,
  ownerParentPartnerId: PARENT_PARTNER,
  recipientPartnerId: null,
  type: 'offer',
  status: 'draft',
  projectStatus: 'active',
} as const;
const inDraft = { brandPartnerId: BPI, ownerUserId: OWNER_ID, document: draft };
const inConfirmed = { ...inDraft, document: { ...draft, type: 'orderconfirmation', status: 'confirmed' } as const };
const ownerStaff = user({ userId: '88888888-8888-4888-8888-888888888888', role: 'prod', partnerId: OWNER_PARTNER });
const parentStaff = user({ userId: '99999999-9999-4999-8999-999999999999', role: 'admin', partnerId: PARENT_PARTNER });
const childStaff = user({ userId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', role: 'admin', partnerId: CHILD_PARTNER });
const ownerInstaller = user({ userId: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', role: 'mon', partnerId: OWNER_PARTNER });

describe('configuration policy', () => {
  it('lets anyone with the GUID read an anonymous configuration, but no user of another brand partner', () => {
    const readers: [Caller, boolean][] = [
      [ANONYMOUS, true],
      [owner, true],
      [otherCustomer, true],
      [sales, true],
      [foreignSales, false],
    ];
    for (const [caller, expected] of readers) {
      expect(canReadConfiguration(caller, anonymousRow)).toBe(expected);
      expect(statusOf(() => assertCanReadConfiguration(caller, anonymousRow))).toBe(expected ? 200 : 403);
    }
  });

  it('lets only whoever made a configuration in no document edit it (an anonymous one: whoever holds the GUID)', () => {
    const editors: [Caller, boolean][] = [
      [ANONYMOUS, false],
      [owner, true],
      [otherCustomer, false],
      [sales, false],
      [foreignSales, false],
    ];
    for (const [caller, expected] of editors) {
      expect(canEditConfiguration(caller, ownedRow)).toBe(expected);
      expect(statusOf(() => assertCanEditConfiguration(caller, ownedRow))).toBe(expected ? 200 : 403);
    }
    expect(canEditConfiguration(ANONYMOUS, anonymousRow)).toBe(true);
    expect(canEditConfiguration(foreignSales, anonymousRow)).toBe(false);
  });

  it('reads and edits a configuration in a document only under that document’s access', () => {
    const answers: [Caller, number, number][] = [
      // caller, read, edit
      [ANONYMOUS, 403, 403],
      [owner, 403, 403],
      [sales, 403, 403],
      [childStaff, 403, 403],
      [ownerInstaller, 200, 403],
      [ownerStaff, 200, 200],
      [parentStaff, 200, 200],
    ];
    for (const [caller, read, edit] of answers) {
      expect(statusOf(() => assertCanReadConfiguration(caller, inDraft))).toBe(read);
      expect(statusOf(() => assertCanEditConfiguration(caller, inDraft))).toBe(edit);
      expect(canEditConfiguration(caller, inDraft)).toBe(edit === 200);
    }
    expect(statusOf(() => assertCanEditConfiguration(ownerStaff, inConfirmed))).toBe(409);
    expect(statusOf(() => assertCanEditConfiguration(childStaff, inConfirmed))).toBe(403);
    expect(canEditConfiguration(ownerStaff, inConfirmed)).toBe(false);
  });

  it('creates only at a brand partner a signed-in user acts for', () => {
    expect(statusOf(() => assertCanCreateConfiguration(ANONYMOUS, OTHER_BPI))).toBe(200);
    expect(statusOf(() => assertCanCreateConfiguration(owner, BPI))).toBe(200);
    expect(statusOf(() => assertCanCreateConfiguration(owner, OTHER_BPI))).toBe(403);
  });

  it('prices a configuration and shows its parts tree only within the brand partner', () => {
    expect(canPriceConfiguration(ANONYMOUS, anonymousRow)).toBe(false);
    expect(canPriceConfiguration(owner, ownedRow)).toBe(true);
    expect(canPriceConfiguration(foreignSales, ownedRow)).toBe(false);
    expect(canSeePartsTree(owner, ownedRow)).toBe(false);
    expect(canSeePartsTree(sales, ownedRow)).toBe(true);
    expect(canSeePartsTree(foreignSales, ownedRow)).toBe(false);
  });

  it('checks the endpoint variant: auth needs a sign-in, admin staff of the brand partner', () => {
    expect(statusOf(() => assertCanUseVariant(ANONYMOUS, 'public', BPI))).toBe(200);
    expect(statusOf(() => assertCanUseVariant(ANONYMOUS, 'auth', BPI))).toBe(401);
    expect(statusOf(() => assertCanUseVariant(owner, 'auth', BPI))).toBe(200);
    expect(statusOf(() => assertCanUseVariant(owner, 'admin', BPI))).toBe(403);
    expect(statusOf(() => assertCanUseVariant(sales, 'admin', BPI))).toBe(200);
    expect(statusOf(() => assertCanUseVariant(sales, 'admin', OTHER_BPI))).toBe(403);
  });

  it('gives price files only to heads of sales of a parent partner', () => {
    expect(statusOf(() => assertCanDownloadPriceFiles(ANONYMOUS))).toBe(401);
    expect(statusOf(() => assertCanDownloadPriceFiles(sales))).toBe(403);
    expect(statusOf(() => assertCanDownloadPriceFiles(user({ role: 'admin' })))).toBe(403);
    expect(statusOf(() => assertCanDownloadPriceFiles(headOfSales))).toBe(200);
  });
});
