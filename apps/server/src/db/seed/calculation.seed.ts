import { DEFAULT_BRAND_PARTNER_ID, SECOND_BRAND_PARTNER_ID } from '@door/contract';
import { and, eq, notExists, sql } from 'drizzle-orm';
import { stableId } from '../../core/stable-id';
import type { DbOrTx } from '../client';
import { brandPartnerTaxOptions, brandPartnerTerms, salesDocuments, salesDocumentTerms } from '../schema';

type DemoTerm = Omit<typeof brandPartnerTerms.$inferInsert, 'id' | 'brandPartnerId'>;

/** The demo storefronts' tax options: codes of the reference table `tax_options`. */
const DEMO_TAX_CODES: Record<string, string[]> = {
  [DEFAULT_BRAND_PARTNER_ID]: ['si-22', 'si-9.5', 'reverse-charge'],
  [SECOND_BRAND_PARTNER_ID]: ['si-22', 'si-9.5', 'de-19', 'reverse-charge'],
};

const DEMO_TERMS: DemoTerm[] = [
  {
    kind: 'payment',
    name: 'Plačilo v 8 dneh',
    description: 'Ob plačilu v 8 dneh po prejemu računa priznamo 3 % popusta.',
    valueHundredths: 300,
    sortOrder: 1,
  },
  {
    kind: 'payment',
    name: 'Plačilo v 30 dneh',
    description: 'Neto v 30 dneh po prejemu računa.',
    valueHundredths: 0,
    sortOrder: 2,
  },
  {
    kind: 'delivery',
    name: 'Dobavni rok',
    description: 'Dobava v 6 do 8 tednih po potrditvi naročila.',
    valueHundredths: null,
    sortOrder: 1,
  },
  {
    kind: 'delivery',
    name: 'Montaža',
    description: 'Montaža ni vključena v ceno, razen če je navedena kot dodatni strošek.',
    valueHundredths: null,
    sortOrder: 2,
  },
];

/**
 * The demo storefronts' tax options and default payment and delivery terms. Runs before the demo documents, so
 * they take the defaults through the terms trigger; documents seeded before the defaults existed get them once.
 */
export const seedCalculationDemo = async (db: DbOrTx) => {
  for (const [brandPartnerId, codes] of Object.entries(DEMO_TAX_CODES)) {
    await db
      .insert(brandPartnerTaxOptions)
      .values(codes.map((code) => ({ brandPartnerId, taxOptionId: stableId('tax', code) })))
      .onConflictDoNothing();
  }
  for (const brandPartnerId of Object.keys(DEMO_TAX_CODES)) {
    const inserted = await db
      .insert(brandPartnerTerms)
      .values(
        DEMO_TERMS.map((term) => ({
          ...term,
          id: stableId('brand-partner-term', `${brandPartnerId}:${term.kind}:${term.sortOrder}`),
          brandPartnerId,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: brandPartnerTerms.id });
    if (inserted.length === 0) {
      continue;
    }
    const documentsWithoutTerms = await db
      .select({ id: salesDocuments.id })
      .from(salesDocuments)
      .where(
        and(
          eq(salesDocuments.brandPartnerId, brandPartnerId),
          notExists(
            db
              .select({ one: sql`1` })
              .from(salesDocumentTerms)
              .where(eq(salesDocumentTerms.documentId, salesDocuments.id)),
          ),
        ),
      );
    for (const document of documentsWithoutTerms) {
      await db
        .insert(salesDocumentTerms)
        .values(DEMO_TERMS.map((term) => ({ ...term, documentId: document.id, isCustom: false })));
    }
  }
};
