import { DISCOUNT_TYPE_IDS } from '@door/contract';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brandPartnerTaxOptions,
  documentConfigurationCosts,
  documentConfigurationDiscounts,
  documentConfigurationTaxOptions,
  salesDocumentConfigurations,
  salesDocuments,
} from '#server/db/schema';
import { buildTestApp } from '#server/test/build-test-app';
import { referenceCalculation } from '#server/test/calculate.reference';
import { expectStoredTotalsFollowTheRule } from '#server/test/stored-totals';
import { calculateConfiguration } from './calculate';
import { readDocumentCalculation } from './calculation-reader';
import { refreshLineTotals } from './line-totals';

const { database } = await buildTestApp();
const { db } = database;

// A demo document with several configurations: the edits spread over them.
const [target] = await db
  .select({ documentId: salesDocumentConfigurations.documentId, brandPartnerId: salesDocuments.brandPartnerId })
  .from(salesDocumentConfigurations)
  .innerJoin(salesDocuments, eq(salesDocuments.id, salesDocumentConfigurations.documentId))
  .groupBy(salesDocumentConfigurations.documentId, salesDocuments.brandPartnerId)
  .orderBy(sql`count(*) desc`)
  .limit(1);
if (!target) {
  throw new Error('the demo data has no document with configurations');
}
const configurationIds = (
  await db
    .select({ id: salesDocumentConfigurations.id })
    .from(salesDocumentConfigurations)
    .where(eq(salesDocumentConfigurations.documentId, target.documentId))
).map((row) => row.id);
const taxOptionIds = (
  await db
    .select({ id: brandPartnerTaxOptions.taxOptionId })
    .from(brandPartnerTaxOptions)
    .where(eq(brandPartnerTaxOptions.brandPartnerId, target.brandPartnerId))
).map((row) => row.id);

/** Stored totals of every configuration equal the service's calculation and the reference; the document sums them. */
const expectNoDrift = async () => {
  const money = await readDocumentCalculation(db, target.documentId);
  const stored = await db
    .select()
    .from(salesDocumentConfigurations)
    .where(eq(salesDocumentConfigurations.documentId, target.documentId));
  let price = 0;
  let tax = 0;
  for (const configuration of money?.configurations ?? []) {
    const row = stored.find((entry) => entry.id === configuration.documentConfigurationId);
    const reference = referenceCalculation(configuration.input);
    expect(row?.withAdditionalCostCents).toBe(configuration.result.withAdditionalCostCents);
    expect(row?.totalPriceCents).toBe(configuration.result.totalPriceCents);
    expect(row?.totalTaxCents).toBe(configuration.result.taxCostCents);
    expect(configuration.result.totalPriceCents).toBe(reference.totalPriceCents);
    expect(configuration.result.taxCostCents).toBe(reference.taxCostCents);
    expect(calculateConfiguration(configuration.input)).toEqual(configuration.result);
    price += configuration.result.totalPriceCents;
    tax += configuration.result.taxCostCents;
  }
  expect(money?.totals).toEqual({ totalPriceCents: price, totalTaxCents: tax, totalCents: price + tax });
};

type Edit =
  | { kind: 'addCost'; at: number; net: boolean; cents: number }
  | { kind: 'changeCost'; at: number; cents: number }
  | { kind: 'deleteCost'; at: number }
  | { kind: 'addDiscount'; at: number; percentage: boolean; value: number; level: number }
  | { kind: 'changeDiscount'; at: number; value: number; level: number }
  | { kind: 'deleteDiscount'; at: number }
  | { kind: 'tax'; at: number; option: number }
  | { kind: 'quantity'; at: number; quantity: number }
  | { kind: 'unitPrice'; at: number; cents: number };

const at = fc.nat();
const editArbitrary: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    kind: fc.constant('addCost' as const),
    at,
    net: fc.boolean(),
    cents: fc.integer({ min: -99_999_999, max: 99_999_999 }),
  }),
  fc.record({ kind: fc.constant('changeCost' as const), at, cents: fc.integer({ min: -500_000, max: 500_000 }) }),
  fc.record({ kind: fc.constant('deleteCost' as const), at }),
  fc.record({
    kind: fc.constant('addDiscount' as const),
    at,
    percentage: fc.boolean(),
    value: fc.integer({ min: -10_000, max: 10_000 }),
    level: fc.integer({ min: 0, max: 5 }),
  }),
  fc.record({
    kind: fc.constant('changeDiscount' as const),
    at,
    value: fc.integer({ min: -10_000, max: 10_000 }),
    level: fc.integer({ min: 0, max: 100 }),
  }),
  fc.record({ kind: fc.constant('deleteDiscount' as const), at }),
  fc.record({ kind: fc.constant('tax' as const), at, option: at }),
  fc.record({ kind: fc.constant('quantity' as const), at, quantity: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant('unitPrice' as const), at, cents: fc.integer({ min: 0, max: 5_000_000 }) }),
);

