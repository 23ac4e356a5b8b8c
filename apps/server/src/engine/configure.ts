import type { LocalizedText } from '@door/contract';
import type { CompiledModel, CompiledParameter, EngineState } from './compile';
import type { Condition } from './definitions';
import { applyMarkup, divideRoundHalfUp } from './money';

/** Stored choices: parameter id → value id (list types) or the typed text (other types). */
export type Choices = Record<string, string>;

/** One change asked for by the user. */
export type Change = { parameterId: string; parameterValueId?: string | null; customValue?: string | null };

/** The brand partner's price list: a markup on the brand's prices. */
export type PriceList = { markupBasisPoints: number };

/** Why something is not allowed or had to move: the rule's reason and the parameters whose choices decide it. */
export type Reason = { text: LocalizedText; paramIndexes: number[] };

/** A choice the engine moved, with the values before and after (null: none) and why. */
export type Move = {
  paramIndex: number;
  from: { valueIndex: number; number: number; text: string | null };
  to: { valueIndex: number; number: number } | null;
  reason: Reason;
};

/** A term of the price, in cents on the brand partner's price list. */
export type PriceTerm = { paramIndex: number; ruleId: string | null; label: LocalizedText | null; cents: number };

/** A node of the parts tree. */
export type PartNode = { partId: string; partCode: string; title: LocalizedText; children: PartNode[] };

/** The state of one parameter after propagation. */
export type ParameterOutcome = {
  enabled: boolean;
  notEnabledReason: Reason | null;
  /** Per value: null when allowed, else why not. */
  valueReasons: (Reason | null)[];
  min: number;
  max: number;
};

/** Everything the engine knows about a configuration after one change. */
export type EngineResult = {
  model: CompiledModel;
  state: EngineState;
  choices: Choices;
  params: ParameterOutcome[];
  moves: Move[];
  terms: PriceTerm[];
  priceCents: number;
  parts: PartNode[];
};

/** A change the engine refuses (unknown parameter or value, a number outside its range, unreadable input). */
export class ChangeError extends Error {
  readonly localized: LocalizedText;
  constructor(message: LocalizedText) {
    super(message.en);
    this.name = 'ChangeError';
    this.localized = message;
  }
}

const NO_VALUE_LEFT: LocalizedText = {
  sl: 'Pri trenutni izbiri ni na voljo nobena vrednost.',
  en: 'No value is available with the current choices.',
  de: 'Mit der aktuellen Auswahl ist kein Wert verfügbar.',
  fr: 'Aucune valeur n’est disponible avec les choix actuels.',
};
const KEPT_IN_RANGE: LocalizedText = {
  sl: 'Vrednost mora biti znotraj dovoljenega območja.',
  en: 'The value must stay within its allowed range.',
  de: 'Der Wert muss im erlaubten Bereich bleiben.',
  fr: 'La valeur doit rester dans la plage autorisée.',
};

const numberText = (value: number) =>
  Number.isInteger(value) ? String(value) : String(Math.round(value * 1000) / 1000);

const emptyState = (count: number): EngineState => ({
  sel: new Int32Array(count).fill(-1),
  num: new Float64Array(count).fill(Number.NaN),
  text: new Array<string | null>(count).fill(null),
});

const copyState = (state: EngineState): EngineState => ({
  sel: state.sel.slice(),
  num: state.num.slice(),
  text: state.text.slice(),
});

/** Reads stored choices into a state; unknown ids and unreadable numbers are dropped (the pass fills defaults). */
const readChoices = (model: CompiledModel, choices: Choices): EngineState => {
  const state = emptyState(model.params.length);
  for (const param of model.params) {
    const stored = choices[param.def.id];
    if (stored === undefined) {
      continue;
    }
    if (param.isList) {
      state.sel[param.index] = param.valueIndexById.get(stored) ?? -1;
    } else if (param.isNumeric) {
      const value = Number(stored);
      state.num[param.index] = stored.trim() !== '' && Number.isFinite(value) ? value : Number.NaN;
    } else {
      state.text[param.index] = stored;
    }
  }
  return state;
};

