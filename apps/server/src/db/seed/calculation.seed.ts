import { DEFAULT_BRAND_PARTNER_ID, SECOND_BRAND_PARTNER_ID } from '@door/contract';
import { and, eq, notExists, sql } from 'drizzle-orm';
import { stableId } from '#server/core/stable-id';
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
    texts: {
      en: {
        name: 'Payment within 8 days',
        description: 'For payment within 8 days of receipt of the invoice we grant a 3 % discount.',
      },
      de: {
        name: 'Zahlung innerhalb von 8 Tagen',
        description: 'Bei Zahlung innerhalb von 8 Tagen nach Rechnungserhalt gewähren wir 3 % Skonto.',
      },
      fr: {
        name: 'Paiement sous 8 jours',
        description: 'Pour un paiement sous 8 jours à réception de la facture, nous accordons un escompte de 3 %.',
      },
    },
    valueHundredths: 300,
    sortOrder: 1,
  },
  {
    kind: 'payment',
    name: 'Plačilo v 30 dneh',
    description: 'Neto v 30 dneh po prejemu računa.',
    texts: {
      en: { name: 'Payment within 30 days', description: 'Net within 30 days of receipt of the invoice.' },
      de: { name: 'Zahlung innerhalb von 30 Tagen', description: 'Netto innerhalb von 30 Tagen nach Rechnungserhalt.' },
      fr: { name: 'Paiement sous 30 jours', description: 'Net à 30 jours à réception de la facture.' },
    },
    valueHundredths: 0,
    sortOrder: 2,
  },
  {
    kind: 'delivery',
    name: 'Dobavni rok',
    description: 'Dobava v 6 do 8 tednih po potrditvi naročila.',
    texts: {
      en: { name: 'Delivery time', description: 'Delivery within 6 to 8 weeks of the order confirmation.' },
      de: { name: 'Lieferzeit', description: 'Lieferung innerhalb von 6 bis 8 Wochen nach der Auftragsbestätigung.' },
      fr: {
        name: 'Délai de livraison',
        description: 'Livraison sous 6 à 8 semaines après la confirmation de commande.',
      },
    },
    valueHundredths: null,
    sortOrder: 1,
  },
  {
    kind: 'delivery',
    name: 'Montaža',
    description: 'Montaža ni vključena v ceno, razen če je navedena kot dodatni strošek.',
    texts: {
      en: {
        name: 'Installation',
        description: 'Installation is not included in the price unless listed as an additional cost.',
      },
      de: {
        name: 'Montage',
        description: 'Die Montage ist nicht im Preis enthalten, außer sie ist als Zusatzkosten angeführt.',
      },
      fr: {
        name: 'Pose',
        description: 'La pose n’est pas comprise dans le prix, sauf si elle figure comme frais supplémentaire.',
      },
    },
    valueHundredths: null,
    sortOrder: 2,
  },
];

/**
 * Gives the demo terms of a database seeded before terms had languages their other languages: the storefront's
 * defaults and the documents' unedited copies (still as seeded, without texts).
 */
const translateSeededTerms = async (db: DbOrTx, brandPartnerId: string) => {
  for (const term of DEMO_TERMS) {
    await db
      .update(brandPartnerTerms)
      .set({ texts: term.texts })
      .where(
        and(
          eq(brandPartnerTerms.id, stableId('brand-partner-term', `${brandPartnerId}:${term.kind}:${term.sortOrder}`)),
          sql`${brandPartnerTerms.texts} = '{}'::jsonb`,
        ),
      );
    await db
      .update(salesDocumentTerms)
      .set({ texts: term.texts })
      .where(
        and(
          eq(salesDocumentTerms.isCustom, false),
          eq(salesDocumentTerms.name, term.name),
          eq(salesDocumentTerms.description, term.description ?? ''),
          sql`${salesDocumentTerms.texts} = '{}'::jsonb`,
          sql`${salesDocumentTerms.documentId} in (select id from sales_documents where brand_partner_id = ${brandPartnerId})`,
        ),
      );
  }
};

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
      await translateSeededTerms(db, brandPartnerId);
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
