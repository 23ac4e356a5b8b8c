import {
  formatMoney,
  formatPercent,
  formatQuantity,
  type Language,
  type LocalizedText,
  type RevisionChange,
  type RevisionChangeKind,
  type RevisionDiff,
  type RevisionPositionDiff,
} from '@door/contract';
import type { RevisionSnapshot, SnapshotAmount, SnapshotPosition, SnapshotTerm } from './revision-snapshot';

/** The names of the fixed values the comparison lists, in the four languages. */
const LABELS: Readonly<Record<RevisionChangeKind, LocalizedText>> = {
  model: { sl: 'Model', en: 'Model', de: 'Modell', fr: 'Modèle' },
  parameter: { sl: 'Parameter', en: 'Parameter', de: 'Parameter', fr: 'Paramètre' },
  quantity: { sl: 'Količina', en: 'Quantity', de: 'Menge', fr: 'Quantité' },
  unitPrice: { sl: 'Cena na kos', en: 'Unit price', de: 'Stückpreis', fr: 'Prix unitaire' },
  linePrice: { sl: 'Cena postavke', en: 'Line price', de: 'Positionspreis', fr: 'Prix de la ligne' },
  additionalCost: { sl: 'Dodatni strošek', en: 'Additional cost', de: 'Zusatzkosten', fr: 'Coût supplémentaire' },
  discount: { sl: 'Popust', en: 'Discount', de: 'Rabatt', fr: 'Remise' },
  netCost: { sl: 'Neto strošek', en: 'Net cost', de: 'Nettokosten', fr: 'Coût net' },
  tax: { sl: 'Davek', en: 'Tax', de: 'Steuer', fr: 'Taxe' },
  taxRate: { sl: 'Davčna stopnja', en: 'Tax rate', de: 'Steuersatz', fr: 'Taux de taxe' },
  totalPrice: { sl: 'Skupaj brez davka', en: 'Total without tax', de: 'Summe ohne Steuer', fr: 'Total hors taxe' },
  paymentTerm: { sl: 'Plačilni pogoj', en: 'Payment term', de: 'Zahlungsbedingung', fr: 'Condition de paiement' },
  deliveryTerm: { sl: 'Dobavni pogoj', en: 'Delivery term', de: 'Lieferbedingung', fr: 'Condition de livraison' },
  documentTotalPrice: {
    sl: 'Skupaj brez davka',
    en: 'Total without tax',
    de: 'Summe ohne Steuer',
    fr: 'Total hors taxe',
  },
  documentTax: { sl: 'Davek', en: 'Tax', de: 'Steuer', fr: 'Taxe' },
  documentTotal: { sl: 'Skupaj z davkom', en: 'Total with tax', de: 'Summe mit Steuer', fr: 'Total TTC' },
};

/** The name of a fixed kind of value in a language (the print's section uses it too). */
export const revisionChangeLabel = (kind: RevisionChangeKind, language: Language): string => LABELS[kind][language];

const major = (cents: number) => Math.round(cents) / 100;

type Builder = {
  text: (kind: RevisionChangeKind, label: string | null, from: string | null, to: string | null) => void;
  money: (kind: RevisionChangeKind, label: string | null, from: number | null, to: number | null) => void;
  changes: RevisionChange[];
};

const builder = (language: Language, currency: string): Builder => {
  const changes: RevisionChange[] = [];
  const push = (change: RevisionChange) => changes.push(change);
  return {
    changes,
    text(kind, label, from, to) {
      if (from !== to) {
        push({
          Kind: kind,
          Label: label ?? LABELS[kind][language],
          From: from,
          To: to,
          FromAmount: null,
          ToAmount: null,
        });
      }
    },
    money(kind, label, from, to) {
      if (from !== to) {
        push({
          Kind: kind,
          Label: label ?? LABELS[kind][language],
          From: from === null ? null : formatMoney(major(from), currency),
          To: to === null ? null : formatMoney(major(to), currency),
          FromAmount: from === null ? null : major(from),
          ToAmount: to === null ? null : major(to),
        });
      }
    },
  };
};

/** Pairs named entries of two lists: by name, the n-th of a name with the n-th (a list may repeat a name). */
const pairByName = <T extends { name: string }>(from: readonly T[], to: readonly T[]) => {
  const key = (list: readonly T[]) => {
    const seen = new Map<string, number>();
    return list.map((item) => {
      const n = (seen.get(item.name) ?? 0) + 1;
      seen.set(item.name, n);
      return [`${item.name}\u0000${n}`, item] as const;
    });
  };
  const left = new Map(key(from));
  const right = key(to);
  const pairs: { name: string; from: T | null; to: T | null }[] = [];
  for (const [id, item] of left) {
    pairs.push({ name: item.name, from: item, to: right.find(([other]) => other === id)?.[1] ?? null });
  }
  for (const [id, item] of right) {
    if (!left.has(id)) {
      pairs.push({ name: item.name, from: null, to: item });
    }
  }
  return pairs;
};

const amountText = (amount: SnapshotAmount, currency: string) =>
  amount.note
    ? `${amount.note} (${formatMoney(major(amount.cents), currency)})`
    : formatMoney(major(amount.cents), currency);

const compareAmounts = (
  out: Builder,
  kind: RevisionChangeKind,
  from: readonly SnapshotAmount[],
  to: readonly SnapshotAmount[],
  currency: string,
) => {
  for (const pair of pairByName(from, to)) {
    const fromText = pair.from ? amountText(pair.from, currency) : null;
    const toText = pair.to ? amountText(pair.to, currency) : null;
    if (fromText !== toText) {
      out.changes.push({
        Kind: kind,
        Label: pair.name,
        From: fromText,
        To: toText,
        FromAmount: pair.from ? major(pair.from.cents) : null,
        ToAmount: pair.to ? major(pair.to.cents) : null,
      });
    }
  }
};