const hasChoice = (param: CompiledParameter, state: EngineState) =>
  param.isList
    ? (state.sel[param.index] as number) >= 0
    : param.isNumeric
      ? !Number.isNaN(state.num[param.index] as number)
      : state.text[param.index] !== null;

const differs = (param: CompiledParameter, a: EngineState, b: EngineState) =>
  param.isList
    ? a.sel[param.index] !== b.sel[param.index]
    : param.isNumeric
      ? !Object.is(a.num[param.index], b.num[param.index])
      : a.text[param.index] !== b.text[param.index];

const clear = (param: CompiledParameter, state: EngineState) => {
  state.sel[param.index] = -1;
  state.num[param.index] = Number.NaN;
  state.text[param.index] = null;
};

/** Evaluates enablement: the first rule whose condition fails disables the parameter. */
const evaluateEnabled = (param: CompiledParameter, state: EngineState): Reason | null => {
  for (const rule of param.enableRules) {
    if (!rule.when.test(state)) {
      return { text: rule.reason, paramIndexes: rule.when.deps };
    }
  }
  return null;
};

/** Evaluates which values are allowed: per value the first failing rule that lists it. */
const evaluateAllowed = (param: CompiledParameter, state: EngineState): (Reason | null)[] => {
  const reasons: (Reason | null)[] = new Array(param.def.values.length).fill(null);
  for (const rule of param.allowRules) {
    if (rule.when.test(state)) {
      continue;
    }
    for (let i = 0; i < reasons.length; i += 1) {
      if (rule.values[i] === 1 && reasons[i] === null) {
        reasons[i] = { text: rule.reason, paramIndexes: rule.when.deps };
      }
    }
  }
  return reasons;
};

const roundBound = (param: CompiledParameter, value: number, up: boolean) => {
  if (param.def.dataType === 'integer') {
    return up ? Math.ceil(value) : Math.floor(value);
  }
  const factor = param.def.dataType === 'decimal' ? 100 : 1000;
  return (up ? Math.ceil(value * factor) : Math.floor(value * factor)) / factor;
};

/** Evaluates the numeric range: the base range narrowed by every rule that holds. */
const evaluateRange = (
  param: CompiledParameter,
  state: EngineState,
): { min: number; max: number; minReason: Reason | null; maxReason: Reason | null } => {
  let min = param.baseMin;
  let max = param.baseMax;
  let minReason: Reason | null = null;
  let maxReason: Reason | null = null;
  for (const rule of param.rangeRules) {
    if (!rule.when.test(state)) {
      continue;
    }
    const deps = rule.when.deps;
    if (rule.min) {
      const value = roundBound(param, rule.min(state), true);
      if (!Number.isNaN(value) && value > min) {
        min = value;
        minReason = { text: rule.reason, paramIndexes: deps };
      }
    }
    if (rule.max) {
      const value = roundBound(param, rule.max(state), false);
      if (!Number.isNaN(value) && value < max) {
        max = value;
        maxReason = { text: rule.reason, paramIndexes: deps };
      }
    }
  }
  if (max < min) {
    max = min;
  }
  return { min, max, minReason, maxReason };
};

const defaultValueIndex = (param: CompiledParameter, state: EngineState, reasons: (Reason | null)[]): number => {
  for (const rule of param.defaultRules) {
    if (rule.valueIndex >= 0 && reasons[rule.valueIndex] === null && rule.when.test(state)) {
      return rule.valueIndex;
    }
  }
  if (param.defaultValueIndex >= 0 && reasons[param.defaultValueIndex] === null) {
    return param.defaultValueIndex;
  }
  return reasons.indexOf(null);
};

const defaultNumber = (param: CompiledParameter, state: EngineState, min: number, max: number): number => {
  let value = param.baseDefault;
  for (const rule of param.defaultRules) {
    if (rule.when.test(state)) {
      value = rule.number;
      break;
    }
  }
  return Math.min(max, Math.max(min, value));
};

