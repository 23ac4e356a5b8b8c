import type { CompiledModel, EngineState } from './compile';
import { applyMarkup, divideRoundHalfUp } from './money';
import type { ParameterOutcome, PriceList, PriceTerm } from './types';

/** Computes the price terms on the brand partner's price list, each rounded half-up once. */
export const computePrice = (
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
