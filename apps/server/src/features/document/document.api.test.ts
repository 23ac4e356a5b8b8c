import {
  DEFAULT_BRAND_PARTNER_ID,
  DOCUMENT_STATUS_IDS,
  documentDetailSchema,
  PROJECT_STATUS_IDS,
  SECOND_BRAND_PARTNER_ID,
} from '@door/contract';
import { and, asc, count, eq, gte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects, salesDocumentConfigurations, salesDocuments } from '../../db/schema';
import { DEMO_IDS } from '../../db/seed/demo-tenancy.seed';
import { buildTestApp } from '../../test/build-test-app';
import { DEMO_USERS, signIn } from '../../test/sign-in';

const { app, database } = await buildTestApp();
const { db } = database;
const BPI = DEFAULT_BRAND_PARTNER_ID;
const DEALER = 'dealer@demo.test';

const tokens = new Map<string, string>();
const authOf = async (email: string) => {
  let token = tokens.get(email);
  if (!token) {
    token = (await signIn(app, email)).authorization;
    tokens.set(email, token);
  }
  return token;
};

const call = async (email: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { 'accept-language': 'en', ...(email ? { authorization: await authOf(email) } : {}) },
    ...(payload ? { payload } : {}),
  });

/** A demo document of the admin's partner in an active project with at least two configurations, of a status. */
const demoDocument = async (status: keyof typeof DOCUMENT_STATUS_IDS, skip = 0) => {
  const lines = db
    .select({ documentId: salesDocumentConfigurations.documentId, lines: count().as('lines') })
    .from(salesDocumentConfigurations)
    .groupBy(salesDocumentConfigurations.documentId)
    .as('lines');
  const [row] = await db
    .select({ document: salesDocuments })
    .from(salesDocuments)
    .innerJoin(projects, eq(projects.id, salesDocuments.projectId))
    .innerJoin(lines, eq(lines.documentId, salesDocuments.id))
    .where(
      and(
        eq(salesDocuments.statusId, DOCUMENT_STATUS_IDS[status]),
        eq(salesDocuments.brandPartnerId, BPI),
        eq(salesDocuments.ownerPartnerId, DEMO_IDS.partnerDistributor),
        eq(projects.statusId, PROJECT_STATUS_IDS.active),
        gte(lines.lines, 2),
      ),
    )
    .orderBy(asc(salesDocuments.number))
    .limit(1)
    .offset(skip);
  if (!row) {
    throw new Error(`no demo document ${status}`);
  }
  return row.document;
};

describe('GET /document/{id}', () => {
  it('returns every detail field and the configurations in position order', async () => {
    const document = await demoDocument('draft');
    const response = await call(DEMO_USERS.admin, 'GET', `document/${document.id}?brandPartnerId=${BPI}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = documentDetailSchema.parse(response.json());
    expect(detail.SalesDocumentId).toBe(document.id);
    expect(detail.DocumentNumber).toBe(`${document.year}-${String(document.number).padStart(5, '0')}`);
    expect(detail.Commission).toBe(document.commission);
    expect(detail.ContactEmail).toBe(document.contactEmail);
    expect(detail.TotalPriceWithTax).toBe(document.totalCents / 100);
    expect(detail.TotalPrice).toBe(document.totalPriceCents / 100);
    expect(detail.TotalTaxCost).toBe(document.totalTaxCents / 100);
    expect(detail.Currency).toBe('EUR');
    expect(detail.IsReadOnly).toBe(false);
    expect(detail.Configurations.length).toBeGreaterThanOrEqual(2);
    expect(detail.Configurations.map((row) => row.ConfigurationPosition)).toEqual(
      detail.Configurations.map((_, index) => index + 1),
    );
    const [first] = detail.Configurations;
    expect(first?.Image).toMatch(new RegExp(`/configurator/${first?.ConfigurationId}/image\\?t=`));
    expect(first?.ConfigurationName).not.toBe('');
    expect(first?.Quantity).toBeGreaterThanOrEqual(1);
  });

  it('lets an installer read the detail, and marks a confirmed document read-only', async () => {
    const document = await demoDocument('confirmed').catch(() => demoDocument('draft'));
    const response = await call(DEMO_USERS.installer, 'GET', `document/${document.id}?brandPartnerId=${BPI}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().IsReadOnly).toBe(document.statusId === DOCUMENT_STATUS_IDS.confirmed);
  });

  it('refuses a foreign tenant (403), anonymous callers (401), an unknown id (404) and bad input (400)', async () => {
    const document = await demoDocument('draft');
    expect((await call(DEALER, 'GET', `document/${document.id}?brandPartnerId=${BPI}`)).statusCode).toBe(403);
    expect((await call(DEMO_USERS.customer, 'GET', `document/${document.id}?brandPartnerId=${BPI}`)).statusCode).toBe(
      403,
    );
    expect((await call(null, 'GET', `document/${document.id}?brandPartnerId=${BPI}`)).statusCode).toBe(401);
    const unknown = await call(
      DEMO_USERS.admin,
      'GET',
      `document/00000000-0000-4000-8000-000000000001?brandPartnerId=${BPI}`,
    );
    expect(unknown.statusCode).toBe(404);
    const other = await call(
      DEMO_USERS.admin,
      'GET',
      `document/${document.id}?brandPartnerId=${SECOND_BRAND_PARTNER_ID}`,
    );
    expect([400, 403]).toContain(other.statusCode);
    expect((await call(DEMO_USERS.admin, 'GET', `document/${document.id}`)).statusCode).toBe(400);
    expect((await call(DEMO_USERS.admin, 'GET', `document/not-a-guid?brandPartnerId=${BPI}`)).statusCode).toBe(400);
  });
});
