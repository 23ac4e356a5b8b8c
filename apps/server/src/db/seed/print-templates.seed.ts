import { DOCUMENT_TYPE_IDS } from '@door/contract';
import { stableId } from '#server/core/stable-id';
import type { DbOrTx } from '../client';
import { printTemplates } from '../schema';

/** Fixed ids of the print templates. */
export const PRINT_TEMPLATE_IDS = {
  offer: stableId('print-template', 'offer'),
  orderConfirmation: stableId('print-template', 'orderconfirmation'),
} as const;

/** The print templates (reference data, seeded on every start): offer and order confirmation, each its type's default. */
export const seedPrintTemplates = async (db: DbOrTx) => {
  await db
    .insert(printTemplates)
    .values([
      {
        id: PRINT_TEMPLATE_IDS.offer,
        documentTypeId: DOCUMENT_TYPE_IDS.offer,
        kind: 'offer',
        names: { sl: 'Ponudba', en: 'Offer', de: 'Angebot', fr: 'Offre' },
        isPrintDefault: true,
        sortOrder: 1,
      },
      {
        id: PRINT_TEMPLATE_IDS.orderConfirmation,
        documentTypeId: DOCUMENT_TYPE_IDS.orderconfirmation,
        kind: 'orderconfirmation',
        names: {
          sl: 'Potrditev naročila',
          en: 'Order confirmation',
          de: 'Auftragsbestätigung',
          fr: 'Confirmation de commande',
        },
        isPrintDefault: true,
        sortOrder: 2,
      },
    ])
    .onConflictDoNothing();
};
