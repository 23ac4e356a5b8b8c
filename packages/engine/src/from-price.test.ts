import { describe, expect, it } from 'vitest';
import { listValue, parameter, testModel, text } from './engine.fixtures';
import { compileCatalogueModel, fromPriceCents } from './index';

// The model card's "from" price (issue 38 point 6): never below what the model requires.

describe('the from price of a model', () => {
  it('counts a value the model requires: glass must be chosen and none is free', () => {
    const model = compileCatalogueModel(
      testModel(
        [
          parameter('pane', 'data', [
            listValue('clear', { priceCents: 9000 }),
            listValue('satin', { priceCents: 12000, isDefault: true }),
          ]),
        ],
        [],
        50000,
      ),
    );
    // The base price alone (50000) is no configuration: the cheapest has clear glass.
    expect(fromPriceCents(model, { markupBasisPoints: 0 })).toBe(59000);
    expect(fromPriceCents(model, { markupBasisPoints: 1000 })).toBe(64900);
  });

  it('takes a cheaper value than the default, and a price rule in force', () => {
    const model = compileCatalogueModel(
      testModel(
        [
          parameter('finish', 'color', [
            listValue('oak', { priceCents: 15000, isDefault: true }),
            listValue('white', { priceCents: 0 }),
          ]),
        ],
        [{ kind: 'price', id: 'frame', term: { type: 'fixed', cents: 2500 }, label: text('Frame') }],
        40000,
      ),
    );
    expect(fromPriceCents(model, { markupBasisPoints: 0 })).toBe(42500);
  });
});