/**
 * Finds assignments of earlier parameters that make a condition true (the one-click fix): a list parameter takes
 * the first allowed value of the set, a number is moved into the bounds. Gives up on what it cannot solve; the
 * forward pass then keeps the configuration valid anyway.
 */
const satisfy = (
  model: CompiledModel,
  condition: Condition,
  state: EngineState,
  pinned: Pinned,
  depth: number,
  reason: Reason,
) => {
  if (depth > model.params.length + 2) {
    return;
  }
  if ('all' in condition) {
    for (const part of condition.all) {
      satisfy(model, part, state, pinned, depth + 1, reason);
    }
    return;
  }
  if ('any' in condition) {
    if (condition.any.some((part) => testRaw(model, part, state))) {
      return;
    }
    // Prefer a branch that only reads parameters that are chosen now (no new parameter switched on).
    const candidates = condition.any.filter((part) => !('modelTag' in part));
    const first = candidates.find((part) => readsOnlyChosen(model, part, state)) ?? candidates[0];
    if (first) {
      satisfy(model, first, state, pinned, depth + 1, reason);
    }
    return;
  }
  if ('modelTag' in condition || testRaw(model, condition, state)) {
    return;
  }
  if ('not' in condition) {
    const inner = condition.not;
    if ('param' in inner && ('in' in inner || 'tag' in inner)) {
      const param = paramByCode(model, inner.param);
      const candidates = param.def.values
        .map((value, i) => ({ value, i }))
        .filter(({ value }) => ('in' in inner ? !inner.in.includes(value.code) : !value.tags.includes(inner.tag)))
        .map(({ i }) => i);
      pinList(model, param, candidates, state, pinned, depth, reason);
    }
    return;
  }
  const param = paramByCode(model, condition.param);
  if ('in' in condition || 'tag' in condition) {
    const candidates = param.def.values
      .map((value, i) => ({ value, i }))
      .filter(({ value }) =>
        'in' in condition ? condition.in.includes(value.code) : value.tags.includes(condition.tag),
      )
      .map(({ i }) => i);
    pinList(model, param, candidates, state, pinned, depth, reason);
    return;
  }
  ensureEnabled(model, param, state, pinned, depth);
  const range = evaluateRange(param, state);
  const low = Math.max(range.min, condition.gte ?? Number.NEGATIVE_INFINITY);
  const high = Math.min(range.max, condition.lte ?? Number.POSITIVE_INFINITY);
  if (low <= high) {
    const current = state.num[param.index] as number;
    state.num[param.index] = Number.isNaN(current) ? low : Math.min(high, Math.max(low, current));
    pinned.set(param.index, reason);
  }
};

/** Whether every parameter the condition reads has a choice now. */
const readsOnlyChosen = (model: CompiledModel, condition: Condition, state: EngineState): boolean => {
  if ('all' in condition || 'any' in condition) {
    const parts = 'all' in condition ? condition.all : condition.any;
    return parts.every((part) => readsOnlyChosen(model, part, state));
  }
  if ('not' in condition) {
    return readsOnlyChosen(model, condition.not, state);
  }
  if ('modelTag' in condition) {
    return true;
  }
  return hasChoice(paramByCode(model, condition.param), state);
};

const paramByCode = (model: CompiledModel, code: string): CompiledParameter =>
  model.params[model.paramIndexByCode.get(code) as number] as CompiledParameter;

