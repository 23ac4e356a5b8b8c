import { DEFAULT_BRAND_PARTNER_ID, type DocumentContactReply, documentContactBodySchema } from '@door/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_USERS, signIn } from '#server/test/sign-in';
import { contacts, salesDocumentConfigurations, salesDocuments } from '../schema';
import { DEMO_IDS } from './demo-tenancy.seed';

const { app, database } = await buildTestApp();

describe('the demo documents', () => {
  it('price every line as the configurator prices its configuration, so opening one shows the line’s price', async () => {
    const { authorization } = await signIn(app, DEMO_USERS.admin);
    const documents = await database.db.select({ id: salesDocuments.id }).from(salesDocuments);
    const lines = await database.db
      .select()
      .from(salesDocumentConfigurations)
      .where(
        inArray(
          salesDocumentConfigurations.documentId,
          documents.map((document) => document.id),
        ),
      );
    expect(lines.length).toBeGreaterThan(10);
    const differing: string[] = [];
    for (const line of lines) {
      const reply = await app.inject({
        url: `/api/v1/configurator/${line.configurationId}/price?documentId=${line.documentId}`,
        headers: { authorization },
      });
      if (reply.statusCode === 403) {
        continue; // a document of a partner the admin does not see (the dealer's)
      }
      const price = reply.json<{ Price: number | null }>().Price;
      if (price === null || Math.round(price * 100) !== line.unitPriceCents) {
        differing.push(`${line.id}: line ${line.unitPriceCents}, configurator ${price}`);
      }
    }
    expect(differing).toEqual([]);
  });
});

describe('the demo contacts', () => {
  it('are complete: every demo document’s contact data is saved back as it is, country included', async () => {
    const { authorization } = await signIn(app, DEMO_USERS.admin);
    const headers = { authorization, 'accept-language': 'en' };
    const documents = await database.db
      .select({ id: salesDocuments.id, brandPartnerId: salesDocuments.brandPartnerId })
      .from(salesDocuments)
      .where(eq(salesDocuments.ownerPartnerId, DEMO_IDS.partnerDistributor));
    expect(documents.length).toBeGreaterThan(5);
    const incomplete: string[] = [];
    for (const document of documents) {
      const contact = await app.inject({ url: `/api/v1/document/${document.id}/contact`, headers });
      expect(contact.statusCode, contact.body).toBe(200);
      const body = { BrandPartnerId: document.brandPartnerId, ...contact.json<DocumentContactReply>() };
      const parsed = documentContactBodySchema.safeParse(body);
      if (!parsed.success) {
        incomplete.push(`${document.id}: ${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')}`);
      }
    }
    expect(incomplete).toEqual([]);
    // And the customer contacts a new offer picks from carry the same complete data.
    const customers = await database.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.kind, 'customer'), eq(contacts.brandPartnerId, DEFAULT_BRAND_PARTNER_ID)));
    for (const customer of customers.filter(
      (row) => row.email?.endsWith('@example.com') || row.email?.endsWith('.at'),
    )) {
      expect(customer, customer.email ?? '').toMatchObject({
        countryId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        address: expect.stringMatching(/\S/),
        telephone: expect.stringMatching(/\S/),
      });
    }
  });
});
