import '#web/lib/mantine-styles';
import type { CatalogueFile, Condition, Language } from '@door/contract';
import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  TextInput,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '#web/i18n';
import { type Clause, clausesOf, conditionOf, isCompleteClause, type Join } from '../lib/condition-clauses';
import { conditionSentence, namerOf } from '../lib/rule-sentence';
import { textIn } from '../lib/texts';

const OPERATORS = ['in', 'notIn', 'tag', 'range', 'modelTag'] as const;

const emptyClause = (param: string): Clause => ({ kind: 'in', param, values: [] });

const withKind = (clause: Clause, kind: Clause['kind']): Clause => {
  const param = 'param' in clause ? clause.param : '';
  switch (kind) {
    case 'in':
    case 'notIn':
      return { kind, param, values: 'values' in clause ? clause.values : [] };
    case 'tag':
      return { kind, param, tag: '' };
    case 'range':
      return { kind, param };
    case 'modelTag':
      return { kind, tag: '' };
  }
};

/**
 * The condition of a rule, built from pickers (parameter, operator, values), never typed as JSON. A line is saved
 * once it is complete; the sentence the condition encodes is shown under it. A condition nested deeper than the
 * builder shows (written in a file) is shown as its sentence and can be replaced.
 */
export const ConditionBuilder = ({
  file,
  params,
  value,
  language,
  optional,
  readOnly,
  onSave,
}: {
  file: CatalogueFile;
  /** The parameter codes the rule may test (the model's parameters). */
  params: string[];
  value: Condition | undefined;
  language: Language;
  /** The rule may hold always (no condition). */
  optional: boolean;
  readOnly?: boolean;
  onSave: (condition: Condition | undefined) => void;
}) => {
  const { t } = useTranslation('catalogue');
  const parsed = clausesOf(value);
  const [join, setJoin] = useState<Join>(parsed?.join ?? 'all');
  const [clauses, setClauses] = useState<Clause[]>(parsed?.clauses ?? []);
  const [isReplacing, setIsReplacing] = useState(false);
  const valueKey = JSON.stringify(value ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the lines follow the saved condition, compared by content.
  useEffect(() => {
    const next = clausesOf(value);
    setJoin(next?.join ?? 'all');
    setClauses(next?.clauses ?? []);
    setIsReplacing(false);
  }, [valueKey]);
  const names = namerOf(file, language);
  const paramByCode = new Map(file.parameters.map((param) => [param.code, param]));

  const update = (nextJoin: Join, next: Clause[]) => {
    setJoin(nextJoin);
    setClauses(next);
    if (next.every(isCompleteClause) && (next.length > 0 || optional)) {
      const condition = conditionOf(nextJoin, next);
      if (JSON.stringify(condition ?? null) !== valueKey) {
        onSave(condition);
      }
    }
  };
  const setClause = (index: number, clause: Clause) =>
    update(
      join,
      clauses.map((c, i) => (i === index ? clause : c)),
    );

  if (parsed === null && !isReplacing) {
    return (
      <div className="cat-condition">
        <p className="cat-sentence">{value ? conditionSentence(value, names, t) : ''}</p>
        {readOnly ? null : (
          <Button variant="default" size="xs" onClick={() => setIsReplacing(true)}>
            {t('condition.replace')}
          </Button>
        )}
      </div>
    );
  }

  const paramOptions = params.map((code) => ({ value: code, label: `${names.param(code)} (${code})` }));
  const complete = clauses.filter(isCompleteClause);
  const preview = conditionOf(join, complete);

  return (
    <fieldset className="cat-condition" disabled={readOnly}>
      <legend className="cat-texts__legend">{t('condition.title')}</legend>
      {clauses.length > 1 ? (
        <SegmentedControl
          size="xs"
          value={join}
          onChange={(next) => update(next as Join, clauses)}
          data={[
            { value: 'all', label: t('condition.all') },
            { value: 'any', label: t('condition.any') },
          ]}
          aria-label={t('condition.join')}
        />
      ) : null}
      {clauses.map((clause, index) => {
        const param = 'param' in clause ? paramByCode.get(clause.param) : undefined;
        const valueOptions = (param?.values ?? []).map((item) => ({
          value: item.code,
          label: `${textIn(item.names, language) || item.code} (${item.code})`,
        }));
        const line = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place.
          <Group key={index} className="cat-clause" gap="xs" align="flex-end" wrap="wrap">
            {clause.kind !== 'modelTag' ? (
              <Select
                label={t('condition.param', { line })}
                data={paramOptions}
                value={clause.param || null}
                onChange={(next) =>
                  // Another parameter: its values and tags are picked anew.
                  setClause(index, withKind({ kind: 'range', param: next ?? '' }, clause.kind))
                }
                searchable
                allowDeselect={false}
                size="xs"
                w={200}
              />
            ) : null}
            <Select
              label={t('condition.operator', { line })}
              data={OPERATORS.map((kind) => ({ value: kind, label: t(`condition.operators.${kind}`) }))}
              value={clause.kind}
              onChange={(next) => next && setClause(index, withKind(clause, next as Clause['kind']))}
              allowDeselect={false}
              size="xs"
              w={150}
            />
            {clause.kind === 'in' || clause.kind === 'notIn' ? (
              <MultiSelect
                label={t('condition.values', { line })}
                data={valueOptions}
                value={clause.values}
                onChange={(values) => setClause(index, { ...clause, values })}
                searchable
                size="xs"
                w={260}
              />
            ) : null}
            {clause.kind === 'tag' || clause.kind === 'modelTag' ? (
              <TextInput
                label={t('condition.tag', { line })}
                value={clause.tag}
                onChange={(event) => setClause(index, { ...clause, tag: event.currentTarget.value.trim() })}
                size="xs"
                w={160}
              />
            ) : null}
            {clause.kind === 'range' ? (
              <>
                <NumberInput
                  label={t('condition.min', { line })}
                  value={clause.gte ?? ''}
                  decimalSeparator=","
                  onChange={(next) => setClause(index, { ...clause, gte: next === '' ? undefined : Number(next) })}
                  size="xs"
                  w={110}
                />
                <NumberInput
                  label={t('condition.max', { line })}
                  value={clause.lte ?? ''}
                  decimalSeparator=","
                  onChange={(next) => setClause(index, { ...clause, lte: next === '' ? undefined : Number(next) })}
                  size="xs"
                  w={110}
                />
              </>
            ) : null}
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('condition.removeLine', { line })}
              onClick={() =>
                update(
                  join,
                  clauses.filter((_, i) => i !== index),
                )
              }
            >
              ×
            </ActionIcon>
          </Group>
        );
      })}
      <Button
        variant="default"
        size="xs"
        onClick={() => setClauses([...clauses, emptyClause(params[0] ?? '')])}
        data-testid="add-condition-line"
      >
        {t('condition.addLine')}
      </Button>
      <p className="cat-sentence" aria-live="polite">
        {preview ? conditionSentence(preview, names, t) : optional ? t('condition.always') : t('condition.none')}
      </p>
    </fieldset>
  );
};