/** Tests a raw condition against the state (used only on the rare path of a one-click fix). */
const testRaw = (model: CompiledModel, condition: Condition, state: EngineState): boolean => {
  if ('all' in condition) {
    return condition.all.every((part) => testRaw(model, part, state));
  }
  if ('any' in condition) {
    return condition.any.some((part) => testRaw(model, part, state));
  }
  if ('not' in condition) {
    return !testRaw(model, condition.not, state);
  }
  if ('modelTag' in condition) {
    return model.def.tags.includes(condition.modelTag);
  }
  const param = paramByCode(model, condition.param);
  if ('in' in condition) {
    const sel = state.sel[param.index] as number;
    return sel >= 0 && condition.in.includes(param.def.values[sel]?.code ?? '');
  }
  if ('tag' in condition) {
    const sel = state.sel[param.index] as number;
    return sel >= 0 && (param.def.values[sel]?.tags.includes(condition.tag) ?? false);
  }
  const value = state.num[param.index] as number;
  return value >= (condition.gte ?? Number.NEGATIVE_INFINITY) && value <= (condition.lte ?? Number.POSITIVE_INFINITY);
};

const ruleCondition = (rule: { rule: { when?: Condition } }): Condition | undefined => rule.rule.when;

/** Makes a parameter enabled by satisfying its enablement rules. */
const ensureEnabled = (
  model: CompiledModel,
  param: CompiledParameter,
  state: EngineState,
  pinned: Pinned,
  depth: number,
) => {
  for (const rule of param.enableRules) {
    const condition = ruleCondition(rule);
    if (condition && !rule.when.test(state)) {
      satisfy(model, condition, state, pinned, depth + 1, { text: rule.reason, paramIndexes: [param.index] });
    }
  }
};

/** Pins a list parameter to the first candidate (preferring allowed ones), making it enabled and allowed. */
const pinList = (
  model: CompiledModel,
  param: CompiledParameter,
  candidates: number[],
  state: EngineState,
  pinned: Pinned,
  depth: number,
  reason: Reason,
) => {
  if (candidates.length === 0) {
    return;
  }
  ensureEnabled(model, param, state, pinned, depth);
  const reasons = evaluateAllowed(param, state);
  const choice = candidates.find((i) => reasons[i] === null) ?? (candidates[0] as number);
  state.sel[param.index] = choice;
  pinned.set(param.index, reason);
  makeAllowed(model, param, choice, state, pinned, depth);
};

/** Satisfies the rules that exclude a value, so that choosing it moves the conflicting choices instead. */
const makeAllowed = (
  model: CompiledModel,
  param: CompiledParameter,
  valueIndex: number,
  state: EngineState,
  pinned: Pinned,
  depth: number,
) => {
  for (const rule of param.allowRules) {
    const condition = ruleCondition(rule);
    if (rule.values[valueIndex] === 1 && condition && !rule.when.test(state)) {
      satisfy(model, condition, state, pinned, depth + 1, { text: rule.reason, paramIndexes: [param.index] });
    }
  }
};

/** Parameters fixed by the change: null for the user's own choice, else the reason of the rule that forced it. */
type Pinned = Map<number, Reason | null>;

/** A parameter's label in one language: the brand name, else the title, else the name. */
const label = (param: CompiledParameter, lang: keyof LocalizedText) => {
  const names = param.def.names;
  return names.brandName?.[lang] || names.title[lang] || names.name[lang];
};

