import type { CompiledModel } from './compile';
import { configure } from './configure';
import type { PriceList } from './types';

/**
 * The "from" price of a model: the lowest price of its start configuration and of every configuration one choice
 * away from it (each value of each enabled list parameter, chosen as a customer would click it). Each is a valid
 * configuration, so the price never leaves out what the model requires (a parameter that must have a value, the
 * price rules in force) and no customer is promised a price no configuration has.
 */
export const fromPriceCents = (model: CompiledModel, priceList: PriceList): number => {
  const start = configure(model, {}, null, priceList);
  let lowest = start.priceCents;
  for (const param of model.params) {
    if (!param.isList || !start.params[param.index]?.enabled) {
      continue;
    }
    for (const value of param.def.values) {
      const next = configure(
        model,
        start.choices,
        { parameterId: param.def.id, parameterValueId: value.id },
        priceList,
      );
      lowest = Math.min(lowest, next.priceCents);
    }
  }
  return lowest;
};
