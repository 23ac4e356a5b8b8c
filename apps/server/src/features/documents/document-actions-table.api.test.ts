import {
  DOCUMENT_TYPE_IDS,
  type DocumentAction,
  decideDocumentAction,
  documentStatusCodeOf,
  documentTypeCodeOf,
  projectStatusCodeOf,
  serverDocumentViewOf,
} from '@door/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brandPartners, contacts, projects, salesDocuments, users } from '#server/db/schema';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { buildTestApp } from '#server/test/build-test-app';
import { expectInsightSummaryRight } from '#server/test/insight-summary';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

// The server answers every action as the contract's transition table decides: for each demo document and action,
// the table's verdict on the document's current state (re-read before each call, as allowed calls change it)
// must match the reply: refused by the table ⇔ the reply is the table's refusal (403 role or licence, 409 state).
const { app, database } = await buildTestApp();
const { db } = database;

const [petra] = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.firstName, 'Petra'));
const demoDocuments = await db
  .select({ id: salesDocuments.id })
  .from(salesDocuments)
  .orderBy(asc(salesDocuments.number));

// The personas of the issue on the demo users: the head of sales (also a parent partner: the dealer is a child of
// the distributor), sales, the installer, the OEM admin, the same OEM user without the admin flag, the customer, and
// the head of sales with the storefront's application licence off.
type Pass = { name: string; email: string; userId: string; setup?: () => Promise<() => Promise<void>> };
const PASSES: Pass[] = [
  { name: 'head of sales (parent partner)', email: DEMO_USERS.admin, userId: DEMO_IDS.userAdmin },
  { name: 'sales', email: DEMO_USERS.sales, userId: DEMO_IDS.userSales },
  { name: 'installer', email: DEMO_USERS.installer, userId: DEMO_IDS.userInstaller },
  { name: 'OEM admin', email: DEMO_USERS.oem, userId: DEMO_IDS.userOem },
  {
    name: 'OEM user (not OEM admin)',
    email: DEMO_USERS.oem,
    userId: DEMO_IDS.userOem,
    setup: async () => {
      await db.update(users).set({ isOemAdmin: false }).where(eq(users.id, DEMO_IDS.userOem));
      return async () => {
        await db.update(users).set({ isOemAdmin: true }).where(eq(users.id, DEMO_IDS.userOem));
      };
    },
  },
  { name: 'customer', email: DEMO_USERS.customer, userId: DEMO_IDS.userCustomer },
  {
    name: 'head of sales without the application licence',
    email: DEMO_USERS.admin,
    userId: DEMO_IDS.userAdmin,
    setup: async () => {
      const before = await db
        .select({ id: brandPartners.id, enabledApplication: brandPartners.enabledApplication })
        .from(brandPartners);
      await db.update(brandPartners).set({ enabledApplication: false });
      return async () => {
        for (const { id, enabledApplication } of before) {
          await db.update(brandPartners).set({ enabledApplication }).where(eq(brandPartners.id, id));
        }
      };
    },
  },
];

const REFUSAL_DETAILS = {
  role: 'actionForbiddenRole',
  licence: 'actionForbiddenLicence',
  state: 'actionForbiddenState',
};
const TABLE_DETAILS = new Set(Object.values(REFUSAL_DETAILS));

const requestOf = (action: DocumentAction, id: string, bpi: string) => {
  switch (action) {
    case 'confirm':
      return { method: 'POST' as const, url: `document/${id}/confirm?brandPartnerId=${bpi}` };
    case 'send':
      return { method: 'POST' as const, url: `document/${id}/send?brandPartnerId=${bpi}` };
    case 'toggleProject':
      return { method: 'POST' as const, url: `document/${id}/toggle` };
    case 'archive':
      return { method: 'DELETE' as const, url: `document/${id}/archive` };
    case 'assign':
      return {
        method: 'POST' as const,
        url: `document/${id}/assign`,
        payload: { BrandPartnerId: bpi, PartnerUserId: DEMO_IDS.userSales },
      };
    case 'forward':
      return {
        method: 'POST' as const,
        url: `document/${id}/forward`,
        payload: { BrandPartnerId: bpi, ContactId: petra?.id },
      };
    case 'sendToSupplier':
      return {
        method: 'POST' as const,
        url: `document/${id}/sendToSupplier`,
        payload: { BrandPartnerId: bpi, ContactId: petra?.id, DocumentTypeId: DOCUMENT_TYPE_IDS.order, Comment: 'x' },
      };
    case 'copy':
      return {
        method: 'POST' as const,
        url: 'document',
        payload: { BrandPartnerId: bpi, DocumentId: id, DocumentTypeId: DOCUMENT_TYPE_IDS.offer },
      };
    case 'ediExport':
      return { method: 'GET' as const, url: `document/${id}/download/edifactxml` };
    default:
      return { method: 'POST' as const, url: `ref/clone?documentId=${id}` };
  }
};

