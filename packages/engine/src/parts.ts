import type { CompiledModel, EngineState } from './compile';
import type { PartNode } from './types';

/** Builds the parts tree: the model at the root, every present part under its parent part or the root. */
export const computeParts = (model: CompiledModel, state: EngineState): PartNode[] => {
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