const pick = <T>(items: readonly T[], index: number): T | undefined => items[index % Math.max(items.length, 1)];

/** Applies one edit with plain SQL, as a feature writes it, then stores the line's totals as every writer does. */
const applyEdit = async (edit: Edit) => {
  const lineId = await writeEdit(edit);
  if (lineId) {
    await refreshLineTotals(db, [lineId]);
  }
};

/** Writes one edit's rows; returns the line it changed (none when there was nothing to change). */
const writeEdit = async (edit: Edit): Promise<string | undefined> => {
  const configurationId = pick(configurationIds, edit.at) ?? '';
  switch (edit.kind) {
    case 'addCost':
      await db.insert(documentConfigurationCosts).values({
        documentConfigurationId: configurationId,
        kind: edit.net ? 'net' : 'additional',
        name: 'x',
        valueCents: edit.cents,
      });
      return configurationId;
    case 'changeCost':
    case 'deleteCost': {
      const rows = await db
        .select({ id: documentConfigurationCosts.id, lineId: documentConfigurationCosts.documentConfigurationId })
        .from(documentConfigurationCosts);
      const row = pick(rows, edit.at);
      if (!row) {
        return undefined;
      }
      if (edit.kind === 'changeCost') {
        await db
          .update(documentConfigurationCosts)
          .set({ valueCents: edit.cents })
          .where(eq(documentConfigurationCosts.id, row.id));
      } else {
        await db.delete(documentConfigurationCosts).where(eq(documentConfigurationCosts.id, row.id));
      }
      return row.lineId;
    }
    case 'addDiscount':
      await db.insert(documentConfigurationDiscounts).values({
        documentConfigurationId: configurationId,
        name: 'd',
        typeId: edit.percentage ? DISCOUNT_TYPE_IDS.percentage : DISCOUNT_TYPE_IDS.amount,
        value: edit.value,
        level: edit.level,
      });
      return configurationId;
    case 'changeDiscount':
    case 'deleteDiscount': {
      const rows = await db
        .select({
          id: documentConfigurationDiscounts.id,
          lineId: documentConfigurationDiscounts.documentConfigurationId,
        })
        .from(documentConfigurationDiscounts);
      const row = pick(rows, edit.at);
      if (!row) {
        return undefined;
      }
      if (edit.kind === 'changeDiscount') {
        await db
          .update(documentConfigurationDiscounts)
          .set({ value: edit.value, level: edit.level })
          .where(eq(documentConfigurationDiscounts.id, row.id));
      } else {
        await db.delete(documentConfigurationDiscounts).where(eq(documentConfigurationDiscounts.id, row.id));
      }
      return row.lineId;
    }
    case 'tax': {
      const option = pick(taxOptionIds, edit.option);
      if (option) {
        await db
          .insert(documentConfigurationTaxOptions)
          .values({ documentConfigurationId: configurationId, taxOptionId: option })
          .onConflictDoUpdate({
            target: documentConfigurationTaxOptions.documentConfigurationId,
            set: { taxOptionId: option },
          });
      }
      return configurationId;
    }
    case 'quantity':
      await db.execute(
        sql`update sales_document_configurations set quantity = ${edit.quantity} where id = ${configurationId}`,
      );
      return configurationId;
    case 'unitPrice':
      await db
        .update(salesDocumentConfigurations)
        .set({ unitPriceCents: edit.cents })
        .where(eq(salesDocumentConfigurations.id, configurationId));
      return configurationId;
  }
};

describe('the stored calculation totals', () => {
  it('match the calculation and the decimal reference, and the document sums them, through 1,000 random edits', async () => {
    expect(configurationIds.length).toBeGreaterThan(1);
    expect(taxOptionIds.length).toBeGreaterThan(1);
    const edits =
      fc.sample(fc.array(editArbitrary, { minLength: 1000, maxLength: 1000 }), { numRuns: 1, seed: 13 })[0] ?? [];
    expect(edits).toHaveLength(1000);
    for (const [index, edit] of edits.entries()) {
      await applyEdit(edit);
      if (index % 50 === 49) {
        await expectNoDrift();
      }
    }
    await expectNoDrift();
  }, 240_000);

  it('keep the document totals when a configuration with costs is deleted', async () => {
    const [extra] = await db
      .select()
      .from(salesDocumentConfigurations)
      .where(eq(salesDocumentConfigurations.documentId, target.documentId))
      .limit(1);
    if (!extra) {
      throw new Error('no configuration');
    }
    await db.delete(salesDocumentConfigurations).where(eq(salesDocumentConfigurations.id, extra.id));
    await expectNoDrift();
  });
});

describe('the money of every line this file wrote', () => {
  it('follows the money rule: each line stores its calculated totals, each document their sum', async () => {
    await expectStoredTotalsFollowTheRule(db);
  });
});
