import '#web/lib/mantine-styles';
import type { CatalogueDiff, CataloguePriceChange, EntityChanges } from '@door/contract';
import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from '#web/i18n';
import { formatMoney, formatPercent } from '#web/lib/format';
import { percentChange } from '../lib/price-edit';
import './catalogue-pages.css';
import { ScrollRegion } from './scroll-region';

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

/**
 * A code that may break after its separators only (`leafColour.` `ral9005`, `ruleSet:` `dimensions`), never inside
 * a word, so a narrow table keeps its old → new columns in view.
 */
export const CodeText = ({ code }: { code: string }) => (
  <>
    {code.split(/(?<=[.:/])/).map((part, index) => (
      // The parts of one code never move, so their place is their key.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <Fragment key={index}>
        {index > 0 ? <wbr /> : null}
        {part}
      </Fragment>
    ))}
  </>
);

/** A change in percent with its sign (`+10 %`, `−2,5 %`). */
export const formatSignedPercent = (percent: number): string => {
  const rounded = Math.round(percent * 100) / 100;
  return rounded > 0 ? `+${formatPercent(rounded)}` : formatPercent(rounded);
};

/**
 * What changes from one catalogue to another: per kind, the codes added, removed and changed, then every price old →
 * new with the change in percent. The history's comparison, the price import's dry run and the publish dialog show it.
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
          </Stack>
        </section>
      ))}
      {diff.Prices.length > 0 ? (
        <section aria-label={t('diff.prices')}>
          <Title order={4} className="cat-pages__subtitle">
            {t('diff.pricesCount', { count: diff.Prices.length })}
          </Title>
          <ScrollRegion label={t('diff.prices')}>
            <Table striped verticalSpacing={4} aria-label={t('diff.prices')} data-testid="diff-prices">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('diff.item')}</Table.Th>
                  <Table.Th scope="col" className="cat-pages__number">
                    {t('diff.old')}
                  </Table.Th>
                  <Table.Th scope="col" className="cat-pages__number">
                    {t('diff.new')}
                  </Table.Th>
                  <Table.Th scope="col" className="cat-pages__number">
                    {t('diff.change')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {diff.Prices.map((price) => {
                  const percent = percentChange(price.From, price.To);
                  return (
                    <Table.Tr key={`${price.Item}|${price.Unit}`}>
                      <Table.Td className="cat-pages__item">
                        <CodeText code={price.Item} />
                      </Table.Td>
                      <Table.Td className="cat-pages__number">{formatPriceAmount(price.From, price.Unit)}</Table.Td>
                      <Table.Td className="cat-pages__number">{formatPriceAmount(price.To, price.Unit)}</Table.Td>
                      <Table.Td className="cat-pages__number">
                        {price.From === null
                          ? t('diff.priceAdded')
                          : price.To === null
                            ? t('diff.priceRemoved')
                            : percent === null
                              ? '—'
                              : formatSignedPercent(percent)}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        </section>
      ) : null}
    </Stack>
  );
};
