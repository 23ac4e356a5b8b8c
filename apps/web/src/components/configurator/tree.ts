import { ENTITY_STATUS_IDS, type TreeParameter } from '@door/contract';

/** Order of a category whose order is unknown (specification §9). */
export const UNKNOWN_CATEGORY_ORDER = 9999;
/** Order of a parameter whose order is unknown (specification §9). */
export const UNKNOWN_PARAMETER_ORDER = 99999;

/** A category of the configuration with its parameters and nested categories. */
export type ParameterGroup = {
  id: string;
  name: string;
  order: number;
  parameters: TreeParameter[];
  children: ParameterGroup[];
};

const orderOf = (value: number | null | undefined, unknown: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : unknown;

/** Groups the tree into top-level categories (the wizard steps) with nested categories, all in their order. */
export const groupTree = (tree: TreeParameter[]): ParameterGroup[] => {
  const groups = new Map<string, ParameterGroup & { parentId: string | null }>();
  for (const parameter of tree) {
    if (parameter.CategoryStatusId === ENTITY_STATUS_IDS.inactive) {
      continue;
    }
    let group = groups.get(parameter.CategoryId);
    if (!group) {
      group = {
        id: parameter.CategoryId,
        name: parameter.Category,
        order: orderOf(parameter.CategoryOrder, UNKNOWN_CATEGORY_ORDER),
        parameters: [],
        children: [],
        parentId: parameter.CategoryParentId,
      };
      groups.set(parameter.CategoryId, group);
    }
    group.parameters.push(parameter);
  }
  const roots: ParameterGroup[] = [];
  for (const group of groups.values()) {
    group.parameters.sort(
      (a, b) => orderOf(a.Order, UNKNOWN_PARAMETER_ORDER) - orderOf(b.Order, UNKNOWN_PARAMETER_ORDER),
    );
    const parent = group.parentId ? groups.get(group.parentId) : undefined;
    if (parent && parent !== group) {
      parent.children.push(group);
    } else {
      roots.push(group);
    }
  }
  const sortDeep = (list: ParameterGroup[]): ParameterGroup[] =>
    list
      .sort((a, b) => a.order - b.order)
      .map(({ id, name, order, parameters, children }) => ({
        id,
        name,
        order,
        parameters,
        children: sortDeep(children),
      }));
  return sortDeep(roots);
};

/** The wizard step shown: the stored step, kept within the configuration's steps. */
export const clampStep = (step: number, count: number): number => Math.min(Math.max(0, step), Math.max(0, count - 1));
