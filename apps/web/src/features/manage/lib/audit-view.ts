import type { AuditEntry } from '@door/contract';

/** One field of an audit entry as the page shows it: where it sits, and its value before and after. */
export type AuditFieldRow = { path: string[]; before: unknown; after: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Arrays of objects are walked by position; arrays of plain values stay one field (a list of ids). */
const isWalkable = (value: unknown): value is Record<string, unknown> | unknown[] =>
  isRecord(value) || (Array.isArray(value) && value.some((item) => isRecord(item) || Array.isArray(item)));

const keysOf = (value: Record<string, unknown> | unknown[]): string[] =>
  Array.isArray(value) ? value.map((_, index) => String(index)) : Object.keys(value);

const childOf = (value: unknown, key: string): unknown =>
  Array.isArray(value) ? value[Number(key)] : isRecord(value) ? value[key] : undefined;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields of an entry, whatever they are (the page knows no entity's shape): nested objects and lists of objects
 * become one row a leaf, named by their path; an entry with a before and an after lists only what differs, one with
 * only an after (a creation) or only a before lists every field.
 */
export const auditFieldRows = (entry: Pick<AuditEntry, 'Before' | 'After'>): AuditFieldRow[] => {
  const rows: AuditFieldRow[] = [];
  const both = entry.Before !== null && entry.After !== null;
  const walk = (path: string[], before: unknown, after: unknown) => {
    if (isWalkable(before) || isWalkable(after)) {
      const keys = new Set([
        ...(isWalkable(before) ? keysOf(before) : []),
        ...(isWalkable(after) ? keysOf(after) : []),
      ]);
      for (const key of keys) {
        walk([...path, key], childOf(before, key), childOf(after, key));
      }
      return;
    }
    // A creation or a removal lists what it holds, not the fields it leaves empty.
    const isBlank = (value: unknown) => value === null || value === undefined || value === '';
    if (both ? !same(before, after) : !(isBlank(before) && isBlank(after))) {
      rows.push({ path, before, after });
    }
  };
  walk([], entry.Before ?? undefined, entry.After ?? undefined);
  return rows;
};

/** The top-level fields an entry changes (the list's column), in the order of `auditFieldRows`. */
export const changedTopFields = (entry: Pick<AuditEntry, 'Before' | 'After'>): string[] => [
  ...new Set(auditFieldRows(entry).flatMap((row) => row.path.slice(0, 1))),
];

/** "IsOemAdmin" → "Is oem admin": the last resort for a field the page has no name for. */
export const humanizeKey = (key: string): string => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Values longer than this are cut with an ellipsis (a logo's data, a long text). */
export const AUDIT_VALUE_MAX = 120;
