/**
 * A strict parser of the Prometheus text exposition format 0.0.4 for tests: every line is a `# HELP`, a `# TYPE` or
 * a sample of a family declared before it; names, label sets (escapes included) and values are checked, a family is
 * declared once, a label is not repeated, and a histogram's buckets are cumulative, end with `le="+Inf"` and agree
 * with `_count`. Anything else throws with the line number.
 */
export type Sample = { name: string; labels: Record<string, string>; value: number };
export type MetricFamily = { name: string; help: string; type: string; samples: Sample[] };

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

/** A sample value as Prometheus reads it (Go's ParseFloat: `NaN` and `Inf` in any case; prom-client writes `Nan`). */
const parseValue = (text: string, where: string): number => {
  if (/^\+?inf(inity)?$/i.test(text)) {
    return Number.POSITIVE_INFINITY;
  }
  if (/^-inf(inity)?$/i.test(text)) {
    return Number.NEGATIVE_INFINITY;
  }
  if (/^nan$/i.test(text)) {
    return Number.NaN;
  }
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) {
    throw new Error(`${where}: not a sample value: ${text}`);
  }
  return Number(text);
};

/** Reads `{a="x",b="y"}` from `text` at `start` (the `{`); answers the labels and the index after the `}`. */
const parseLabels = (text: string, start: number, where: string): [Record<string, string>, number] => {
  const labels: Record<string, string> = {};
  let at = start + 1;
  while (text[at] !== '}') {
    const eq = text.indexOf('=', at);
    const name = text.slice(at, eq);
    if (eq < 0 || !LABEL_NAME.test(name) || text[eq + 1] !== '"') {
      throw new Error(`${where}: bad label at column ${at}`);
    }
    if (name in labels) {
      throw new Error(`${where}: label ${name} repeated`);
    }
    let value = '';
    at = eq + 2;
    for (;;) {
      const char = text[at];
      if (char === undefined || char === '\n') {
        throw new Error(`${where}: unterminated label value`);
      }
      if (char === '"') {
        break;
      }
      if (char === '\\') {
        const next = text[at + 1];
        const escaped = next === 'n' ? '\n' : next === '\\' ? '\\' : next === '"' ? '"' : undefined;
        if (escaped === undefined) {
          throw new Error(`${where}: bad escape \\${next}`);
        }
        value += escaped;
        at += 2;
      } else {
        value += char;
        at += 1;
      }
    }
    labels[name] = value;
    at += 1;
    if (text[at] === ',') {
      at += 1;
    } else if (text[at] !== '}') {
      throw new Error(`${where}: expected , or } after label ${name}`);
    }
  }
  return [labels, at + 1];
};

/** The family a sample name belongs to (`x_bucket` of histogram `x`, …). */
const familyOf = (families: Map<string, MetricFamily>, name: string): MetricFamily | undefined => {
  const exact = families.get(name);
  if (exact && exact.type !== 'histogram') {
    return exact;
  }
  const suffix = /_(bucket|sum|count)$/.exec(name);
  const base = suffix ? families.get(name.slice(0, suffix.index)) : undefined;
  if (base?.type === 'histogram') {
    return base;
  }
  if (base?.type === 'summary' && suffix?.[1] !== 'bucket') {
    return base;
  }
  return undefined;
};

const checkHistogram = (family: MetricFamily) => {
  const series = new Map<string, Sample[]>();
  for (const sample of family.samples) {
    const { le: _le, ...rest } = sample.labels;
    const key = JSON.stringify(Object.entries(rest).sort());
    series.set(key, [...(series.get(key) ?? []), sample]);
  }
  for (const [key, samples] of series) {
    const buckets = samples.filter((s) => s.name.endsWith('_bucket'));
    const count = samples.find((s) => s.name.endsWith('_count'));
    if (!samples.some((s) => s.name.endsWith('_sum')) || !count || buckets.length === 0) {
      throw new Error(`${family.name}${key}: a histogram needs buckets, _sum and _count`);
    }
    let previous = Number.NEGATIVE_INFINITY;
    let previousLe = Number.NEGATIVE_INFINITY;
    for (const bucket of buckets) {
      const le = parseValue(bucket.labels.le ?? '', `${family.name} le`);
      if (le <= previousLe || bucket.value < previous) {
        throw new Error(`${family.name}${key}: buckets not cumulative in ascending le`);
      }
      previousLe = le;
      previous = bucket.value;
    }
    const last = buckets.at(-1);
    if (last?.labels.le !== '+Inf' || last.value !== count.value) {
      throw new Error(`${family.name}${key}: the +Inf bucket must equal _count`);
    }
  }
};

/** Parses a whole exposition; throws on the first line that breaks the format. */
export const parsePrometheusText = (text: string): Map<string, MetricFamily> => {
  const families = new Map<string, MetricFamily>();
  const pending = new Map<string, { help?: string; type?: string }>();
  const lines = text.split('\n');
  if (lines.at(-1) !== '') {
    throw new Error('the exposition must end with a line feed');
  }
  lines.forEach((line, index) => {
    const where = `line ${index + 1}`;
    if (line === '') {
      return;
    }
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (meta) {
      const [, kind, name = '', rest = ''] = meta;
      if (!NAME.test(name) || families.has(name)) {
        throw new Error(`${where}: ${name} is not a new metric name`);
      }
      const declared = pending.get(name) ?? {};
      if (kind === 'TYPE') {
        if (!TYPES.has(rest) || declared.type) {
          throw new Error(`${where}: bad or repeated TYPE ${rest}`);
        }
        declared.type = rest;
      } else {
        declared.help = rest;
      }
      pending.set(name, declared);
      if (declared.type !== undefined && declared.help !== undefined) {
        families.set(name, { name, help: declared.help, type: declared.type, samples: [] });
        pending.delete(name);
      }
      return;
    }
    if (line.startsWith('#')) {
      return;
    }
    const nameEnd = line.search(/[{ ]/);
    const name = line.slice(0, nameEnd);
    if (nameEnd < 0 || !NAME.test(name)) {
      throw new Error(`${where}: bad sample name`);
    }
    const [labels, after] = line[nameEnd] === '{' ? parseLabels(line, nameEnd, where) : [{}, nameEnd];
    const parts = line.slice(after).trim().split(' ');
    if (line[after] !== ' ' || parts.length < 1 || parts.length > 2) {
      throw new Error(`${where}: expected a value (and a time stamp)`);
    }
    const family = familyOf(families, name);
    if (!family) {
      throw new Error(`${where}: sample ${name} of no declared family`);
    }
    family.samples.push({ name, labels, value: parseValue(parts[0] ?? '', where) });
  });
  if (pending.size > 0) {
    throw new Error(`HELP without TYPE (or the reverse) for ${[...pending.keys()].join(', ')}`);
  }
  for (const family of families.values()) {
    if (family.type === 'histogram' && family.samples.length > 0) {
      checkHistogram(family);
    }
  }
  return families;
};

/** The value of the one sample `name` whose labels include `labels` (0 when there is none). */
export const sampleValue = (
  families: Map<string, MetricFamily>,
  name: string,
  labels: Record<string, string> = {},
): number => {
  const family = familyOf(families, name);
  const matching = (family?.samples ?? []).filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
  );
  if (matching.length > 1) {
    throw new Error(`${name} ${JSON.stringify(labels)} matches ${matching.length} samples`);
  }
  return matching[0]?.value ?? 0;
};
