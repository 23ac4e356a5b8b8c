import '#web/lib/mantine-styles';
import type { CatalogueFile, CatalogueRule, Language } from '@door/contract';
import { Badge, Stack, Tabs, Text, TextInput } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable } from '#web/components/data-table';
import { type TFunction, useTranslation } from '#web/i18n';
import { formatMoney } from '#web/lib/format';
import { type Namer, namerOf, ruleSentence } from '../lib/rule-sentence';
import { textIn } from '../lib/texts';
import { CodeText } from './code-text';

/** A rule as one line of the read-only view: where it sits, its kind, id and the sentence it encodes. */
type RuleLine = { owner: string; kind: CatalogueRule['kind']; id: string; sentence: string };

const ruleLines = (file: CatalogueFile, names: Namer, t: TFunction): RuleLine[] => {
  const line = (owner: string, rule: CatalogueRule): RuleLine => ({
    owner,
    kind: rule.kind,
    id: rule.id,
    sentence: ruleSentence(rule, names, t),
  });
  return [
    ...(file.ruleSets ?? []).flatMap((set) => set.rules.map((rule) => line(`ruleSet:${set.code}`, rule))),
    ...file.models.flatMap((model) => (model.rules ?? []).map((rule) => line(model.code, rule))),
  ];
};

const matches = (search: string, ...texts: (string | undefined)[]) =>
  search === '' || texts.some((text) => text?.toLowerCase().includes(search));

const money = (cents: number) => formatMoney(cents / 100);

/** A value of a parameter as one line of the list: its parameter, code, name and price. */
type ValueLine = { parameter: string; parameterName: string; code: string; name: string; priceCents?: number };

/** The first column of the models and values: the code, in the code's font. */
const codeColumn = <Row extends { code: string }>(label: string): ColumnDef<Row> => ({
  id: 'code',
  header: () => label,
  meta: { label, width: 110 },
  cell: ({ row }) => <span className="cat-pages__code">{row.original.code}</span>,
});

/** Long lists come in pages of 50. */
const PAGE_SIZE = 50;
const pageSizeOf = (count: number) => (count > PAGE_SIZE ? PAGE_SIZE : undefined);

/**
 * A version's catalogue file read-only: its models with base prices, its parameters with values and prices, and
 * its rules as the sentences they encode; one search box filters all three by code, name or words.
 */
