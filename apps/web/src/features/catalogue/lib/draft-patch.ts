import type { CatalogueDraftOperation } from '@door/contract';
import fastJsonPatch, { type Operation } from 'fast-json-patch';

// The draft is changed by JSON Patch operations, the same the server applies (fast-json-patch on both sides). Every
// edit also knows its inverse, computed on the document before it, so undo and redo are edits like any other.

/** One edit of the draft: what it does, and what undoes it. */
export type DraftEdit = { ops: CatalogueDraftOperation[]; inverse: CatalogueDraftOperation[] };

const unescapePart = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');
/** A JSON pointer's parts. */
export const pointerParts = (pointer: string): string[] =>
  pointer === '' ? [] : pointer.slice(1).split('/').map(unescapePart);
/** A JSON pointer of parts. */
export const pointerOf = (...parts: (string | number)[]): string =>
  parts.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/** The value at a pointer, or undefined when there is none. */
export const valueAt = (document: unknown, pointer: string): unknown => {
  let node: unknown = document;
  for (const part of pointerParts(pointer)) {
    if (node === null || typeof node !== 'object') {
      return undefined;
    }
    node = (node as Record<string, unknown>)[part];
  }
  return node;
};

const parentAndKey = (pointer: string) => {
  const parts = pointerParts(pointer);
  return { parent: pointerOf(...parts.slice(0, -1)), key: parts.at(-1) ?? '' };
};

/** The operation that undoes `op` on `document` (the document before `op`). */
const inverseOf = (document: unknown, op: CatalogueDraftOperation): CatalogueDraftOperation => {
  switch (op.op) {
    case 'replace':
      return { op: 'replace', path: op.path, value: valueAt(document, op.path) };
    case 'remove':
      return { op: 'add', path: op.path, value: valueAt(document, op.path) };
    case 'move':
      return { op: 'move', from: op.path, path: op.from ?? '' };
    case 'add': {
      const { parent, key } = parentAndKey(op.path);
      const container = valueAt(document, parent);
      if (Array.isArray(container)) {
        const index = key === '-' ? container.length : Number(key);
        return { op: 'remove', path: pointerOf(...pointerParts(parent), index) };
      }
      const before = valueAt(document, op.path);
      return before === undefined ? { op: 'remove', path: op.path } : { op: 'replace', path: op.path, value: before };
    }
    default:
      return { op: 'test', path: op.path, value: valueAt(document, op.path) };
  }
};

/** Applies operations to a copy of the document (the original is left as it is); throws when one does not apply. */
export const applyOps = <T>(document: T, ops: CatalogueDraftOperation[]): T =>
  fastJsonPatch.applyPatch(document, ops as Operation[], true, false).newDocument;

/** Applies operations and returns the new document with the edit that undoes them. */
export const applyEdit = <T>(document: T, ops: CatalogueDraftOperation[]): { document: T; edit: DraftEdit } => {
  let current = document;
  const inverse: CatalogueDraftOperation[] = [];
  for (const op of ops) {
    inverse.unshift(inverseOf(current, op));
    current = applyOps(current, [op]);
  }
  return { document: current, edit: { ops, inverse } };
};

/** Sets a key of an object: `add` (it sets an existing key too), or `remove` when the value is undefined. */
export const setOp = (path: string, value: unknown): CatalogueDraftOperation =>
  value === undefined ? { op: 'remove', path } : { op: 'add', path, value };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The operations that turn `before` into `after`, each at the deepest place that differs: lists of one length and
 * objects with the same keys in the same order are compared entry by entry, anything else is replaced whole (so
 * applying them keeps `after`'s key order). The workbench records a change the server made (a rename with its
 * references) as such an edit, which undo takes back like any other.
 */
export const diffOps = (before: unknown, after: unknown, path = ''): CatalogueDraftOperation[] => {
  if (before === after) {
    return [];
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return before.flatMap((item, index) => diffOps(item, after[index], `${path}/${index}`));
  }
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = Object.keys(before);
    const afterKeys = Object.keys(after);
    if (keys.length === afterKeys.length && keys.every((key, index) => key === afterKeys[index])) {
      return keys.flatMap((key) => diffOps(before[key], after[key], `${path}${pointerOf(key)}`));
    }
  }
  return [{ op: 'replace', path, value: after }];
};
