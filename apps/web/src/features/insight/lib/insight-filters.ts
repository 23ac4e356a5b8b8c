import {
  INSIGHT_DATE_RANGE,
  INSIGHT_PERIOD_MAX_DAYS,
  type InsightDocumentSet,
  type InsightFilter,
  type InsightGrain,
  insightPeriodDays,
  isGuid,
} from '@door/contract';
import { dayBefore } from './insight-format';

/** The periods offered at once; `custom` takes the two days typed. */
export const INSIGHT_PRESETS = [
  'last30',
  'thisMonth',
  'lastMonth',
  'thisQuarter',
  'thisYear',
  'last365',
  'custom',
] as const;
/** A period choice. */
export type InsightPreset = (typeof INSIGHT_PRESETS)[number];

const FILTER_KEYS = ['brandId', 'brandPartnerId', 'partnerId', 'salesmanUserId'] as const;

/** The first and last day (UTC, both included) of a preset, on `today`. */
export const presetPeriod = (preset: Exclude<InsightPreset, 'custom'>, today = new Date()) => {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const day = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);
  const todayText = dayBefore(0, today);
  switch (preset) {
    case 'last30':
      return { from: dayBefore(29, today), to: todayText };
    case 'thisMonth':
      return { from: day(year, month, 1), to: todayText };
    case 'lastMonth':
      return { from: day(year, month - 1, 1), to: day(year, month, 0) };
    case 'thisQuarter':
      return { from: day(year, month - (month % 3), 1), to: todayText };
    case 'thisYear':
      return { from: day(year, 0, 1), to: todayText };
    default:
      return { from: dayBefore(364, today), to: todayText };
  }
};

const DAY_MS = 86_400_000;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A day as typed in the address: a real calendar day within the dashboard's range, else null. */
const validDay = (value: string | null) =>
  value &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  dayText(Date.parse(`${value}T00:00:00Z`)) === value &&
  value >= INSIGHT_DATE_RANGE.min &&
  value <= INSIGHT_DATE_RANGE.max
    ? value
    : null;

/**
 * The dashboard's filters as the address holds them (so a figure's documents and the way back keep them). An address
 * edited by hand never makes every figure an error: a day that is none is the preset's, days in the wrong order are
 * swapped, a period longer than the server reads keeps its last days, and a filter that is no id is left out.
 */
export const filterOfParams = (params: URLSearchParams): InsightFilter & { preset: InsightPreset } => {
  const preset = (INSIGHT_PRESETS as readonly string[]).includes(params.get('preset') ?? '')
    ? (params.get('preset') as InsightPreset)
    : 'last30';
  const fallback = presetPeriod(preset === 'custom' ? 'last30' : preset);
  let period = fallback;
  if (preset === 'custom') {
    const typed = [validDay(params.get('from')) ?? fallback.from, validDay(params.get('to')) ?? fallback.to].sort();
    const to = typed[1] as string;
    const from = typed[0] as string;
    period =
      insightPeriodDays(from, to) > INSIGHT_PERIOD_MAX_DAYS
        ? { from: dayText(Date.parse(`${to}T00:00:00Z`) - (INSIGHT_PERIOD_MAX_DAYS - 1) * DAY_MS), to }
        : { from, to };
  }
  const filter: InsightFilter & { preset: InsightPreset } = { preset, ...period };
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (isGuid(value)) {
      filter[key] = value;
    }
  }
  return filter;
};

/** A week or month of the timeline within the period: its first and last day, cut to the period's. */
export const bucketPeriod = (start: string, grain: InsightGrain, period: { from: string; to: string }) => {
  const first = new Date(`${start}T00:00:00Z`);
  const end =
    grain === 'month' ? Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0) : first.getTime() + 6 * DAY_MS;
  const last = dayText(end);
  return { from: start < period.from ? period.from : start, to: last > period.to ? period.to : last };
};

/** The query of the dashboard's calls (without the preset). */
export const queryOf = ({ preset: _preset, ...filter }: InsightFilter & { preset: InsightPreset }): InsightFilter =>
  filter;

/** The address of the documents a figure counts, with the dashboard's filters. */
export const documentsLink = (
  filter: InsightFilter & { preset: InsightPreset },
  set: InsightDocumentSet,
  extra: Record<string, string> = {},
) => {
  const params = new URLSearchParams({ set, preset: 'custom', from: filter.from, to: filter.to });
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value) {
      params.set(key, value);
    }
  }
  for (const [key, value] of Object.entries(extra)) {
    params.set(key, value);
  }
  return `/admin/insight/documents?${params.toString()}`;
};
