import { isSafeText, toSafeText } from '@door/contract';
import { pointerPart } from './catalogue-findings';

/** A container met on the walk and how it was reached, so a pointer is built only for a text that is refused. */
type Visit = { value: object; parent: Visit | null; key: string };

const pointerOf = (visit: Visit | null, key: string | null): string => {
  const parts: string[] = key === null ? [] : [key];
  for (let at = visit; at?.parent; at = at.parent) {
    parts.push(at.key);
  }
  return parts
    .reverse()
    .map((part) => `/${pointerPart(toSafeText(part))}`)
    .join('');
};

/**
 * The JSON pointers (a refused character in a key shown as U+FFFD) of every text (a string, or an object's key) in a JSON value that breaks the API's text rule
 * (`isSafeText`: no control characters but tab/LF/CR, no U+FFFE/U+FFFF, no unpaired surrogates), at most `limit`.
 * Walks without recursion, so no nesting depth overflows the stack.
 */
export const unsafeTextPointers = (json: unknown, base = '', limit = 100): string[] => {
  const found: string[] = [];
  const check = (text: string, visit: Visit | null, key: string | null) => {
    if (found.length < limit && !isSafeText(text)) {
      found.push(`${base}${pointerOf(visit, key)}`);
    }
  };
  if (typeof json === 'string') {
    check(json, null, null);
    return found;
  }
  if (typeof json !== 'object' || json === null) {
    return found;
  }
  const stack: Visit[] = [{ value: json, parent: null, key: '' }];
  while (stack.length > 0 && found.length < limit) {
    const visit = stack.pop() as Visit;
    const entries: [string, unknown][] = Array.isArray(visit.value)
      ? visit.value.map((item, index) => [String(index), item])
      : Object.entries(visit.value);
    for (const [key, item] of entries) {
      if (!Array.isArray(visit.value)) {
        check(key, visit, key);
      }
      if (typeof item === 'string') {
        check(item, visit, key);
      } else if (typeof item === 'object' && item !== null) {
        stack.push({ value: item, parent: visit, key });
      }
    }
  }
  return found;
};

/** How deep a JSON value nests (a scalar is 0), counted without recursion; stops counting past `limit`. */
export const jsonDepth = (json: unknown, limit: number): number => {
  let deepest = 0;
  const stack: [unknown, number][] = [[json, 0]];
  while (stack.length > 0 && deepest <= limit) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (typeof node === 'object' && node !== null) {
      deepest = Math.max(deepest, depth + 1);
      for (const child of Array.isArray(node) ? node : Object.values(node)) {
        if (typeof child === 'object' && child !== null) {
          stack.push([child, depth + 1]);
        }
      }
    }
  }
  return deepest;
};

/**
 * A stored JSON text with every refused character of its texts and keys replaced by U+FFFD (`toSafeText`), in the
 * same key order; null when it has none. For catalogues stored before their texts followed the text rule.
 */
export const repairedJsonText = (text: string): string | null => {
  let changed = false;
  const json: unknown = JSON.parse(text, (_key, value: unknown) => {
    if (typeof value === 'string' && !isSafeText(value)) {
      changed = true;
      return toSafeText(value);
    }
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const keys = Object.keys(value);
      if (keys.some((key) => !isSafeText(key))) {
        changed = true;
        return Object.fromEntries(keys.map((key) => [toSafeText(key), (value as Record<string, unknown>)[key]]));
      }
    }
    return value;
  });
  return changed ? JSON.stringify(json) : null;
};
