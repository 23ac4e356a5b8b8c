import type { CatalogueFile, CatalogueRule, Condition, Language, NumberExpression } from '@door/contract';
import type { TFunction } from '#web/i18n';
import { formatAmount, formatPlainNumber } from '#web/lib/format';
import { textIn } from './texts';

/** Names of parameters and values by code, in one language (the code when a name is missing). */
export type Namer = { param: (code: string) => string; value: (param: string, code: string) => string };

/** The namer of a catalogue in a language. */
export const namerOf = (file: CatalogueFile, language: Language): Namer => {
  const params = new Map(file.parameters.map((param) => [param.code, param]));
  return {
    param: (code) => textIn(params.get(code)?.names, language) || code,
    value: (param, code) =>
      textIn(params.get(param)?.values.find((value) => value.code === code)?.names, language) || code,
  };
};

const list = (items: string[], t: TFunction, joiner: 'or' | 'and') =>
  items.length <= 1
    ? (items[0] ?? '')
    : t(`sentence.list.${joiner}`, { items: items.slice(0, -1).join(', '), last: items.at(-1) ?? '' });

const numberText = (expression: NumberExpression | undefined, names: Namer, t: TFunction): string => {
  if (expression === undefined) {
    return '';
  }
  if (typeof expression === 'number') {
    return formatPlainNumber(expression);
  }
  return t('sentence.numberOf', {
    param: names.param(expression.param),
    times: expression.times ?? 1,
    plus: expression.plus ?? 0,
  });
};

/** A condition as words: "Cut-out is Model cut-out or Square, and Width is at least 900". */
export const conditionSentence = (condition: Condition, names: Namer, t: TFunction): string => {
  if ('all' in condition) {
    return list(
      condition.all.map((part) => conditionSentence(part, names, t)),
      t,
      'and',
    );
  }
  if ('any' in condition) {
    return list(
      condition.any.map((part) => conditionSentence(part, names, t)),
      t,
      'or',
    );
  }
  if ('not' in condition) {
    const inner = condition.not;
    if ('param' in inner && 'in' in inner) {
      return t('sentence.isNot', {
        param: names.param(inner.param),
        values: list(
          inner.in.map((code) => names.value(inner.param, code)),
          t,
          'or',
        ),
      });
    }
    return t('sentence.not', { condition: conditionSentence(inner, names, t) });
  }
  if ('modelTag' in condition) {
    return t('sentence.modelTag', { tag: condition.modelTag });
  }
  if ('in' in condition) {
    return t('sentence.is', {
      param: names.param(condition.param),
      values: list(
        condition.in.map((code) => names.value(condition.param, code)),
        t,
        'or',
      ),
    });
  }
  if ('tag' in condition) {
    return t('sentence.tag', { param: names.param(condition.param), tag: condition.tag });
  }
  const { gte, lte } = condition;
  const param = names.param(condition.param);
  if (gte !== undefined && lte !== undefined) {
    return t('sentence.between', { param, min: gte, max: lte });
  }
  return gte !== undefined ? t('sentence.atLeast', { param, min: gte }) : t('sentence.atMost', { param, max: lte });
};

const euros = (cents: number) => formatAmount(cents / 100);

/** A rule as the sentence it encodes ("Glass is enabled only when Cut-out is Model cut-out"). */
export const ruleSentence = (rule: CatalogueRule, names: Namer, t: TFunction): string => {
  const when = 'when' in rule && rule.when ? conditionSentence(rule.when, names, t) : null;
  switch (rule.kind) {
    case 'enable':
      return t('sentence.enable', { param: names.param(rule.param), condition: when });
    case 'allow':
      return t('sentence.allow', {
        values: list(
          rule.values.map((code) => names.value(rule.param, code)),
          t,
          'and',
        ),
        param: names.param(rule.param),
        condition: when,
      });
    case 'range': {
      const range = t('sentence.range', {
        param: names.param(rule.param),
        min: numberText(rule.min, names, t) || '–',
        max: numberText(rule.max, names, t) || '–',
      });
      return when ? t('sentence.whileSo', { sentence: range, condition: when }) : range;
    }
    case 'default':
      return t('sentence.default', {
        param: names.param(rule.param),
        value: names.value(rule.param, rule.value),
        condition: when,
      });
    case 'price': {
      const term = rule.term;
      const amount =
        term.type === 'fixed'
          ? t('sentence.priceFixed', { amount: euros(term.cents) })
          : term.type === 'perM2'
            ? t('sentence.pricePerM2', { amount: euros(term.centsPerM2) })
            : term.type === 'perMmOver'
              ? t('sentence.pricePerMm', {
                  amount: euros(term.centsPerMm),
                  param: names.param(term.of),
                  threshold: term.thresholdMm,
                })
              : t('sentence.pricePercent', { percent: term.basisPoints / 100 });
      const sentence = rule.param ? t('sentence.priceFor', { amount, param: names.param(rule.param) }) : amount;
      return when ? t('sentence.whileSo', { sentence, condition: when }) : sentence;
    }
    case 'part': {
      const sentence = t('sentence.part', { code: rule.partCode });
      return when ? t('sentence.whileSo', { sentence, condition: when }) : sentence;
    }
  }
};
