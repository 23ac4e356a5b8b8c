import { formatPercent, type Language } from '@door/contract';
import { choiceText, configure, displayName } from '@door/engine';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, DbOrTx } from '#server/db/client';
import { configurations, salesDocumentConfigurations, salesDocuments } from '#server/db/schema';
import {
  configurationCalculationOf,
  type DocumentTerm,
  lineCalculationColumns,
  readDocumentsTerms,
} from '#server/services/calculation/calculation-reader';
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

  /**
   * The snapshots of documents in a language, without parameters, in three statements whatever their size: the
   * documents, their positions (with configuration and calculation rows) and their terms. A document that does not
   * exist is missing from the map.
   */
  const readAll = async (documentIds: string[], language: Language): Promise<Map<string, RevisionSnapshot>> => {
    const [documents, lines, terms] = await Promise.all([
      db
        .select({
          id: salesDocuments.id,
          brandPartnerId: salesDocuments.brandPartnerId,
          year: salesDocuments.year,
          number: salesDocuments.number,
          revision: salesDocuments.revision,
          currency: salesDocuments.currency,
          totalPriceCents: salesDocuments.totalPriceCents,
          totalTaxCents: salesDocuments.totalTaxCents,
          totalCents: salesDocuments.totalCents,
        })
        .from(salesDocuments)
        .where(inArray(salesDocuments.id, documentIds)),
      db
        .select({
          id: salesDocumentConfigurations.id,
          documentId: salesDocumentConfigurations.documentId,
          revisionLineId: salesDocumentConfigurations.revisionLineId,
          position: salesDocumentConfigurations.position,
          quantity: salesDocumentConfigurations.quantity,
          unitPriceCents: salesDocumentConfigurations.unitPriceCents,
          configurationId: configurations.id,
          modelId: configurations.modelId,
          catalogueVersionId: configurations.catalogueVersionId,
          choices: configurations.choices,
          ...lineCalculationColumns,
        })
        .from(salesDocumentConfigurations)
        .innerJoin(configurations, eq(configurations.id, salesDocumentConfigurations.configurationId))
        .where(inArray(salesDocumentConfigurations.documentId, documentIds))
        .orderBy(asc(salesDocumentConfigurations.position), asc(salesDocumentConfigurations.id)),
      readDocumentsTerms(db, documentIds),
    ]);
    const snapshots = new Map<string, RevisionSnapshot>();
    for (const document of documents) {
      const partner = await store.getBrandPartner(document.brandPartnerId);
      const positions = await Promise.all(
        lines
          .filter((line) => line.documentId === document.id)
          .map(async (line): Promise<SnapshotPosition> => {
            const model = await store.getModelOf(line.catalogueVersionId, line.modelId);
            const { input, result } = configurationCalculationOf(line, line.costs, line.discounts, line.tax);
            const position: SnapshotPosition = {
              lineKey: line.revisionLineId ?? line.id,
              configurationKey: configurationKeyOf(line),
              parameters: [],
              position: line.position,
              modelId: line.modelId,
              name: model ? displayName(model.def.names, language) : line.modelId,
              quantity: line.quantity,
              unitCents: line.unitPriceCents,
              totalCents: result.totalPriceCents,
              taxCents: result.taxCostCents,
              taxRateBasisPoints: input.taxRateBasisPoints,
              additionalCosts: input.additionalCosts.map((cost) => ({
                name: cost.name,
                cents: cost.valueCents,
                note: '',
              })),
              discounts: result.discounts.map((discount) => ({
                name: discount.name,
                cents: -Math.abs(discount.discountValueCents),
                note: discount.typeCode === 'percentage' ? percentText(discount.value) : '',
              })),
              netCosts: input.netCosts.map((cost) => ({ name: cost.name, cents: cost.valueCents, note: '' })),
            };
            configured.set(position, {
              versionId: line.catalogueVersionId,
              modelId: line.modelId,
              choices: line.choices,
              markupBasisPoints: partner?.markupBasisPoints ?? 0,
            });
            return position;
          }),
      );
      const termOf =
        (kind: SnapshotTerm['kind']) =>
        (term: DocumentTerm): SnapshotTerm => {
          const text = termTextIn(term, language);
          const percent = term.valueHundredths === null ? '' : ` (${percentText(term.valueHundredths)})`;
          return { kind, name: text.name, text: `${text.description}${percent}`.trim() };
        };
      const own = terms.get(document.id);
      snapshots.set(document.id, {
        id: document.id,
        revision: document.revision,
        number: documentNumberOf(document),
        currency: document.currency,
        positions,
        terms: [
          ...(own?.paymentTerms ?? []).map(termOf('payment')),
          ...(own?.deliveryTerms ?? []).map(termOf('delivery')),
        ],
        totals: {
          netCents: document.totalPriceCents,
          taxCents: document.totalTaxCents,
          totalCents: document.totalCents,
        },
      });
    }
    return snapshots;
  };

  /**
   * A position's parameters as the engine describes them, names and values in the language. `described` holds the
   * parameters per configuration content and markup: positions configured alike run the engine once.
   */
  const describe = async (
    position: SnapshotPosition,
    language: Language,
    described: Map<string, Promise<SnapshotPosition['parameters']>>,
  ) => {
    const source = configured.get(position);
    if (!source) {
      return;
    }
    const key = `${position.configurationKey} ${source.markupBasisPoints}`;
    let parameters = described.get(key);
    if (!parameters) {
      parameters = parametersOf(source, language);
      described.set(key, parameters);
    }
    position.parameters = await parameters;
  };

  /** A configuration's enabled parameters with a value, in display order. */
  const parametersOf = async (source: Configured, language: Language): Promise<SnapshotPosition['parameters']> => {
    const model = await store.getModelOf(source.versionId, source.modelId);
    if (!model) {
      return [];
    }
    const result = configure(model.compiled, source.choices, null, { markupBasisPoints: source.markupBasisPoints });
    return [...result.model.params]
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
      const snapshots = await readAll([fromId, toId], language);
      const from = snapshots.get(fromId);
      const to = snapshots.get(toId);
      if (!from || !to) {
        return null;
      }
      const toByKey = new Map(to.positions.map((position) => [position.lineKey, position]));
      const described = new Map<string, Promise<SnapshotPosition['parameters']>>();
      const work: Promise<void>[] = [];
      for (const position of from.positions) {
        const pair = toByKey.get(position.lineKey);
        if (pair && pair.configurationKey !== position.configurationKey) {
          work.push(describe(position, language, described), describe(pair, language, described));
        }
      }
      await Promise.all(work);
      return [from, to];
    },
  };
};
