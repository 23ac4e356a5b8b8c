import '#web/lib/mantine-styles';
import type { CatalogueFile, CatalogueRule, Language } from '@door/contract';
import { Badge, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { type TFunction, useTranslation } from '#web/i18n';
import { formatMoney } from '#web/lib/format';
import { type Namer, namerOf, ruleSentence } from '../lib/rule-sentence';
import { textIn } from '../lib/texts';
import { CodeText } from './code-text';
import { ScrollRegion } from './scroll-region';

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
          <ScrollRegion label={t('open.modelsTable')}>
            <Table striped verticalSpacing={4} aria-label={t('open.modelsTable')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('open.code')}</Table.Th>
                  <Table.Th scope="col">{t('open.name')}</Table.Th>
                  <Table.Th scope="col" className="cat-pages__number">
                    {t('open.basePrice')}
                  </Table.Th>
                  <Table.Th scope="col" className="cat-prices__hide-narrow">
                    {t('open.parameterCount')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {models.map((model) => (
                  <Table.Tr key={model.code}>
                    <Table.Td className="cat-pages__code">{model.code}</Table.Td>
                    <Table.Td>
                      {model.name}
                      {model.isActive === false ? (
                        <Badge ml="xs" color="gray" variant="light">
                          {t('open.inactive')}
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td className="cat-pages__number">{money(model.basePriceCents)}</Table.Td>
                    <Table.Td className="cat-prices__hide-narrow">{model.parameters.length}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          {models.length === 0 ? <Text c="dimmed">{t('open.nothingFound')}</Text> : null}
        </Tabs.Panel>
        <Tabs.Panel value="parameters" pt="sm">
          <ScrollRegion label={t('open.parametersTable')}>
            <Table verticalSpacing={4} aria-label={t('open.parametersTable')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('open.code')}</Table.Th>
                  <Table.Th scope="col">{t('open.name')}</Table.Th>
                  <Table.Th scope="col" className="cat-pages__number">
                    {t('open.price')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {parameters.flatMap(({ parameter, name, values }) => [
                  <Table.Tr key={parameter.code} className="cat-prices__parameter">
                    <Table.Td className="cat-pages__code">{parameter.code}</Table.Td>
                    <Table.Td colSpan={2}>{name}</Table.Td>
                  </Table.Tr>,
                  ...values.map((value) => (
                    <Table.Tr key={`${parameter.code}.${value.code}`}>
                      <Table.Td className="cat-pages__code">{value.code}</Table.Td>
                      <Table.Td>{textIn(value.names, language)}</Table.Td>
                      <Table.Td className="cat-pages__number">
                        {value.priceCents === undefined ? '—' : money(value.priceCents)}
                      </Table.Td>
                    </Table.Tr>
                  )),
                ])}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          {parameters.length === 0 ? <Text c="dimmed">{t('open.nothingFound')}</Text> : null}
        </Tabs.Panel>
        <Tabs.Panel value="rules" pt="sm">
          <ScrollRegion label={t('open.rulesTable')}>
            <Table striped verticalSpacing={4} aria-label={t('open.rulesTable')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('open.sentence')}</Table.Th>
                  <Table.Th scope="col">{t('open.owner')}</Table.Th>
                  <Table.Th scope="col">{t('open.kind')}</Table.Th>
                  <Table.Th scope="col">{t('open.ruleId')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shownRules.map((rule) => (
                  <Table.Tr key={`${rule.owner}/${rule.id}`}>
                    <Table.Td className="cat-pages__sentence">{rule.sentence}</Table.Td>
                    <Table.Td className="cat-pages__item">
                      <CodeText code={rule.owner} />
                    </Table.Td>
                    <Table.Td>{t(`open.kinds.${rule.kind}`)}</Table.Td>
                    <Table.Td className="cat-pages__item">{rule.id}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          {shownRules.length === 0 ? <Text c="dimmed">{t('open.nothingFound')}</Text> : null}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};
