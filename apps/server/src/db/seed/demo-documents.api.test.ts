import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_USERS, signIn } from '#server/test/sign-in';
import { salesDocumentConfigurations, salesDocuments } from '../schema';

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
