import { describe, expect, it } from 'vitest';
import { ANONYMOUS, type UserCaller } from '#server/core/caller';
import { statusOf } from '#server/test/status-of';
import {
  assertCanReadDocument,
  assertCanUseListView,
  assertDocumentAction,
  assertDocumentWritable,
  canReadDocument,
  type DocumentAccess,
} from './document.policy';

const BPI = '3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01';
const OTHER_BPI = '8e4a1b2c-3d5e-4f60-a718-293a4b5c6d02';
const PARENT = '22222222-2222-4222-8222-222222222222';
const CHILD = '33333333-3333-4333-8333-333333333333';
const STRANGER = '44444444-4444-4444-8444-444444444444';
const LICENCE_ALL = { EnabledApplication: true, EnabledEdifactExport: true, EnabledEdifactImport: true };

const staff = (overrides: Partial<UserCaller>): UserCaller => ({
  kind: 'user',
  userId: '11111111-1111-4111-8111-111111111111',
  email: 'x@demo.test',
  role: 'admin',
  partnerId: CHILD,
  isOem: false,
  isOemAdmin: false,
  isParentPartner: false,
  brandPartnerIds: [BPI],
  ...overrides,
});

const document = (overrides: Partial<DocumentAccess> = {}): DocumentAccess => ({
  brandPartnerId: BPI,
  ownerPartnerId: CHILD,
  ownerParentPartnerId: PARENT,
  recipientPartnerId: null,
  type: 'offer',
  status: 'draft',
  projectStatus: 'active',
  ...overrides,
});

describe('document read access', () => {
  it('lets the owner partner, its parent partner and the recipient partner read', () => {
    expect(canReadDocument(staff({}), document())).toBe(true);
    expect(canReadDocument(staff({ partnerId: PARENT }), document())).toBe(true);
    expect(canReadDocument(staff({ partnerId: STRANGER }), document({ recipientPartnerId: STRANGER }))).toBe(true);
  });

  it('refuses a foreign partner, a foreign brand partner, customers and anonymous callers', () => {
    expect(statusOf(() => assertCanReadDocument(staff({ partnerId: STRANGER }), document()))).toBe(403);
    expect(statusOf(() => assertCanReadDocument(staff({ brandPartnerIds: [OTHER_BPI] }), document()))).toBe(403);
    expect(statusOf(() => assertCanReadDocument(staff({ role: null, partnerId: null }), document()))).toBe(403);
    expect(statusOf(() => assertCanReadDocument(ANONYMOUS, document()))).toBe(401);
    // A child partner does not see its parent's documents.
    expect(
      canReadDocument(staff({ partnerId: CHILD }), document({ ownerPartnerId: PARENT, ownerParentPartnerId: null })),
    ).toBe(false);
  });
});

describe('document actions through the transition table', () => {
  it('answers 403 for a role, 403 for a licence and 409 for a state', () => {
    expect(statusOf(() => assertDocumentAction(staff({ role: 'mon' }), 'confirm', LICENCE_ALL, document()))).toBe(403);
    expect(
      statusOf(() =>
        assertDocumentAction(staff({}), 'ediExport', { ...LICENCE_ALL, EnabledEdifactExport: false }, document()),
      ),
    ).toBe(403);
    expect(
      statusOf(() => assertDocumentAction(staff({}), 'confirm', LICENCE_ALL, document({ status: 'confirmed' }))),
    ).toBe(409);
    expect(assertDocumentAction(staff({}), 'confirm', LICENCE_ALL, document()).partnerId).toBe(CHILD);
  });

  it('checks tenancy before the table', () => {
    expect(statusOf(() => assertDocumentAction(staff({ partnerId: STRANGER }), 'open', LICENCE_ALL, document()))).toBe(
      403,
    );
  });

  it('allows row-free actions without a document, for staff only', () => {
    expect(assertDocumentAction(staff({}), 'newOffer', LICENCE_ALL, null).role).toBe('admin');
    expect(statusOf(() => assertDocumentAction(staff({ role: 'mon' }), 'newOffer', LICENCE_ALL, null))).toBe(403);
    expect(statusOf(() => assertDocumentAction(ANONYMOUS, 'newOffer', LICENCE_ALL, null))).toBe(401);
  });
});

describe('list views and read-only documents', () => {
  it('gives admin and sales both lists and installers only all', () => {
    expect(assertCanUseListView(staff({ role: 'prod' }), 'all').role).toBe('prod');
    expect(statusOf(() => assertCanUseListView(staff({ role: 'mon' }), 'my'))).toBe(403);
    expect(assertCanUseListView(staff({ role: 'mon' }), 'all').role).toBe('mon');
  });

  it('refuses writes to a read-only document with 409', () => {
    expect(statusOf(() => assertDocumentWritable(document({ projectStatus: 'closed' })))).toBe(409);
    expect(statusOf(() => assertDocumentWritable(document({ type: 'inquiry', status: 'received' })))).toBe(409);
    expect(statusOf(() => assertDocumentWritable(document()))).toBe(200);
  });
});
