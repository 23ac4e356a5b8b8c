import '#web/lib/mantine-styles';
import '../insight.css';
import {
  INSIGHT_DIMENSIONS,
  INSIGHT_GRAINS,
  type InsightDimension,
  type InsightDocumentSet,
  type InsightFigures,
  type InsightGrain,
  type InsightMoney,
  insightBreakdownDocumentsQuery,
  insightOptionDocumentsQuery,
} from '@door/contract';
import {
  Anchor,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FeaturePage } from '#web/components/feature-page';
import { QueryState } from '#web/components/query-state';
import { useTranslation } from '#web/i18n';
import { useAppStore } from '#web/stores/app-store';
import { useInsight, useInsightChoices } from '../api/insight-api';
import { type ChartRow, InsightChart } from '../components/insight-chart';
import {
  bucketPeriod,
  documentsLink,
  filterOfParams,
  INSIGHT_PRESETS,
  type InsightPreset,
  queryOf,
} from '../lib/insight-filters';
import { type InsightFormats, insightFormats } from '../lib/insight-format';

type Filter = ReturnType<typeof filterOfParams>;

// No money in the period: a plain 0, since the period has no currency to name (storefronts may differ).
const moneyText = (formats: InsightFormats, money: InsightMoney[], pick: (item: InsightMoney) => number) =>
  money.length === 0 ? formats.decimal(0) : money.map((item) => formats.money(pick(item), item.Currency)).join(' · ');

