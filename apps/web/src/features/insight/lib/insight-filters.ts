import type { InsightDocumentSet, InsightFilter } from '@door/contract';
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

/** The dashboard's filters as the address holds them (so a figure's documents and the way back keep them). */
export const filterOfParams = (params: URLSearchParams): InsightFilter & { preset: InsightPreset } => {
  const preset = (INSIGHT_PRESETS as readonly string[]).includes(params.get('preset') ?? '')
    ? (params.get('preset') as InsightPreset)
    : 'last30';
  const fallback = presetPeriod(preset === 'custom' ? 'last30' : preset);
  const valid = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);
  const period =
    preset === 'custom'
      ? { from: valid(params.get('from')) ?? fallback.from, to: valid(params.get('to')) ?? fallback.to }
      : fallback;
  const filter: InsightFilter & { preset: InsightPreset } = { preset, ...period };
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) {
      filter[key] = value;
    }
  }
  return filter;
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
