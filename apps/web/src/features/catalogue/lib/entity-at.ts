import { pointerOf, pointerParts } from './draft-patch';

/** The kinds of entry the workbench edits, each at a JSON pointer of the catalogue file. */
export type EntityKind =
  | 'brand'
  | 'category'
  | 'parameter'
  | 'value'
  | 'model'
  | 'modelParameter'
  | 'rule'
  | 'ruleSet'
  | 'test';

/** An entry of the file: its kind, its pointer and the indexes on the way (parameter and value, model and rule, …). */
export type EntityRef = { kind: EntityKind; path: string; indexes: number[] };

const SHAPES: { kind: EntityKind; parts: string[] }[] = [
  { kind: 'value', parts: ['parameters', '#', 'values', '#'] },
  { kind: 'modelParameter', parts: ['models', '#', 'parameters', '#'] },
  { kind: 'rule', parts: ['models', '#', 'rules', '#'] },
  { kind: 'rule', parts: ['ruleSets', '#', 'rules', '#'] },
  { kind: 'category', parts: ['categories', '#'] },
  { kind: 'parameter', parts: ['parameters', '#'] },
  { kind: 'model', parts: ['models', '#'] },
  { kind: 'ruleSet', parts: ['ruleSets', '#'] },
  { kind: 'test', parts: ['tests', '#'] },
  { kind: 'brand', parts: ['brand'] },
];

/**
 * The entry a pointer lies in (a finding's place, a rule's path): the longest shape that starts the pointer, so
 * `/models/3/rules/2/when/in/0` opens rule 2 of model 3. Null when it lies in none (the file's top keys).
 */
export const entityAt = (pointer: string | null): EntityRef | null => {
  if (!pointer) {
    return null;
  }
  const parts = pointerParts(pointer);
  for (const shape of SHAPES) {
    if (parts.length < shape.parts.length) {
      continue;
    }
    const indexes: number[] = [];
    const matches = shape.parts.every((part, index) => {
      const actual = parts[index] ?? '';
      if (part === '#') {
        if (!/^\d+$/.test(actual)) {
          return false;
        }
        indexes.push(Number(actual));
        return true;
      }
      return part === actual;
    });
    if (matches) {
      return { kind: shape.kind, path: pointerOf(...parts.slice(0, shape.parts.length)), indexes };
    }
  }
  return null;
};
