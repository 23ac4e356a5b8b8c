import '#web/lib/mantine-styles';
import { Button, Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '#web/i18n';
import { downloadBlob } from '#web/lib/files';
import { csvOf, INSIGHT_PALETTE } from '../lib/insight-format';

/** One row of a chart: its label, a value per series, and optionally where its documents are listed. */
export type ChartRow = { key: string; label: string; values: number[]; link?: ReactNode };
/** A series of a chart: its name and how its values read. */
export type ChartSeries = { label: string; format: (value: number) => string };

type Props = {
  title: string;
  /** What the chart shows, for screen readers and the CSV's name. */
  description: string;
  fileName: string;
  series: ChartSeries[];
  rows: ChartRow[];
  /** Extra columns of the table view (money per currency). */
  extra?: { header: string; cells: (row: ChartRow) => string }[];
  emptyText: string;
  testId?: string;
  /** Rows' links in the chart view too (beside the table view's), under each row's bars. */
  chartLinks?: boolean;
};

/**
 * A chart the dashboard draws itself: horizontal bars (one per series, in the palette's colours, each with its number
 * written beside it, so no colour has to be told apart), a table view of the same numbers and a CSV download. The bars
 * are HTML, so they read at any width; screen readers get the table.
 */
export const InsightChart = ({
  title,
  description,
  fileName,
  series,
  rows,
  extra = [],
  emptyText,
  testId,
  chartLinks = false,
}: Props) => {
  const { t } = useTranslation('insight');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const headingId = useId();
  const max = Math.max(1, ...rows.flatMap((row) => row.values));
  const download = () =>
    downloadBlob(
      csvOf(
        [t('chart.label'), ...series.map((item) => item.label), ...extra.map((item) => item.header)],
        rows.map((row) => [row.label, ...row.values, ...extra.map((item) => item.cells(row))]),
      ),
      `${fileName}.csv`,
    );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId} data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id={headingId}>
            {title}
          </Title>
          <Group gap="xs" wrap="wrap">
            <SegmentedControl
              size="xs"
              value={view}
              onChange={(value) => setView(value as 'chart' | 'table')}
              data={[
                { value: 'chart', label: t('chart.chart') },
                { value: 'table', label: t('chart.table') },
              ]}
              aria-label={t('chart.view', { title })}
            />
            <Button size="xs" variant="default" onClick={download} disabled={rows.length === 0}>
              {t('chart.csv')}
              <span className="visually-hidden">: {title}</span>
            </Button>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {rows.length === 0 ? (
          <Text size="sm">{emptyText}</Text>
        ) : view === 'chart' ? (
          // With links in the chart, the bars are hidden from screen readers one by one (the links read on their own).
          <div
            className="insight-bars"
            {...(chartLinks ? {} : { role: 'img', 'aria-label': `${title}: ${t('chart.seeTable')}` })}
          >
            {chartLinks ? <span className="visually-hidden">{`${title}: ${t('chart.seeTable')}`}</span> : null}
            {series.length > 1 ? (
              <Group gap="md" aria-hidden="true">
                {series.map((item, index) => (
                  <Group key={item.label} gap={6}>
                    <span className="insight-swatch" style={{ background: INSIGHT_PALETTE[index] }} />
                    <Text size="xs">{item.label}</Text>
                  </Group>
                ))}
              </Group>
            ) : null}
            {rows.map((row) => (
              <div key={row.key} className="insight-bar-row" aria-hidden={chartLinks ? undefined : true}>
                <Text size="sm" className="insight-bar-label" title={row.label} aria-hidden={chartLinks || undefined}>
                  {row.label}
                </Text>
                <div className="insight-bar-values">
                  {row.values.map((value, index) => (
                    <div
                      key={series[index]?.label ?? index}
                      className="insight-bar-line"
                      aria-hidden={chartLinks || undefined}
                    >
                      <div
                        className="insight-bar"
                        style={{
                          width: `${(value / max) * 100}%`,
                          background: INSIGHT_PALETTE[index % INSIGHT_PALETTE.length],
                        }}
                      />
                      <Text size="xs" className="insight-bar-number">
                        {series[index]?.format(value) ?? value}
                      </Text>
                    </div>
                  ))}
                  {chartLinks && row.link ? <div>{row.link}</div> : null}
                </div>
              </div>
            ))}
          </div>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table striped withTableBorder>
              <Table.Caption>{description}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('chart.label')}</Table.Th>
                  {series.map((item) => (
                    <Table.Th scope="col" key={item.label}>
                      {item.label}
                    </Table.Th>
                  ))}
                  {extra.map((item) => (
                    <Table.Th scope="col" key={item.header}>
                      {item.header}
                    </Table.Th>
                  ))}
                  {rows.some((row) => row.link) ? (
                    <Table.Th scope="col">
                      <span className="visually-hidden">{t('chart.documents')}</span>
                    </Table.Th>
                  ) : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.key}>
                    <Table.Th scope="row">{row.label}</Table.Th>
                    {row.values.map((value, index) => (
                      <Table.Td key={series[index]?.label ?? index}>{series[index]?.format(value) ?? value}</Table.Td>
                    ))}
                    {extra.map((item) => (
                      <Table.Td key={item.header}>{item.cells(row)}</Table.Td>
                    ))}
                    {rows.some((item) => item.link) ? <Table.Td>{row.link ?? null}</Table.Td> : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
};
