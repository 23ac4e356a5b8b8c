import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { documentNumberCounters, partners } from '#server/db/schema';

/**
 * Takes the next project number of a partner inside the caller's transaction. The update locks the partner row
 * until the transaction ends, so two projects never get one number; a rolled-back transaction gives it back.
 */
export const takeProjectNumber = async (tx: DbOrTx, partnerId: string): Promise<number> => {
  const [row] = await tx
    .update(partners)
    .set({ nextProjectNumber: sql`${partners.nextProjectNumber} + 1` })
    .where(sql`${partners.id} = ${partnerId}`)
    .returning({ next: partners.nextProjectNumber });
  if (!row) {
    throw new Error(`partner ${partnerId} not found`);
  }
  return row.next - 1;
};

/**
 * Takes the next document number of a partner in a year inside the caller's transaction (a counter row per partner
 * and year, created on first use and locked by the upsert), so numbers increase and are never reused.
 */
export const takeDocumentNumber = async (tx: DbOrTx, partnerId: string, year: number): Promise<number> => {
  const [row] = await tx
    .insert(documentNumberCounters)
    .values({ partnerId, year, nextNumber: 2 })
    .onConflictDoUpdate({
      target: [documentNumberCounters.partnerId, documentNumberCounters.year],
      set: { nextNumber: sql`${documentNumberCounters.nextNumber} + 1` },
    })
    .returning({ next: documentNumberCounters.nextNumber });
  if (!row) {
    throw new Error('document number counter returned no row');
  }
  return row.next - 1;
};

/** The document number as shown: year and number, e.g. `2026-00042`. */
export const formatDocumentNumber = (year: number, number: number): string =>
  `${year}-${String(number).padStart(5, '0')}`;