const ACTIONS: DocumentAction[] = [
  'ediExport',
  'copy',
  'assign',
  'confirm',
  'sendToSupplier',
  'forward',
  'send',
  'submitForProduction',
  'toggleProject',
  'archive',
];

describe('the server follows the transition table', () => {
  it.each(PASSES)(
    'answers every action on every demo document as the table decides for the $name',
    async (pass) => {
      const restore = pass.setup ? await pass.setup() : async () => undefined;
      let checked = 0;
      let allowed = 0;
      try {
        const authorization = (await signIn(app, pass.email)).authorization;
        const [user] = await db.select().from(users).where(eq(users.id, pass.userId));
        const role = (user?.role ?? null) as 'admin' | 'prod' | 'mon' | null;
        for (const { id } of demoDocuments) {
          for (const action of ACTIONS) {
            const [row] = await db
              .select({ document: salesDocuments, projectStatusId: projects.statusId, licence: brandPartners })
              .from(salesDocuments)
              .innerJoin(projects, eq(projects.id, salesDocuments.projectId))
              .innerJoin(brandPartners, eq(brandPartners.id, salesDocuments.brandPartnerId))
              .where(eq(salesDocuments.id, id));
            if (!row) {
              throw new Error(`document ${id} vanished`);
            }
            const request = requestOf(action, id, row.document.brandPartnerId);
            const response = await app.inject({
              method: request.method,
              url: `/api/v1/${request.url}`,
              headers: { authorization, 'accept-language': 'en' },
              ...(request.payload ? { payload: request.payload } : {}),
            });
            const detail = response.statusCode >= 400 ? (response.json().detail as string) : '';
            const context = `${pass.name} ${action} ${id}: ${response.statusCode} ${response.body.slice(0, 200)}`;
            expect(response.statusCode, context).toBeLessThan(500);
            if (role === null) {
              // A customer has no admin area (§6): every action is the table's role refusal, a 403.
              expect(
                decideDocumentAction({
                  action,
                  actor: { role, isOem: false, isOemAdmin: false, isParentPartner: false },
                  licence: { EnabledApplication: true, EnabledEdifactExport: true, EnabledEdifactImport: true },
                  view: 'all',
                  row: { type: 'offer', status: 'draft', projectStatus: 'active' },
                }),
              ).toEqual({ allowed: false, reason: 'role' });
              expect(response.statusCode, context).toBe(403);
              checked += 1;
              continue;
            }
            if (detail === 'documentForbidden') {
              // Not the caller's tenant (the OEM sees the distributor's documents only as its parent partner).
              continue;
            }
            const decision = decideDocumentAction({
              action,
              actor: {
                role,
                isOem: user?.isOem ?? false,
                isOemAdmin: user?.isOemAdmin ?? false,
                isParentPartner: user?.isParentPartner ?? false,
              },
              licence: {
                EnabledApplication: row.licence.enabledApplication,
                EnabledEdifactExport: row.licence.enabledEdifactExport,
                EnabledEdifactImport: row.licence.enabledEdifactImport,
              },
              view: serverDocumentViewOf(role),
              row: {
                type: documentTypeCodeOf(row.document.typeId) ?? 'offer',
                status: documentStatusCodeOf(row.document.statusId) ?? 'draft',
                projectStatus: projectStatusCodeOf(row.projectStatusId) ?? 'active',
              },
            });
            if (decision.allowed) {
              allowed += 1;
              expect(TABLE_DETAILS.has(detail), context).toBe(false);
            } else {
              expect(detail, context).toBe(REFUSAL_DETAILS[decision.reason]);
            }
            checked += 1;
          }
        }
      } finally {
        await restore();
      }
      expect(checked).toBeGreaterThan(50);
      if (pass.name === 'head of sales (parent partner)' || pass.name === 'sales') {
        expect(allowed).toBeGreaterThan(10);
      }
    },
    240_000,
  );
});

describe('the sales dashboard after these writes', () => {
  it('keeps its summaries as the base tables say', async () => {
    await expectInsightSummaryRight(
      db,
      'every action on every demo document (copy, send to supplier, forward, send, confirm, archive, …)',
    );
  });
});
