import '#web/lib/mantine-styles';
import type {
  CatalogueDiff,
  CatalogueEntryChange,
  CatalogueFieldChange,
  CatalogueRule,
  Condition,
  Language,
} from '@door/contract';
import { LANGUAGES } from '@door/contract';
import { Stack, Text } from '@mantine/core';
import { type TFunction, useTranslation } from '#web/i18n';
import { formatMoney, formatNumber } from '#web/lib/format';
import { useAppStore } from '#web/stores/app-store';
import { conditionSentence, type Namer, ruleSentence } from '../lib/rule-sentence';
import { CodeText } from './code-text';

/** The fields a diff names in words; any other key is shown as it is written in the file. */
const FIELD_KEYS = new Set([
  'names',
  'titles',
  'brandNames',
  'brandName',
  'name',
  'isSpecialOffer',
  'isActive',
  'isDefault',
  'parameters',
  'values',
  'rules',
  'ruleSets',
  'selection',
  'tags',
  'design',
  'category',
  'parent',
  'dataType',
  'order',
  'showPicture',
  'showZeroPrices',
  'color',
  'picture',
  'image',
  'min',
  'max',
  'intValue',
  'defaultValue',
  'popup',
  'when',
  'reason',
  'param',
  'value',
  'label',
  'term',
  'partCode',
  'title',
  'model',
  'changes',
  'expect',
  'choices',
  'allowed',
  'enabled',
  'disabled',
  'priceCents',
  'priceTerms',
  'parts',
  'absentParts',
  'message',
  'kind',
  '#order',
]);

const isText = (value: unknown): value is Record<Language, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length > 0 &&
  Object.keys(value).every((key) => (LANGUAGES as readonly string[]).includes(key));

const isCondition = (field: string[], value: unknown): value is Condition =>
  field.at(-1) === 'when' && typeof value === 'object' && value !== null;

/** A namer from the names a diff carries (the code where a name is missing). */
export const diffNamer = (names: CatalogueDiff['Names'], language: Language): Namer => ({
  param: (code) => names?.[code]?.Names[language] || names?.[code]?.Names.en || code,
  value: (param, code) => names?.[param]?.Values[code]?.[language] || names?.[param]?.Values[code]?.en || code,
});

/** The field's place in words: its keys, each named in the page's language where the page knows it. */
export const fieldLabel = (field: string[], t: TFunction): string =>
  field.length === 0
    ? t('diff.fields.whole')
    : field
        .map((key) =>
          FIELD_KEYS.has(key)
            ? t(`diff.fields.${key === '#order' ? 'listOrder' : key}`)
            : (LANGUAGES as readonly string[]).includes(key)
              ? key.toUpperCase()
              : key,
        )
        .join(' › ');

/** How a diff's values are worded: the page's texts, the rule sentences' texts, the parameters' names, the language. */
type Wording = { t: TFunction; sentences: TFunction; names: Namer; language: Language };

/** A value of a changed field in the page's language: a text in it, a condition as words, a list joined. */
export const fieldValue = (field: string[], value: unknown, { t, sentences, names, language }: Wording): string => {
  if (value === null || value === undefined) {
    return '—';
  }
  if (typeof value === 'boolean') {
    return value ? t('diff.yes') : t('diff.no');
  }
  if (typeof value === 'number') {
    // A test's expected prices are cents: shown as the money they are.
    return field.includes('priceCents') || field.includes('priceTerms')
      ? formatMoney(value / 100)
      : formatNumber(value);
  }
  if (typeof value === 'string') {
    return `“${value}”`;
  }
  if (isText(value)) {
    return `“${value[language] || value.en || Object.values(value)[0] || ''}”`;
  }
  if (isCondition(field, value)) {
    return conditionSentence(value, names, sentences);
  }
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return value.length === 0 ? '—' : value.map(String).join(', ');
  }
  const text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
};

/** One changed field as a sentence: "Maximum: 1000 → 900", "Parameters › glass: removed". */
export const fieldSentence = (change: CatalogueFieldChange, wording: Wording): string => {
  const { t } = wording;
  const label = fieldLabel(change.Field, t);
  const value = (side: unknown) => fieldValue(change.Field, side, wording);
  return !('From' in change)
    ? t('diff.fieldAdded', { field: label, value: value(change.To) })
    : !('To' in change)
      ? t('diff.fieldRemoved', { field: label, value: value(change.From) })
      : t('diff.fieldChanged', { field: label, from: value(change.From), to: value(change.To) });
};

/** A changed rule in words: its sentence before and after (when they differ). */
const RuleChange = ({ detail, wording }: { detail: CatalogueEntryChange; wording: Wording }) => {
  const { t, sentences, names } = wording;
  const before = detail.Before ? ruleSentence(detail.Before as CatalogueRule, names, sentences) : '';
  const after = detail.After ? ruleSentence(detail.After as CatalogueRule, names, sentences) : '';
  if (before === after) {
    return null;
  }
  return (
    <Stack gap={0} className="cat-diff__sentences">
      <Text size="sm">{t('diff.ruleWas', { sentence: before })}</Text>
      <Text size="sm">{t('diff.ruleNow', { sentence: after })}</Text>
    </Stack>
  );
};

/**
 * What changed in each entry a diff lists as changed: the entry's code, then each field old → new in the page's
 * language; a rule also as its sentence before and after.
 */
export const DiffDetails = ({ details, diff }: { details: CatalogueEntryChange[]; diff: CatalogueDiff }) => {
  const language = useAppStore((state) => state.language);
  const { t } = useTranslation('catalogue-pages');
  const { t: sentences } = useTranslation('catalogue');
  const wording: Wording = { t, sentences, names: diffNamer(diff.Names, language), language };
  if (details.length === 0) {
    return null;
  }
  return (
    <ul className="cat-diff__details" data-testid="diff-details">
      {details.map((detail) => (
        <li key={`${detail.Kind}|${detail.Item}`}>
          <Text size="sm" fw={600} className="cat-pages__item">
            <CodeText code={detail.Item} />
          </Text>
          {detail.Kind === 'Rules' ? <RuleChange detail={detail} wording={wording} /> : null}
          <ul className="cat-diff__fields">
            {detail.Fields.map((change) => (
              <li key={change.Field.join('\u0000')}>{fieldSentence(change, wording)}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
};
