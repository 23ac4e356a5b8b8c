import { identityKeyOf, isJsonObject, type JsonObject, sameJson } from './catalogue-json';

/** Which side a conflict takes: the scheduled version's (ours) or the one being published (theirs). */
export type MergeSide = 'scheduled' | 'published';

/**
 * A place where both sides changed the base differently: its JSON pointer (list entries by their index in the
 * scheduled version, or in the published one when the scheduled version removed the entry), the same place as keys
 * (list entries by their code, a rule by its id, a test by its name), and the three values (absent: not there).
 */
export type MergeConflict = {
  path: string;
  field: string[];
  base?: unknown;
  scheduled?: unknown;
  published?: unknown;
};

/** A merge: the merged JSON (unresolved conflicts keep the scheduled side) and the conflicts no resolution settled. */
export type MergeResult<T> = { merged: T; conflicts: MergeConflict[] };

type Place = { path: string; field: string[] };

const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

const at = (place: Place, pointerSegment: string, fieldSegment: string): Place => ({
  path: `${place.path}/${escapePointer(pointerSegment)}`,
  field: [...place.field, fieldSegment],
});

type Context = { resolutions: ReadonlyMap<string, MergeSide>; conflicts: MergeConflict[] };

const ABSENT = Symbol('absent');
type Merged = unknown | typeof ABSENT;

const orAbsent = (value: unknown): Merged => (value === undefined ? ABSENT : value);

/** Both sides changed one place differently: the resolution's side, else the scheduled side and a conflict. */
const conflict = (context: Context, place: Place, base: unknown, ours: unknown, theirs: unknown): Merged => {
  const side = context.resolutions.get(place.path);
  if (side) {
    return orAbsent(side === 'scheduled' ? ours : theirs);
  }
  context.conflicts.push({
    path: place.path,
    field: place.field,
    ...(base === undefined ? {} : { base }),
    ...(ours === undefined ? {} : { scheduled: ours }),
    ...(theirs === undefined ? {} : { published: theirs }),
  });
  return orAbsent(ours);
};

const mergeObjects = (
  context: Context,
  place: Place,
  base: JsonObject | undefined,
  ours: JsonObject,
  theirs: JsonObject,
): JsonObject => {
  const keys = [...new Set([...Object.keys(ours), ...Object.keys(theirs), ...Object.keys(base ?? {})])];
  const own = (object: JsonObject | undefined, key: string) =>
    object && Object.hasOwn(object, key) ? object[key] : undefined;
  const entries: [string, unknown][] = [];
  for (const key of keys) {
    const value = mergeValue(context, at(place, key, key), own(base, key), own(ours, key), own(theirs, key));
    if (value !== ABSENT) {
      entries.push([key, value]);
    }
  }
  // Built from entries: a key such as `__proto__` stays a key of the object, never its prototype.
  return Object.fromEntries(entries);
};

/**
 * The order of a merged list of named entries: the scheduled version's order, each entry the published version added
 * placed after the entry it follows there (first when it follows none that is kept).
 */
const mergedOrder = (oursNames: string[], theirsNames: string[], kept: Set<string>): string[] => {
  const order = oursNames.filter((name) => kept.has(name));
  theirsNames.forEach((name, index) => {
    if (!kept.has(name) || order.includes(name)) {
      return;
    }
    const before = theirsNames
      .slice(0, index)
      .reverse()
      .find((previous) => order.includes(previous));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, name);
  });
  return order;
};

const mergeNamedLists = (
  context: Context,
  place: Place,
  key: string,
  base: unknown[] | undefined,
  ours: unknown[],
  theirs: unknown[],
): unknown[] => {
  const byName = (list: unknown[]) => new Map(list.map((entry) => [(entry as JsonObject)[key] as string, entry]));
  const baseEntries = byName(base ?? []);
  const ourEntries = byName(ours);
  const theirEntries = byName(theirs);
  const oursNames = [...ourEntries.keys()];
  const theirsNames = [...theirEntries.keys()];
  const names = [...new Set([...oursNames, ...theirsNames, ...baseEntries.keys()])];
  const merged = new Map<string, unknown>();
  for (const name of names) {
    const index = ourEntries.has(name) ? oursNames.indexOf(name) : theirsNames.indexOf(name);
    const value = mergeValue(
      context,
      at(place, String(Math.max(index, 0)), name),
      baseEntries.get(name),
      ourEntries.get(name),
      theirEntries.get(name),
    );
    if (value !== ABSENT) {
      merged.set(name, value);
    }
  }
  return mergedOrder(oursNames, theirsNames, new Set(merged.keys())).map((name) => merged.get(name));
};

const mergeValue = (context: Context, place: Place, base: unknown, ours: unknown, theirs: unknown): Merged => {
  if (sameJson(ours, theirs) || sameJson(base, theirs)) {
    return orAbsent(ours);
  }
  if (sameJson(base, ours)) {
    return orAbsent(theirs);
  }
  if (isJsonObject(ours) && isJsonObject(theirs) && (base === undefined || isJsonObject(base))) {
    return mergeObjects(context, place, base, ours, theirs);
  }
  if (Array.isArray(ours) && Array.isArray(theirs) && (base === undefined || Array.isArray(base))) {
    const key = identityKeyOf(base ?? [], ours, theirs);
    if (key !== null) {
      return mergeNamedLists(context, place, key, base, ours, theirs);
    }
  }
  return conflict(context, place, base, ours, theirs);
};

/**
 * The three-way merge of a catalogue file (or any JSON): what the published version changed from the base is carried
 * into the scheduled version. Objects merge key by key, lists of named entries (by `code`, a rule by `id`, a test by
 * `name`) entry by entry, anything else (numbers, texts, lists of codes) as one value. Where both sides changed one
 * place differently it is a conflict, settled by the resolution for its pointer (the scheduled or the published
 * side) or listed; a merge with conflicts left keeps the scheduled side there and must not be stored.
 */
export const mergeCatalogues = <T>(
  base: T | null,
  scheduled: T,
  published: T,
  resolutions: ReadonlyMap<string, MergeSide> = new Map(),
): MergeResult<T> => {
  const context: Context = { resolutions, conflicts: [] };
  const merged = mergeValue(context, { path: '', field: [] }, base ?? undefined, scheduled, published);
  return { merged: (merged === ABSENT ? scheduled : merged) as T, conflicts: context.conflicts };
};