/** One headline figure: its value, the period before, and the documents it counts. */
const FigureCard = ({
  label,
  value,
  previous,
  link,
  linkLabel,
}: {
  label: string;
  value: string;
  previous: string;
  link?: string;
  linkLabel?: string;
}) => {
  const { t } = useTranslation('insight');
  return (
    <Paper withBorder p="md" component="article" aria-label={label}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fz="xl" fw={700} data-testid="insight-figure-value">
          {value}
        </Text>
        <Text size="xs" c="dimmed">
          {t('figures.previous', { value: previous })}
        </Text>
        {link ? (
          <Anchor component={Link} to={link} size="sm">
            {linkLabel ?? t('figures.documents')}
            <span className="visually-hidden"> ({label})</span>
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
};

const Figures = ({ filter, formats }: { filter: Filter; formats: InsightFormats }) => {
  const { t } = useTranslation('insight');
  const summary = useInsight('getInsightSummary', queryOf(filter));
  return (
    <QueryState query={summary} errorTitle={t('figures.title')}>
      {({ Current, Previous }) => {
        const card = (
          label: string,
          pick: (figures: InsightFigures) => string,
          set?: InsightDocumentSet,
        ): ReactNode => (
          <FigureCard
            key={label}
            label={label}
            value={pick(Current)}
            previous={pick(Previous)}
            link={set ? documentsLink(filter, set) : undefined}
          />
        );
        const rate = (figures: InsightFigures) =>
          figures.ConversionRate === null ? '–' : formats.share(figures.ConversionRate);
        return (
          <section aria-labelledby="insight-figures">
            <Title order={2} size="h3" id="insight-figures" mb="sm">
              {t('figures.title')}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              {card(t('figures.offersMade'), (figures) => formats.integer(figures.OffersMade), 'offersMade')}
              {card(t('figures.offersSent'), (figures) => formats.integer(figures.OffersSent), 'offersSent')}
              {card(t('figures.orders'), (figures) => formats.integer(figures.Orders), 'orders')}
              {card(t('figures.conversion'), rate, 'convertedOffers')}
              {card(
                t('figures.revenue'),
                (figures) => moneyText(formats, figures.Money, (m) => m.RevenueNet),
                'orders',
              )}
              {card(t('figures.tax'), (figures) => moneyText(formats, figures.Money, (m) => m.Tax), 'orders')}
              {card(
                t('figures.averageOrder'),
                (figures) => moneyText(formats, figures.Money, (m) => m.AverageOrderValue),
                'orders',
              )}
              {card(
                t('figures.discount'),
                (figures) =>
                  figures.AverageDiscountPercent === null ? '–' : formats.percent(figures.AverageDiscountPercent),
                'orders',
              )}
              {card(
                t('figures.leadTime'),
                (figures) =>
                  figures.AverageDaysOfferToOrder === null
                    ? '–'
                    : t('figures.days', { days: formats.decimal(figures.AverageDaysOfferToOrder) }),
                'orders',
              )}
              {card(t('figures.inquiries'), (figures) => formats.integer(figures.Inquiries), 'inquiries')}
            </SimpleGrid>
          </section>
        );
      }}
    </QueryState>
  );
};

const Funnel = ({ filter, formats }: { filter: Filter; formats: InsightFormats }) => {
  const { t } = useTranslation('insight');
  const funnel = useInsight('getInsightFunnel', queryOf(filter));
  return (
    <QueryState query={funnel} errorTitle={t('funnel.title')}>
      {(data) => {
        const link = (set: InsightDocumentSet) => (
          <Anchor component={Link} to={documentsLink(filter, set)} size="sm">
            {t('figures.documents')}
          </Anchor>
        );
        const rows: ChartRow[] = [
          ...(data.Configurations === null
            ? []
            : [{ key: 'configurations', label: t('funnel.configurations'), values: [data.Configurations] }]),
          { key: 'inquiries', label: t('funnel.inquiries'), values: [data.Inquiries], link: link('inquiries') },
          { key: 'offers', label: t('funnel.offers'), values: [data.Offers], link: link('offersMade') },
          { key: 'orders', label: t('funnel.orders'), values: [data.Orders], link: link('orders') },
        ];
        return (
          <InsightChart
            title={t('funnel.title')}
            description={t('funnel.description')}
            fileName="funnel"
            series={[{ label: t('chart.count'), format: formats.integer }]}
            rows={rows}
            emptyText={t('chart.empty')}
            testId="insight-funnel"
          />
        );
      }}
    </QueryState>
  );
};

const moneyColumn = (header: string, formats: InsightFormats, moneyOf: (key: string) => InsightMoney[]) => ({
  header,
  cells: (row: ChartRow) => moneyText(formats, moneyOf(row.key), (item) => item.RevenueNet),
});

/** A chart row's offers and orders, each linked to the documents it counts (`filter` already narrowed to the row). */
const OffersAndOrdersLinks = ({
  filter,
  name,
  extra = {},
}: {
  filter: Filter;
  name: string;
  extra?: Record<string, string>;
}) => {
  const { t } = useTranslation('insight');
  return (
    <Group gap="xs" wrap="nowrap">
      {(
        [
          ['offersMade', t('funnel.offers')],
          ['orders', t('funnel.orders')],
        ] as const
      ).map(([set, label]) => (
        <Anchor key={set} component={Link} size="sm" to={documentsLink(filter, set, extra)}>
          {label}
          <span className="visually-hidden"> ({name})</span>
        </Anchor>
      ))}
    </Group>
  );
};

const Timeline = ({ filter, formats, grain }: { filter: Filter; formats: InsightFormats; grain: InsightGrain }) => {
  const { t } = useTranslation('insight');
  const timeline = useInsight('getInsightTimeline', { ...queryOf(filter), grain });
  return (
    <QueryState query={timeline} errorTitle={t('timeline.title')}>
      {(data) => {
        const money = new Map(data.Rows.map((row) => [row.Start, row.Money]));
        return (
          <InsightChart
            title={t('timeline.title')}
            description={t(`timeline.description.${grain}`)}
            fileName={`timeline-${grain}`}
            series={[
              { label: t('funnel.offers'), format: formats.integer },
              { label: t('funnel.orders'), format: formats.integer },
            ]}
            rows={data.Rows.map((row) => {
              const label =
                grain === 'month' ? formats.month(row.Start) : t('timeline.week', { day: formats.day(row.Start) });
              return {
                key: row.Start,
                label,
                values: [row.Offers, row.Orders],
                link: (
                  <OffersAndOrdersLinks
                    filter={{ ...filter, ...bucketPeriod(row.Start, grain, filter) }}
                    name={label}
                  />
                ),
              };
            })}
            extra={[moneyColumn(t('figures.revenue'), formats, (key) => money.get(key) ?? [])]}
            emptyText={t('chart.empty')}
            testId="insight-timeline"
          />
        );
      }}
    </QueryState>
  );
};

const Breakdown = ({
  filter,
  formats,
  dimension,
}: {
  filter: Filter;
  formats: InsightFormats;
  dimension: InsightDimension;
}) => {
  const { t } = useTranslation('insight');
  const breakdown = useInsight('getInsightBreakdown', { ...queryOf(filter), dimension });
  return (
    <QueryState query={breakdown} errorTitle={t('breakdown.title')}>
      {(data) => {
        const money = new Map(data.Rows.map((row) => [row.Key, row.Money]));
        return (
          <InsightChart
            title={t('breakdown.title')}
            description={t(`breakdown.description.${dimension}`)}
            fileName={`breakdown-${dimension}`}
            series={[
              { label: t('funnel.offers'), format: formats.integer },
              { label: t('funnel.orders'), format: formats.integer },
            ]}
            rows={data.Rows.map((row) => ({
              key: row.Key,
              label: row.Name || t('breakdown.none'),
              values: [row.Offers, row.Orders],
              link: (
                <OffersAndOrdersLinks
                  filter={filter}
                  name={row.Name || t('breakdown.none')}
                  extra={insightBreakdownDocumentsQuery(dimension, row.Key)}
                />
              ),
            }))}
            extra={[moneyColumn(t('figures.revenue'), formats, (key) => money.get(key) ?? [])]}
            emptyText={t('chart.empty')}
            testId="insight-breakdown"
          />
        );
      }}
    </QueryState>
  );
};

const TopOptions = ({ filter, formats }: { filter: Filter; formats: InsightFormats }) => {
  const { t } = useTranslation('insight');
  const options = useInsight('getInsightOptions', queryOf(filter));
  return (
    <QueryState query={options} errorTitle={t('options.title')}>
      {(data) => {
        // Each row is one brand's option: with several brands, the brand tells rows of the same names apart.
        const brands = new Set(data.Rows.map((row) => row.BrandId)).size > 1;
        return (
          <InsightChart
            title={t('options.title')}
            description={t('options.description')}
            fileName="top-options"
            series={[
              { label: t('options.configurations'), format: formats.integer },
              { label: t('options.ordersSeries'), format: formats.integer },
            ]}
            rows={data.Rows.map((row) => {
              const label = `${row.ParameterName}: ${row.ValueName}${brands ? ` · ${row.BrandName}` : ''}`;
              return {
                key: `${row.ParameterId}:${row.ValueId}`,
                label,
                values: [row.Configurations, row.Orders],
                // The orders that chose it (fewer than its configurations when an order chose it twice).
                link: (
                  <Anchor
                    component={Link}
                    size="sm"
                    to={documentsLink(filter, 'orders', insightOptionDocumentsQuery(row))}
                  >
                    {t('options.orders', { count: row.Orders, n: formats.integer(row.Orders) })}
                    <span className="visually-hidden"> ({label})</span>
                  </Anchor>
                ),
              };
            })}
            emptyText={t('chart.empty')}
            testId="insight-options"
            chartLinks
          />
        );
      }}
    </QueryState>
  );
};

const RefusedDemand = ({ filter, formats }: { filter: Filter; formats: InsightFormats }) => {
  const { t } = useTranslation('insight');
  const refusals = useInsight('getInsightRefusals', queryOf(filter));
  return (
    <QueryState query={refusals} errorTitle={t('refusals.title')}>
      {(data) => (
        <>
          <InsightChart
            title={t('refusals.title')}
            description={t('refusals.description')}
            fileName="refused-demand"
            series={[{ label: t('refusals.tries'), format: formats.integer }]}
            rows={data.Rows.map((row) => ({
              key: `${row.ModelId}:${row.RuleId}:${row.ParameterName}:${row.ValueName}:${row.Kind}`,
              label: `${row.ModelName} · ${row.ParameterName}${row.ValueName ? `: ${row.ValueName}` : ''} (${t(`refusals.kinds.${row.Kind}`)})`,
              values: [row.Count],
            }))}
            extra={[
              { header: t('refusals.rule'), cells: (row) => reasonOf(data.Rows, row.key) },
              { header: t('refusals.kind'), cells: (row) => t(`refusals.kinds.${row.key.split(':').at(-1)}`) },
            ]}
            emptyText={t('refusals.empty')}
            testId="insight-refusals"
          />
          <InsightChart
            title={t('steps.title')}
            description={t('steps.description')}
            fileName="abandoned-configurations"
            series={[{ label: t('steps.configurations'), format: formats.integer }]}
            rows={data.Steps.map((row) => ({
              key: row.Step,
              label: t(`steps.${row.Step}`),
              values: [row.Configurations],
            }))}
            emptyText={t('chart.empty')}
            testId="insight-steps"
          />
        </>
      )}
    </QueryState>
  );
};

const reasonOf = (rows: { ModelId: string; RuleId: string; RuleReason: string }[], key: string) => {
  const [modelId, ruleId] = key.split(':');
  const row = rows.find((item) => item.ModelId === modelId && item.RuleId === ruleId);
  return row?.RuleReason || row?.RuleId || '';
};

/** `/admin/insight`: the sales dashboard (heads of sales and the manufacturer's OEM users). */
export const InsightRoute = () => {
  const { t } = useTranslation('insight');
  const language = useAppStore((state) => state.language);
  const formats = insightFormats(language);
  const [params, setParams] = useSearchParams();
  const filter = filterOfParams(params);
  // What the address names, when it is one of the choices (an address edited by hand falls back).
  const grain = INSIGHT_GRAINS.find((item) => item === params.get('grain')) ?? 'month';
  const dimension = INSIGHT_DIMENSIONS.find((item) => item === params.get('dimension')) ?? 'partner';
  const choices = useInsightChoices();
  const change = (values: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(values)) {
      if (value) {
        next.set(key, value);
      } else {
        next.delete(key);
      }
    }
    setParams(next, { replace: true });
  };
  const choiceData = (items: { Id: string; Name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: item.Id, label: item.Name }));
  return (
    <FeaturePage title={t('title')}>
      <Paper withBorder p="md" component="section" aria-labelledby="insight-filters">
        <Title order={2} size="h4" id="insight-filters" mb="sm">
          {t('filters.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Select
            label={t('filters.period')}
            value={filter.preset}
            allowDeselect={false}
            data={INSIGHT_PRESETS.map((preset) => ({ value: preset, label: t(`filters.presets.${preset}`) }))}
            onChange={(value) =>
              change(
                value === 'custom'
                  ? { preset: value, from: filter.from, to: filter.to }
                  : { preset: value as InsightPreset, from: null, to: null },
              )
            }
          />
          {filter.preset === 'custom' ? (
            <Group grow gap="xs" align="end">
              <TextInput
                type="date"
                label={t('filters.from')}
                value={filter.from}
                onChange={(event) => change({ from: event.currentTarget.value })}
              />
              <TextInput
                type="date"
                label={t('filters.to')}
                value={filter.to}
                onChange={(event) => change({ to: event.currentTarget.value })}
              />
            </Group>
          ) : (
            <Text size="sm" mt="xl" data-testid="insight-period">
              {t('filters.periodText', { from: formats.day(filter.from), to: formats.day(filter.to) })}
            </Text>
          )}
          <Select
            label={t('filters.brand')}
            clearable
            placeholder={t('filters.all')}
            value={filter.brandId ?? null}
            data={choiceData(choices.data?.Brands)}
            onChange={(value) => change({ brandId: value })}
          />
          <Select
            label={t('filters.storefront')}
            clearable
            searchable
            placeholder={t('filters.all')}
            value={filter.brandPartnerId ?? null}
            data={choiceData(choices.data?.Storefronts)}
            onChange={(value) => change({ brandPartnerId: value })}
          />
          <Select
            label={t('filters.partner')}
            clearable
            searchable
            placeholder={t('filters.all')}
            value={filter.partnerId ?? null}
            data={choiceData(choices.data?.Partners)}
            onChange={(value) => change({ partnerId: value })}
          />
          <Select
            label={t('filters.salesperson')}
            clearable
            searchable
            placeholder={t('filters.all')}
            value={filter.salesmanUserId ?? null}
            data={choiceData(choices.data?.Salespeople)}
            onChange={(value) => change({ salesmanUserId: value })}
          />
        </SimpleGrid>
      </Paper>
      <Figures filter={filter} formats={formats} />
      <Funnel filter={filter} formats={formats} />
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3">
            {t('timeline.heading')}
          </Title>
          <SegmentedControl
            value={grain}
            onChange={(value) => change({ grain: value })}
            data={INSIGHT_GRAINS.map((item) => ({ value: item, label: t(`timeline.grains.${item}`) }))}
            aria-label={t('timeline.grainLabel')}
          />
        </Group>
        <Timeline filter={filter} formats={formats} grain={grain} />
      </Stack>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3">
            {t('breakdown.heading')}
          </Title>
          <Select
            aria-label={t('breakdown.by')}
            value={dimension}
            allowDeselect={false}
            data={INSIGHT_DIMENSIONS.map((item) => ({ value: item, label: t(`breakdown.dimensions.${item}`) }))}
            onChange={(value) => change({ dimension: value })}
          />
        </Group>
        <Breakdown filter={filter} formats={formats} dimension={dimension} />
      </Stack>
      <TopOptions filter={filter} formats={formats} />
      {choices.data?.CanSeeRefusals ? (
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t('refusals.heading')}
          </Title>
          <RefusedDemand filter={filter} formats={formats} />
        </Stack>
      ) : null}
    </FeaturePage>
  );
};
