import { LRUCache } from 'lru-cache';
import type { LoadedVersion } from './loaded-versions';

/** Bit masks over a catalogue's ordered models: per selection value, and per searched text token (cached). */
export type SelectionIndex = {
  size: number;
  valueMask: (valueId: string) => Uint8Array;
  tokenMask: (token: string) => Uint8Array;
};

const indexes = new WeakMap<LoadedVersion, SelectionIndex>();
/** Bounds of each catalogue's cache of search-token masks. */
export const TOKEN_CACHE_LIMITS = { max: 500, ttlMs: 10 * 60_000 } as const;

/** The selection index of a catalogue, built on first use: one scan of one string per new search token. */
export const getSelectionIndex = (catalogue: LoadedVersion): SelectionIndex => {
  const existing = indexes.get(catalogue);
  if (existing) {
    return existing;
  }
  const size = catalogue.ordered.length;
  const values = new Map<string, Uint8Array>();
  catalogue.ordered.forEach((model, position) => {
    for (const valueId of model.selectionValueIds) {
      let mask = values.get(valueId);
      if (!mask) {
        mask = new Uint8Array(size);
        values.set(valueId, mask);
      }
      mask[position] = 1;
    }
  });
  // All haystacks in one string, separated by a character no search token contains.
  const offsets = new Int32Array(size + 1);
  const parts: string[] = [];
  let length = 0;
  catalogue.ordered.forEach((model, position) => {
    offsets[position] = length;
    parts.push(model.haystack, '\u0000');
    length += model.haystack.length + 1;
  });
  offsets[size] = length;
  const corpus = parts.join('');
  const modelAt = (offset: number) => {
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((offsets[middle] as number) <= offset) {
        low = middle;
      } else {
        high = middle - 1;
      }
    }
    return low;
  };
  const tokens = new LRUCache<string, Uint8Array>({ max: TOKEN_CACHE_LIMITS.max, ttl: TOKEN_CACHE_LIMITS.ttlMs });
  const empty = new Uint8Array(size);
  const index: SelectionIndex = {
    size,
    valueMask: (valueId) => values.get(valueId) ?? empty,
    tokenMask: (token) => {
      const cached = tokens.get(token);
      if (cached) {
        return cached;
      }
      const mask = new Uint8Array(size);
      let at = corpus.indexOf(token);
      while (at >= 0) {
        const position = modelAt(at);
        mask[position] = 1;
        at = corpus.indexOf(token, offsets[position + 1] as number);
      }
      tokens.set(token, mask);
      return mask;
    },
  };
  indexes.set(catalogue, index);
  return index;
};