/** Applies the user's change to the state; refuses unknown ids, unreadable numbers and numbers out of range. */
const applyChange = (model: CompiledModel, state: EngineState, change: Change, pinned: Pinned) => {
  const index = model.paramIndexById.get(change.parameterId.toLowerCase());
  if (index === undefined) {
    throw new ChangeError({
      sl: 'Ta model nima izbranega parametra.',
      en: 'This model has no such parameter.',
      de: 'Dieses Modell hat keinen solchen Parameter.',
      fr: 'Ce modèle n’a pas ce paramètre.',
    });
  }
  const param = model.params[index] as CompiledParameter;
  if (param.isList) {
    const valueIndex = change.parameterValueId
      ? param.valueIndexById.get(change.parameterValueId.toLowerCase())
      : undefined;
    if (valueIndex === undefined) {
      throw new ChangeError({
        sl: `Parameter ${label(param, 'sl')} nima te vrednosti.`,
        en: `Parameter ${label(param, 'en')} has no such value.`,
        de: `Der Parameter ${label(param, 'de')} hat keinen solchen Wert.`,
        fr: `Le paramètre ${label(param, 'fr')} n’a pas cette valeur.`,
      });
    }
    ensureEnabled(model, param, state, pinned, 0);
    state.sel[index] = valueIndex;
    pinned.set(index, null);
    makeAllowed(model, param, valueIndex, state, pinned, 0);
    return;
  }
  const raw = (change.customValue ?? '').trim();
  if (param.isNumeric) {
    const value = Number(raw.replace(',', '.'));
    const pattern = param.def.dataType === 'integer' ? /^[+-]?\d+$/ : /^[+-]?\d+([.,]\d+)?$/;
    if (!pattern.test(raw) || !Number.isFinite(value)) {
      throw new ChangeError({
        sl: `Vnesite število za ${label(param, 'sl')}.`,
        en: `Please input a number for ${label(param, 'en')}.`,
        de: `Bitte geben Sie eine Zahl für ${label(param, 'de')} ein.`,
        fr: `Veuillez saisir un nombre pour ${label(param, 'fr')}.`,
      });
    }
    ensureEnabled(model, param, state, pinned, 0);
    const range = evaluateRange(param, state);
    if (value < range.min || value > range.max) {
      const why = value > range.max ? range.maxReason : range.minReason;
      const name = { sl: label(param, 'sl'), en: label(param, 'en'), de: label(param, 'de'), fr: label(param, 'fr') };
      const bounds = `${numberText(range.min)}–${numberText(range.max)}`;
      throw new ChangeError({
        sl: `${name.sl}: ${numberText(value)} ni med ${bounds}.${why ? ` ${why.text.sl}` : ''}`,
        en: `${name.en}: ${numberText(value)} is not within ${bounds}.${why ? ` ${why.text.en}` : ''}`,
        de: `${name.de}: ${numberText(value)} liegt nicht zwischen ${bounds}.${why ? ` ${why.text.de}` : ''}`,
        fr: `${name.fr} : ${numberText(value)} n’est pas compris entre ${bounds}.${why ? ` ${why.text.fr}` : ''}`,
      });
    }
    state.num[index] = roundBound(param, value, false) === value ? value : Math.round(value * 1000) / 1000;
    pinned.set(index, null);
    return;
  }
  ensureEnabled(model, param, state, pinned, 0);
  state.text[index] = change.customValue ?? '';
  pinned.set(index, null);
};

/** Computes the price terms on the brand partner's price list, each rounded half-up once. */
const computePrice = (
  model: CompiledModel,
  state: EngineState,
  params: ParameterOutcome[],
  priceList: PriceList,
): PriceTerm[] => {
  const markup = priceList.markupBasisPoints;
  const terms: PriceTerm[] = [
    { paramIndex: -1, ruleId: null, label: null, cents: applyMarkup(model.def.basePriceCents, markup) },
  ];
  for (const param of model.params) {
    const sel = state.sel[param.index] as number;
    if (param.isList && sel >= 0 && params[param.index]?.enabled) {
      const cents = param.def.values[sel]?.priceCents ?? 0;
      if (cents !== 0) {
        terms.push({ paramIndex: param.index, ruleId: null, label: null, cents: applyMarkup(cents, markup) });
      }
    }
  }
  const percentRules: typeof model.priceRules = [];
  for (const rule of model.priceRules) {
    if ((rule.paramIndex >= 0 && !params[rule.paramIndex]?.enabled) || !rule.when.test(state)) {
      continue;
    }
    const term = rule.term;
    let cents = 0;
    if (term.type === 'percent') {
      percentRules.push(rule);
      continue;
    }
    if (term.type === 'fixed') {
      cents = applyMarkup(term.cents, markup);
    } else if (term.type === 'perM2') {
      const width = state.num[rule.refs[0] as number] as number;
      const height = state.num[rule.refs[1] as number] as number;
      if (Number.isNaN(width) || Number.isNaN(height)) {
        continue;
      }
      // cents per m² × mm × mm / 10⁶ mm² per m², with the markup, rounded once.
      const numerator =
        BigInt(term.centsPerM2) *
        BigInt(Math.round(width * 1000)) *
        BigInt(Math.round(height * 1000)) *
        BigInt(10000 + markup);
      cents = Number(divideRoundHalfUp(numerator, 10n ** 6n * 10n ** 6n * 10000n));
    } else {
      const value = state.num[rule.refs[0] as number] as number;
      if (Number.isNaN(value) || value <= term.thresholdMm) {
        continue;
      }
      const over = BigInt(Math.round((value - term.thresholdMm) * 1000));
      cents = Number(divideRoundHalfUp(over * BigInt(term.centsPerMm) * BigInt(10000 + markup), 1000n * 10000n));
    }
    if (cents !== 0) {
      terms.push({ paramIndex: rule.paramIndex, ruleId: rule.rule.id, label: rule.reason, cents });
    }
  }
  if (percentRules.length > 0) {
    const subtotal = terms.reduce((sum, term) => sum + term.cents, 0);
    for (const rule of percentRules) {
      const basisPoints = rule.term.type === 'percent' ? rule.term.basisPoints : 0;
      const cents = Number(divideRoundHalfUp(BigInt(subtotal) * BigInt(basisPoints), 10000n));
      if (cents !== 0) {
        terms.push({ paramIndex: rule.paramIndex, ruleId: rule.rule.id, label: rule.reason, cents });
      }
    }
  }
  return terms;
};

