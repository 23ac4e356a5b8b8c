import type { LocalizedText } from '@door/contract';
import type { CompiledModel, EngineState } from './compile';

/** Stored choices: parameter id → value id (list types) or the typed text (other types). */
export type Choices = Record<string, string>;

/** One change asked for by the user. */
export type Change = { parameterId: string; parameterValueId?: string | null; customValue?: string | null };

/** The brand partner's price list: a markup on the brand's prices. */
export type PriceList = { markupBasisPoints: number };

/**
 * Why something is not allowed or had to move: the rule's reason, the parameters whose choices decide it and the
 * rule's id (null when no single rule decides: nothing left to choose, a number kept within its range).
 */
export type Reason = { text: LocalizedText; paramIndexes: number[]; ruleId: string | null };

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
  /**
   * The rules enable the parameter but leave it nothing to choose (no allowed value, or an empty range): a dead end
   * the catalogue lint looks for. The parameter is then shown as not enabled.
   */
  isDeadEnd: boolean;
  notEnabledReason: Reason | null;
  /** Per value: null when allowed, else why not. */
  valueReasons: (Reason | null)[];
  min: number;
  max: number;
  /** The rules that set the current minimum and maximum of a number (absent or null: the parameter's own range). */
  minReason?: Reason | null;
  maxReason?: Reason | null;
  /**
   * When the rules leave a number no room: the bounds they set (`max` above is then kept at `min`) and the rules that
   * set them (null: the parameter's own range).
   */
  emptyRange?: { min: number; max: number; minRuleId: string | null; maxRuleId: string | null };
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

/** Parameters fixed by the change: null for the user's own choice, else the reason of the rule that forced it. */
export type Pinned = Map<number, Reason | null>;