const rateText = (basisPoints: number | null) => (basisPoints === null ? null : formatPercent(basisPoints / 100));

/** Every value of a position that differs from one revision to the other, in a fixed order. */
const positionChanges = (
  from: SnapshotPosition,
  to: SnapshotPosition,
  language: Language,
  currency: string,
): RevisionChange[] => {
  const out = builder(language, currency);
  out.text('model', null, from.name, to.name);
  const fromParameters = new Map(from.parameters.map((parameter) => [parameter.code, parameter]));
  const toCodes = new Set(to.parameters.map((parameter) => parameter.code));
  for (const parameter of to.parameters) {
    out.text('parameter', parameter.name, fromParameters.get(parameter.code)?.value ?? null, parameter.value);
  }
  for (const parameter of from.parameters) {
    if (!toCodes.has(parameter.code)) {
      out.text('parameter', parameter.name, parameter.value, null);
    }
  }
  if (from.quantity !== to.quantity) {
    out.changes.push({
      Kind: 'quantity',
      Label: LABELS.quantity[language],
      From: formatQuantity(from.quantity),
      To: formatQuantity(to.quantity),
      FromAmount: from.quantity,
      ToAmount: to.quantity,
    });
  }
  out.money('unitPrice', null, from.unitCents, to.unitCents);
  out.money('linePrice', null, from.unitCents * from.quantity, to.unitCents * to.quantity);
  compareAmounts(out, 'additionalCost', from.additionalCosts, to.additionalCosts, currency);
  compareAmounts(out, 'discount', from.discounts, to.discounts, currency);
  compareAmounts(out, 'netCost', from.netCosts, to.netCosts, currency);
  out.text('taxRate', null, rateText(from.taxRateBasisPoints), rateText(to.taxRateBasisPoints));
  out.money('tax', null, from.taxCents, to.taxCents);
  out.money('totalPrice', null, from.totalCents, to.totalCents);
  return out.changes;
};

const termChanges = (from: readonly SnapshotTerm[], to: readonly SnapshotTerm[], language: Language) => {
  const out = builder(language, '');
  for (const kind of ['payment', 'delivery'] as const) {
    const label = kind === 'payment' ? 'paymentTerm' : 'deliveryTerm';
    for (const pair of pairByName(
      from.filter((term) => term.kind === kind),
      to.filter((term) => term.kind === kind),
    )) {
      const fromText = pair.from ? pair.from.text || pair.from.name : null;
      const toText = pair.to ? pair.to.text || pair.to.name : null;
      out.text(label, `${LABELS[label][language]}: ${pair.name}`, fromText, toText);
    }
  }
  return out.changes;
};

/**
 * What changed from one revision of an offer to another: positions paired by their identity across revisions
 * (added, removed, or changed with each differing value old → new), then terms and totals. Pure: the snapshots hold
 * every text in the caller's language already. Positions follow the new revision's order; a removed one is listed
 * where it stood in the old.
 */
export const diffRevisions = (from: RevisionSnapshot, to: RevisionSnapshot, language: Language): RevisionDiff => {
  const currency = to.currency || from.currency;
  const fromByKey = new Map(from.positions.map((position) => [position.lineKey, position]));
  const toKeys = new Set(to.positions.map((position) => position.lineKey));
  const entries: { order: number; diff: RevisionPositionDiff }[] = [];
  let unchanged = 0;
  for (const position of to.positions) {
    const old = fromByKey.get(position.lineKey);
    const summary = { Name: position.name, Quantity: position.quantity, TotalPrice: major(position.totalCents) };
    if (!old) {
      entries.push({
        order: position.position,
        diff: { Change: 'added', FromPosition: null, ToPosition: position.position, ...summary, Changes: [] },
      });
      continue;
    }
    const changes = positionChanges(old, position, language, currency);
    if (old.position !== position.position || changes.length > 0) {
      entries.push({
        order: position.position,
        diff: {
          Change: 'changed',
          FromPosition: old.position,
          ToPosition: position.position,
          ...summary,
          Changes: changes,
        },
      });
    } else {
      unchanged += 1;
    }
  }
  for (const position of from.positions) {
    if (!toKeys.has(position.lineKey)) {
      entries.push({
        // Before a position of the new revision at the same place.
        order: position.position - 0.5,
        diff: {
          Change: 'removed',
          FromPosition: position.position,
          ToPosition: null,
          Name: position.name,
          Quantity: position.quantity,
          TotalPrice: major(position.totalCents),
          Changes: [],
        },
      });
    }
  }
  const totals = builder(language, currency);
  totals.money('documentTotalPrice', null, from.totals.netCents, to.totals.netCents);
  totals.money('documentTax', null, from.totals.taxCents, to.totals.taxCents);
  totals.money('documentTotal', null, from.totals.totalCents, to.totals.totalCents);
  const ref = (snapshot: RevisionSnapshot) => ({
    SalesDocumentId: snapshot.id,
    Revision: snapshot.revision,
    DocumentNumber: snapshot.number,
  });
  return {
    From: ref(from),
    To: ref(to),
    Currency: currency,
    Positions: entries.sort((a, b) => a.order - b.order).map((entry) => entry.diff),
    UnchangedPositions: unchanged,
    Terms: termChanges(from.terms, to.terms, language),
    Totals: totals.changes,
  };
};