const computeParts = (model: CompiledModel, state: EngineState): PartNode[] => {
  const nodes = new Map<string, PartNode>();
  const present = model.partRules.filter((rule) => rule.when.test(state));
  for (const rule of present) {
    nodes.set(rule.partCode, { partId: rule.partId, partCode: rule.partCode, title: rule.title, children: [] });
  }
  const root: PartNode = {
    partId: model.def.id,
    partCode: model.def.code,
    title: model.def.names.name,
    children: [],
  };
  for (const rule of present) {
    const node = nodes.get(rule.partCode) as PartNode;
    const parent = rule.parent ? nodes.get(rule.parent) : undefined;
    (parent ?? root).children.push(node);
  }
  return [root];
};

const writeChoices = (model: CompiledModel, state: EngineState): Choices => {
  const choices: Choices = {};
  for (const param of model.params) {
    if (param.isList) {
      const sel = state.sel[param.index] as number;
      if (sel >= 0) {
        choices[param.def.id] = (param.def.values[sel] as { id: string }).id;
      }
    } else if (param.isNumeric) {
      const value = state.num[param.index] as number;
      if (!Number.isNaN(value)) {
        choices[param.def.id] = numberText(value);
      }
    } else {
      const text = state.text[param.index];
      if (text !== null && text !== undefined) {
        choices[param.def.id] = text;
      }
    }
  }
  return choices;
};

/**
 * The configurator engine: applies one change (or none) to stored choices and propagates in dependency order until
 * every choice is valid, then prices the result and builds the parts tree. Pure and deterministic.
 */
