import { formatPercent, type Language } from '@door/contract';
import { choiceText, configure, displayName } from '@door/engine';
import { asc, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '#server/db/client';
import { configurations, salesDocumentConfigurations, salesDocuments } from '#server/db/schema';
import { readDocumentCalculation } from '#server/services/calculation/calculation-reader';
import { termTextIn } from '#server/services/calculation/term-texts';
import { getCatalogueStore } from '#server/services/catalogue/catalogue-store';
import { documentNumberOf } from '#server/services/document-revisions';

/** A named amount of a position: an additional cost, a discount (negative) or a net cost. */
export type SnapshotAmount = { name: string; cents: number; note: string };

/** A position of a revision as the comparison reads it, in the caller's language. */
export type SnapshotPosition = {
  /** The position's identity across revisions (`revision_line_id`, or its own id). */
  lineKey: string;
  position: number;
  modelId: string;
  name: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
  taxCents: number;
  /** The chosen tax option's rate in basis points; null when none is chosen. */
  taxRateBasisPoints: number | null;
  /** The configuration's content (catalogue version, model, choices): equal keys describe equal parameters. */
  configurationKey: string;
  /** The parameters, filled by `readPair` only where the paired position's configuration differs. */
  parameters: { code: string; name: string; value: string }[];
  additionalCosts: SnapshotAmount[];
  discounts: SnapshotAmount[];
  netCosts: SnapshotAmount[];
};

/** A payment or delivery term as the comparison reads it. */
export type SnapshotTerm = { kind: 'payment' | 'delivery'; name: string; text: string };

/** One revision of an offer: its positions, terms and totals. */
export type RevisionSnapshot = {
  id: string;
  revision: number;
  number: string;
  currency: string;
  positions: SnapshotPosition[];
  terms: SnapshotTerm[];
  totals: { netCents: number; taxCents: number; totalCents: number };
};

const percentText = (hundredths: number) => formatPercent(hundredths / 100);

/** A configuration's content as one text: catalogue version, model and the choices in key order. */
const configurationKeyOf = (configuration: {
  catalogueVersionId: string;
  modelId: string;
  choices: Record<string, string>;
}) =>
  JSON.stringify([
    configuration.catalogueVersionId,
    configuration.modelId,
    Object.entries(configuration.choices).sort(([a], [b]) => a.localeCompare(b)),
  ]);

/**
 * Reads revisions of an offer for the comparison: each position's parameters as the engine describes them on the
 * catalogue version the position is priced with (names and values in the language), its calculation rows, the terms
 * and totals. Access checks are the caller's. The catalogue store reads with its own connection: no transaction.
 */
export const createRevisionSnapshots = (database: Database) => {
  const store = getCatalogueStore(database);
  const db: DbOrTx = database.db;
  // What each read position was configured as, for describing its parameters when its pair differs.
  type Configured = { versionId: string; modelId: string; choices: Record<string, string>; markupBasisPoints: number };
  const configured = new WeakMap<SnapshotPosition, Configured>();

  /** The snapshot of one document in a language without parameters; null when it does not exist. */
  const read = async (documentId: string, language: Language): Promise<RevisionSnapshot | null> => {
    const [document] = await db
      .select({
        id: salesDocuments.id,
        brandPartnerId: salesDocuments.brandPartnerId,
        year: salesDocuments.year,
        number: salesDocuments.number,
        revision: salesDocuments.revision,
      })
      .from(salesDocuments)
      .where(eq(salesDocuments.id, documentId));
    if (!document) {
      return null;
    }
    const [calculation, lines, partner] = await Promise.all([
      readDocumentCalculation(db, documentId),
      db
        .select({ line: salesDocumentConfigurations, configuration: configurations })
        .from(salesDocumentConfigurations)
        .innerJoin(configurations, eq(configurations.id, salesDocumentConfigurations.configurationId))
        .where(eq(salesDocumentConfigurations.documentId, documentId))
        .orderBy(asc(salesDocumentConfigurations.position)),
      store.getBrandPartner(document.brandPartnerId),
    ]);
    if (!calculation) {
      return null;
    }
    const byLine = new Map(calculation.configurations.map((entry) => [entry.documentConfigurationId, entry]));
    const positions = await Promise.all(
      lines.map(async ({ line, configuration }): Promise<SnapshotPosition> => {
        const model = await store.getModelOf(configuration.catalogueVersionId, configuration.modelId);
        const entry = byLine.get(line.id);
        const base = {
          lineKey: line.revisionLineId ?? line.id,
          configurationKey: configurationKeyOf(configuration),
          parameters: [],
          position: line.position,
          modelId: configuration.modelId,
          quantity: line.quantity,
          unitCents: line.unitPriceCents,
          totalCents: entry?.result.totalPriceCents ?? line.totalPriceCents,
          taxCents: entry?.result.taxCostCents ?? line.totalTaxCents,
          taxRateBasisPoints: entry?.input.taxRateBasisPoints ?? null,
          additionalCosts: (entry?.input.additionalCosts ?? []).map((cost) => ({
            name: cost.name,
            cents: cost.valueCents,
            note: '',
          })),
          discounts: (entry?.result.discounts ?? []).map((discount) => ({
            name: discount.name,
            cents: -Math.abs(discount.discountValueCents),
            note: discount.typeCode === 'percentage' ? percentText(discount.value) : '',
          })),
          netCosts: (entry?.input.netCosts ?? []).map((cost) => ({
            name: cost.name,
            cents: cost.valueCents,
            note: '',
          })),
        };
        const position = { ...base, name: model ? displayName(model.def.names, language) : configuration.modelId };
        configured.set(position, {
          versionId: configuration.catalogueVersionId,
          modelId: configuration.modelId,
          choices: configuration.choices,
          markupBasisPoints: partner?.markupBasisPoints ?? 0,
        });
        return position;
      }),
    );
    const termOf =
      (kind: SnapshotTerm['kind']) =>
      (term: (typeof calculation.paymentTerms)[number]): SnapshotTerm => {
        const text = termTextIn(term, language);
        const percent = term.valueHundredths === null ? '' : ` (${percentText(term.valueHundredths)})`;
        return { kind, name: text.name, text: `${text.description}${percent}`.trim() };
      };
    return {
      id: document.id,
      revision: document.revision,
      number: documentNumberOf(document),
      currency: calculation.currency,
      positions,
      terms: [...calculation.paymentTerms.map(termOf('payment')), ...calculation.deliveryTerms.map(termOf('delivery'))],
      totals: {
        netCents: calculation.totals.totalPriceCents,
        taxCents: calculation.totals.totalTaxCents,
        totalCents: calculation.totals.totalCents,
      },
    };
  };

  /** A position's parameters as the engine describes them, names and values in the language. */
  const describe = async (position: SnapshotPosition, language: Language) => {
    const source = configured.get(position);
    const model = source ? await store.getModelOf(source.versionId, source.modelId) : null;
    if (!source || !model) {
      return;
    }
    const result = configure(model.compiled, source.choices, null, { markupBasisPoints: source.markupBasisPoints });
    position.parameters = [...result.model.params]
      .sort((a, b) => a.def.order - b.def.order || a.index - b.index)
      .filter((param) => result.params[param.index]?.enabled && param.def.dataType !== 'comment')
      .flatMap((param) => {
        const value = choiceText(result, param, language);
        return value === null || value === ''
          ? []
          : [{ code: param.def.code, name: displayName(param.def.names, language), value }];
      });
  };

  return {
    /**
     * Two revisions to compare, in a language; null when either does not exist. Parameters are described (the
     * engine's work) only for the positions whose pair in the other revision is configured differently: equal
     * configurations have equal parameters, so most positions of a revision cost no engine run.
     */
    async readPair(
      fromId: string,
      toId: string,
      language: Language,
    ): Promise<[RevisionSnapshot, RevisionSnapshot] | null> {
      const [from, to] = await Promise.all([read(fromId, language), read(toId, language)]);
      if (!from || !to) {
        return null;
      }
      const toByKey = new Map(to.positions.map((position) => [position.lineKey, position]));
      const work: Promise<void>[] = [];
      for (const position of from.positions) {
        const pair = toByKey.get(position.lineKey);
        if (pair && pair.configurationKey !== position.configurationKey) {
          work.push(describe(position, language), describe(pair, language));
        }
      }
      await Promise.all(work);
      return [from, to];
    },
  };
};