export const HistoryVersionFile = ({ file, language }: { file: CatalogueFile; language: Language }) => {
  const { t } = useTranslation('catalogue-pages');
  // The rule sentences are the workbench's own words (its namespace, which the catalogue shell has loaded).
  const { t: tRules } = useTranslation('catalogue');
  const [typed, setTyped] = useState('');
  const search = typed.trim().toLowerCase();
  const rules = useMemo(() => ruleLines(file, namerOf(file, language), tRules), [file, language, tRules]);
  const models = file.models.filter((model) =>
    matches(search, model.code, model.name, model.brandName, textIn(model.titles, language)),
  );
  const parameters = file.parameters.flatMap((parameter) => {
    const name = textIn(parameter.names, language);
    const all = matches(search, parameter.code, name);
    const values = parameter.values.filter(
      (value) => all || matches(search, value.code, textIn(value.names, language)),
    );
    return values.length > 0 ? [{ parameter, name, values }] : [];
  });
  const shownRules = rules.filter((rule) => matches(search, rule.owner, rule.kind, rule.id, rule.sentence));
  const values: ValueLine[] = parameters.flatMap(({ parameter, name, values: shown }) =>
    shown.map((value) => ({
      parameter: parameter.code,
      parameterName: name,
      code: value.code,
      name: textIn(value.names, language),
      priceCents: value.priceCents,
    })),
  );
  const modelColumns = useMemo(
    (): ColumnDef<CatalogueFile['models'][number]>[] => [
      codeColumn(t('open.code')),
      {
        id: 'name',
        header: () => t('open.name'),
        meta: { label: t('open.name'), width: 140 },
        cell: ({ row }) => (
          <>
            {row.original.name}
            {row.original.isActive === false ? (
              <Badge ml="xs" color="gray" variant="light">
                {t('open.inactive')}
              </Badge>
            ) : null}
          </>
        ),
      },
      {
        id: 'basePrice',
        header: () => t('open.basePrice'),
        meta: { label: t('open.basePrice'), width: 100, align: 'right', nowrap: true },
        cell: ({ row }) => money(row.original.basePriceCents),
      },
      {
        id: 'parameters',
        header: () => t('open.parameterCount'),
        meta: { label: t('open.parameterCount'), priority: 2, width: 100, align: 'right' },
        cell: ({ row }) => row.original.parameters.length,
      },
    ],
    [t],
  );
  const valueColumns = useMemo(
    (): ColumnDef<ValueLine>[] => [
      codeColumn(t('open.code')),
      {
        id: 'name',
        header: () => t('open.name'),
        meta: { label: t('open.name'), width: 130 },
        cell: ({ row }) => row.original.name,
      },
      {
        id: 'parameter',
        header: () => t('open.parameter'),
        meta: { label: t('open.parameter'), priority: 2, width: 150 },
        cell: ({ row }) => (
          <>
            {row.original.parameterName}{' '}
            <Text span size="xs" c="dimmed" className="cat-pages__code">
              {row.original.parameter}
            </Text>
          </>
        ),
      },
      {
        id: 'price',
        header: () => t('open.price'),
        meta: { label: t('open.price'), width: 90, align: 'right', nowrap: true },
        cell: ({ row }) => (row.original.priceCents === undefined ? '—' : money(row.original.priceCents)),
      },
    ],
    [t],
  );
  const ruleColumns = useMemo(
    (): ColumnDef<RuleLine>[] => [
      {
        id: 'sentence',
        header: () => t('open.sentence'),
        meta: { label: t('open.sentence'), width: 200 },
        cell: ({ row }) => <span className="cat-pages__sentence">{row.original.sentence}</span>,
      },
      {
        id: 'owner',
        header: () => t('open.owner'),
        meta: { label: t('open.owner'), priority: 2, width: 130 },
        cell: ({ row }) => (
          <span className="cat-pages__item">
            <CodeText code={row.original.owner} />
          </span>
        ),
      },
      {
        id: 'kind',
        header: () => t('open.kind'),
        meta: { label: t('open.kind'), priority: 2, width: 90 },
        cell: ({ row }) => t(`open.kinds.${row.original.kind}`),
      },
      {
        id: 'id',
        header: () => t('open.ruleId'),
        meta: { label: t('open.ruleId'), priority: 3, width: 110 },
        cell: ({ row }) => <span className="cat-pages__item">{row.original.id}</span>,
      },
    ],
    [t],
  );

  return (
    <Stack gap="sm">
      <TextInput
        label={t('open.search')}
        description={t('open.searchHint')}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        maxLength={100}
      />
      <Tabs defaultValue="models" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="models">{t('open.models', { count: models.length })}</Tabs.Tab>
          <Tabs.Tab value="parameters">{t('open.parameters', { count: parameters.length })}</Tabs.Tab>
          <Tabs.Tab value="rules">{t('open.rules', { count: shownRules.length })}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="models" pt="sm">
          <DataTable
            label={t('open.modelsTable')}
            columns={modelColumns}
            rows={models}
            rowId={(model) => model.code}
            emptyText={t('open.nothingFound')}
            testId="version-models"
            pageSize={pageSizeOf(models.length)}
          />
        </Tabs.Panel>
        <Tabs.Panel value="parameters" pt="sm">
          <DataTable
            label={t('open.parametersTable')}
            columns={valueColumns}
            rows={values}
            rowId={(row) => `${row.parameter}.${row.code}`}
            emptyText={t('open.nothingFound')}
            testId="version-values"
            pageSize={pageSizeOf(values.length)}
          />
        </Tabs.Panel>
        <Tabs.Panel value="rules" pt="sm">
          <DataTable
            label={t('open.rulesTable')}
            columns={ruleColumns}
            rows={shownRules}
            rowId={(rule) => `${rule.owner}/${rule.id}`}
            emptyText={t('open.nothingFound')}
            testId="version-rules"
            pageSize={pageSizeOf(shownRules.length)}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};