export const configure = (
  model: CompiledModel,
  choices: Choices,
  change: Change | null,
  priceList: PriceList,
): EngineResult => {
  const before = readChoices(model, choices);
  const state = copyState(before);
  const pinned: Pinned = new Map();
  if (change) {
    applyChange(model, state, change, pinned);
  }
  const moves: Move[] = [];
  const outcomes: ParameterOutcome[] = new Array(model.params.length);
  // One forward pass reaches the fixed point: every rule of a parameter reads only parameters placed before it.
  for (const param of model.params) {
    const index = param.index;
    const userHad = hasChoice(param, before) || pinned.has(index);
    const from = {
      valueIndex: state.sel[index] as number,
      number: state.num[index] as number,
      text: state.text[index] ?? null,
    };
    let notEnabledReason = evaluateEnabled(param, state);
    let valueReasons: (Reason | null)[] = [];
    let min = 0;
    let max = 0;
    if (notEnabledReason === null && param.isList) {
      valueReasons = evaluateAllowed(param, state);
      if (!valueReasons.includes(null)) {
        notEnabledReason = { text: NO_VALUE_LEFT, paramIndexes: param.allowRules.flatMap((rule) => rule.when.deps) };
      }
    } else if (param.isList) {
      valueReasons = new Array(param.def.values.length).fill(null);
    }
    if (notEnabledReason !== null) {
      if (hasChoice(param, state)) {
        const meaningful = param.isList || param.isNumeric || (state.text[index] ?? '') !== '';
        if (userHad && meaningful) {
          moves.push({ paramIndex: index, from, to: null, reason: notEnabledReason });
        }
        clear(param, state);
      }
      outcomes[index] = { enabled: false, notEnabledReason, valueReasons, min, max };
      continue;
    }
    if (param.isList) {
      const sel = state.sel[index] as number;
      if (sel < 0 || valueReasons[sel] !== null) {
        const next = defaultValueIndex(param, state, valueReasons);
        state.sel[index] = next;
        if (sel >= 0 && userHad) {
          moves.push({
            paramIndex: index,
            from,
            to: { valueIndex: next, number: Number.NaN },
            reason: valueReasons[sel] as Reason,
          });
        }
      }
    } else if (param.isNumeric) {
      const range = evaluateRange(param, state);
      min = range.min;
      max = range.max;
      const value = state.num[index] as number;
      if (Number.isNaN(value)) {
        state.num[index] = defaultNumber(param, state, min, max);
      } else if (value < min || value > max) {
        const next = value < min ? min : max;
        state.num[index] = next;
        if (userHad) {
          const why = (value < min ? range.minReason : range.maxReason) ?? { text: KEPT_IN_RANGE, paramIndexes: [] };
          moves.push({ paramIndex: index, from, to: { valueIndex: -1, number: next }, reason: why });
        }
      }
    } else if (state.text[index] === null) {
      state.text[index] = '';
    }
    const forcedBy = pinned.get(index);
    if (forcedBy && !moves.some((move) => move.paramIndex === index) && differs(param, before, state)) {
      moves.push({
        paramIndex: index,
        from: {
          valueIndex: before.sel[index] as number,
          number: before.num[index] as number,
          text: before.text[index] ?? null,
        },
        to: { valueIndex: state.sel[index] as number, number: state.num[index] as number },
        reason: forcedBy,
      });
    }
    outcomes[index] = { enabled: true, notEnabledReason: null, valueReasons, min, max };
  }
  const terms = computePrice(model, state, outcomes, priceList);
  return {
    model,
    state,
    choices: writeChoices(model, state),
    params: outcomes,
    moves,
    terms,
    priceCents: terms.reduce((sum, term) => sum + term.cents, 0),
    parts: computeParts(model, state),
  };
};

/** Checks that a model's declared defaults hold in its initial configuration; used when the catalogue loads. */
export const checkModelDefaults = (model: CompiledModel): string | null => {
  const result = configure(model, {}, null, { markupBasisPoints: 0 });
  for (const param of model.params) {
    const outcome = result.params[param.index] as ParameterOutcome;
    if (!outcome.enabled) {
      continue;
    }
    if (param.isList && param.defaultValueIndex >= 0) {
      const reason = outcome.valueReasons[param.defaultValueIndex];
      const hasConditionalDefault = param.defaultRules.some((rule) => rule.when.test(result.state));
      if (reason && !hasConditionalDefault) {
        return `default value "${param.def.values[param.defaultValueIndex]?.code}" of parameter "${param.def.code}" is not allowed by the rules (${reason.text.en})`;
      }
    }
    if (param.isNumeric && (param.baseDefault < outcome.min || param.baseDefault > outcome.max)) {
      const conditional = param.defaultRules.some((rule) => rule.when.test(result.state));
      if (!conditional) {
        return `default ${param.baseDefault} of parameter "${param.def.code}" is outside its range ${outcome.min}..${outcome.max}`;
      }
    }
  }
  return null;
};
