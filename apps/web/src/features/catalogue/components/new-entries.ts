import type { CatalogueFile, CatalogueModel, CatalogueRule, RULE_KINDS } from '@door/contract';

/** Parameters whose values are picked from a list (the others hold a number or text). */
const LIST_TYPES = new Set<string>(['string', 'data', 'color']);

/**
 * A new rule of a kind, filled with the model's first parameters and values so it is valid at once (the maintainer
 * then picks the real ones); its texts are empty and marked as missing.
 */
export const newRule = (
  file: CatalogueFile,
  model: CatalogueModel,
  id: string,
  kind: (typeof RULE_KINDS)[number],
): CatalogueRule => {
  const lists = model.parameters
    .map((use) => file.parameters.find((parameter) => parameter.code === use.code))
    .filter(
      (parameter) => parameter !== undefined && parameter.values.length > 0 && LIST_TYPES.has(parameter.dataType),
    );
  const target = lists.at(-1) ?? file.parameters[0];
  const other = lists.find((parameter) => parameter !== target) ?? target;
  const param = target?.code ?? '';
  const when = { param: other?.code ?? '', in: [other?.values[0]?.code ?? ''] };
  switch (kind) {
    case 'enable':
      return { kind, id, param, when, reason: {} };
    case 'allow':
      return { kind, id, param, values: [target?.values[0]?.code ?? ''], when, reason: {} };
    case 'range':
      return { kind, id, param, reason: {} };
    case 'default':
      return { kind, id, param, value: target?.values[0]?.code ?? '', when };
    case 'price':
      return { kind, id, term: { type: 'fixed', cents: 0 }, when, label: {} };
    case 'part':
      return { kind, id, partCode: id, title: {} };
  }
};
