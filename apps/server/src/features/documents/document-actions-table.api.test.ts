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
import { brandPartners, contacts, projects, salesDocuments, users } from '../../db/schema';
import { DEMO_IDS } from '../../db/seed/demo-tenancy.seed';
import { buildTestApp } from '../../test/build-test-app';
import { DEMO_USERS, signIn } from '../../test/sign-in';

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

type Actor = { email: string; userId: string };
const ACTORS: Actor[] = [
  { email: DEMO_USERS.admin, userId: DEMO_IDS.userAdmin },
  { email: DEMO_USERS.installer, userId: DEMO_IDS.userInstaller },
  { email: DEMO_USERS.oem, userId: DEMO_IDS.userOem },
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
  it('answers every action on every demo document as the table decides for admin, installer and OEM', async () => {
    let checked = 0;
    let allowed = 0;
    for (const actor of ACTORS) {
      const authorization = (await signIn(app, actor.email)).authorization;
      const [user] = await db.select().from(users).where(eq(users.id, actor.userId));
      const role = user?.role as 'admin' | 'prod' | 'mon';
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
          if (detail === 'documentForbidden') {
            // Not the caller's tenant (the OEM sees the distributor's documents only as its parent partner).
            continue;
          }
          const decision = decideDocumentAction({
            action,
            actor: { role, isOem: user?.isOem ?? false, isOemAdmin: user?.isOemAdmin ?? false, isParentPartner: false },
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
          const context = `${actor.email} ${action} ${id}: ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, context).toBeLessThan(500);
          if (decision.allowed) {
            allowed += 1;
            expect(TABLE_DETAILS.has(detail), context).toBe(false);
          } else {
            expect(detail, context).toBe(REFUSAL_DETAILS[decision.reason]);
          }
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(allowed).toBeGreaterThan(50);
  }, 240_000);
});
