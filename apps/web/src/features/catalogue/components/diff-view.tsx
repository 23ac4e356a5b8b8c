import '#web/lib/mantine-styles';
import type { CatalogueDiff, CataloguePriceChange, EntityChanges } from '@door/contract';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '#web/components/data-table';
import { useTranslation } from '#web/i18n';
import { formatMoney, formatPercent } from '#web/lib/format';
import { percentChange } from '../lib/price-edit';
import './catalogue-pages.css';
import { CodeText } from './code-text';
import { DiffDetails } from './diff-details';

/** The kinds of entry a diff lists by code, in the order shown. */
const KINDS = ['Models', 'Parameters', 'Values', 'Rules', 'Categories', 'Selection', 'RuleSets', 'Tests'] as const;
type Kind = (typeof KINDS)[number];
const KIND_KEYS: Record<Kind, string> = {
  Models: 'diff.kinds.models',
  Parameters: 'diff.kinds.parameters',
  Values: 'diff.kinds.values',
  Rules: 'diff.kinds.rules',
  Categories: 'diff.kinds.categories',
  Selection: 'diff.kinds.selection',
  RuleSets: 'diff.kinds.ruleSets',
  Tests: 'diff.kinds.tests',
};
const CHANGE_COLORS = { Added: 'green', Removed: 'red', Changed: 'blue' } as const;

const isEmpty = (changes: EntityChanges) =>
  changes.Added.length === 0 && changes.Removed.length === 0 && changes.Changed.length === 0;

/** An amount of a price change as the pages show money: cents as euros, per m² or mm, basis points as percent. */
export const formatPriceAmount = (amount: number | null, unit: CataloguePriceChange['Unit']): string => {
  if (amount === null) {
    return '—';
  }
  switch (unit) {
    case 'percent':
      return formatPercent(amount / 100);
    case 'perM2':
      return `${formatMoney(amount / 100)}/m²`;
    case 'perMm':
      return `${formatMoney(amount / 100)}/mm`;
    default:
      return formatMoney(amount / 100);
  }
};

/** A change in percent with its sign (`+10 %`, `−2,5 %`). */
export const formatSignedPercent = (percent: number): string => {
  const rounded = Math.round(percent * 100) / 100;
  return rounded > 0 ? `+${formatPercent(rounded)}` : formatPercent(rounded);
};

/** The price changes of a diff as a table: what, old, new, and the change in percent. */
const PriceChanges = ({ prices }: { prices: CataloguePriceChange[] }) => {
  const { t } = useTranslation('catalogue-pages');
  const columns = useMemo<ColumnDef<CataloguePriceChange>[]>(
    () => [
      {
        id: 'item',
        header: () => t('diff.item'),
        meta: { label: t('diff.item'), priority: 1, width: 150 },
        cell: ({ row }) => (
          <span className="cat-pages__item">
            <CodeText code={row.original.Item} />
          </span>
        ),
      },
      {
        id: 'old',
        header: () => t('diff.old'),
        meta: { label: t('diff.old'), priority: 1, width: 90, align: 'right', nowrap: true },
        cell: ({ row }) => formatPriceAmount(row.original.From, row.original.Unit),
      },
      {
        id: 'new',
        header: () => t('diff.new'),
        meta: { label: t('diff.new'), priority: 1, width: 90, align: 'right', nowrap: true },
        cell: ({ row }) => formatPriceAmount(row.original.To, row.original.Unit),
      },
      {
        id: 'change',
        header: () => t('diff.change'),
        meta: { label: t('diff.change'), priority: 2, width: 80, align: 'right', nowrap: true },
        cell: ({ row }) => {
          const price = row.original;
          const percent = percentChange(price.From, price.To);
          return price.From === null
            ? t('diff.priceAdded')
            : price.To === null
              ? t('diff.priceRemoved')
              : percent === null
                ? '—'
                : formatSignedPercent(percent);
        },
      },
    ],
    [t],
  );
  return (
    <DataTable
      label={t('diff.prices')}
      columns={columns}
      rows={prices}
      rowId={(row) => `${row.Item}|${row.Unit}`}
      emptyText={t('diff.none')}
      testId="diff-prices"
      pageSize={prices.length > DIFF_PRICES_PAGE ? DIFF_PRICES_PAGE : undefined}
    />
  );
};

/** How many price changes a page of the diff shows. */
const DIFF_PRICES_PAGE = 50;

/**
 * What changes from one catalogue to another: per kind, the codes added, removed and changed (and what changed in
 * each), then every price old → new with the change in percent. The history's comparison, the price import's dry run
 * and the publish dialog show it.
 */
export const DiffView = ({ diff }: { diff: CatalogueDiff }) => {
  const { t } = useTranslation('catalogue-pages');
  const kinds = KINDS.filter((kind) => !isEmpty(diff[kind]));
  if (kinds.length === 0 && diff.Prices.length === 0 && !diff.BrandRenamed) {
    return (
      <Text c="dimmed" data-testid="diff-empty">
        {t('diff.none')}
      </Text>
    );
  }
  return (
    <Stack gap="md" data-testid="diff-view">
      {diff.BrandRenamed ? <Text>{t('diff.brandRenamed')}</Text> : null}
      {kinds.map((kind) => (
        <section key={kind} aria-label={t(KIND_KEYS[kind])}>
          <Title order={4} className="cat-pages__subtitle">
            {t(KIND_KEYS[kind])}
          </Title>
          <Stack gap={4}>
            {(['Added', 'Removed', 'Changed'] as const)
              .filter((change) => diff[kind][change].length > 0)
              .map((change) => (
                <Group key={change} gap="xs" align="flex-start" wrap="nowrap">
                  <Badge color={CHANGE_COLORS[change]} variant="light" className="cat-pages__badge">
                    {t(`diff.${change.toLowerCase()}`, { count: diff[kind][change].length })}
                  </Badge>
                  <Text size="sm" className="cat-pages__codes">
                    {diff[kind][change].join(', ')}
                  </Text>
                </Group>
              ))}
            <DiffDetails details={(diff.Details ?? []).filter((detail) => detail.Kind === kind)} diff={diff} />
          </Stack>
        </section>
      ))}
      {diff.Prices.length > 0 ? (
        <section aria-label={t('diff.prices')}>
          <Title order={4} className="cat-pages__subtitle">
            {t('diff.pricesCount', { count: diff.Prices.length })}
          </Title>
          <PriceChanges prices={diff.Prices} />
        </section>
      ) : null}
    </Stack>
  );
};
