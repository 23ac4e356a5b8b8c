/**
 * A catalogue file as JSON, entry by entry: lists of entries are named by their code (a rule by its id, a test by its
 * name), so two versions of a file compare and merge by what an entry is, not by where it stands in its list.
 */

/** A JSON object. */
export type JsonObject = { [key: string]: unknown };

/** Whether a value is a JSON object (not a list, not null). */
export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys that name an entry of a list, in the order tried. */
const IDENTITY_KEYS = ['code', 'id', 'name'] as const;

/**
 * The key that names the entries of some lists (`code`, `id` or `name`): every entry of each list an object with that
 * key as text, none twice in a list. Null when the lists are not lists of named entries (a list of codes, the changes
 * of a test): such a list is one value.
 */
export const identityKeyOf = (...lists: unknown[][]): string | null => {
  const entries = lists.flat();
  if (entries.length === 0 || !entries.every(isJsonObject)) {
    return null;
  }
  for (const key of IDENTITY_KEYS) {
    const named = lists.every((list) => {
      const seen = new Set<string>();
      return list.every((entry) => {
        const name = (entry as JsonObject)[key];
        if (typeof name !== 'string' || seen.has(name)) {
          return false;
        }
        seen.add(name);
        return true;
      });
    });
    if (named) {
      return key;
    }
  }
  return null;
};

/** Whether two JSON values are equal (objects whatever the order of their keys). */
export const sameJson = (a: unknown, b: unknown): boolean => {
  if (a === b) {
    return true;
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameJson(item, b[index]))
    );
  }
  if (isJsonObject(a) && isJsonObject(b)) {
    const keys = Object.keys(a).filter((key) => a[key] !== undefined);
    const other = Object.keys(b).filter((key) => b[key] !== undefined);
    return keys.length === other.length && keys.every((key) => sameJson(a[key], b[key]));
  }
  return false;
};

/** One field of an entry that changed: its keys from the entry (list entries by code), the old and the new value. */
export type FieldChange = { field: string[]; from?: unknown; to?: unknown };

/**
 * What changed from one JSON value to another, field by field: objects key by key, lists of named entries entry by
 * entry (added, removed, changed), anything else as a whole (`from` absent: added; `to` absent: removed).
 */
export const fieldChanges = (before: unknown, after: unknown, field: string[] = []): FieldChange[] => {
  if (sameJson(before, after)) {
    return [];
  }
  if (before === undefined) {
    return [{ field, to: after }];
  }
  if (after === undefined) {
    return [{ field, from: before }];
  }
  if (isJsonObject(before) && isJsonObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => fieldChanges(before[key], after[key], [...field, key]));
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const key = identityKeyOf(before, after);
    if (key !== null) {
      const old = new Map(before.map((entry) => [(entry as JsonObject)[key] as string, entry]));
      const now = new Map(after.map((entry) => [(entry as JsonObject)[key] as string, entry]));
      const names = [...new Set([...now.keys(), ...old.keys()])];
      const changes = names.flatMap((name) => fieldChanges(old.get(name), now.get(name), [...field, name]));
      const oldOrder = [...old.keys()].filter((name) => now.has(name));
      const newOrder = [...now.keys()].filter((name) => old.has(name));
      return oldOrder.join('\n') === newOrder.join('\n')
        ? changes
        : [...changes, { field: [...field, '#order'], from: oldOrder, to: newOrder }];
    }
  }
  return [{ field, from: before, to: after }];
};
