import '#web/lib/mantine-styles';
import {
  type CatalogueRule,
  type CatalogueText,
  type Condition,
  catalogueCodeSchema,
  catalogueTextSchema,
  type Language,
  type PriceTermDefinition,
} from '@door/contract';
import { MultiSelect, Select, Stack } from '@mantine/core';
import { z } from 'zod';
import { useTranslation } from '#web/i18n';
import { setOp, valueAt } from '../lib/draft-patch';
import { namerOf, ruleSentence } from '../lib/rule-sentence';
import { textIn } from '../lib/texts';
import { CodeField } from './code-field';
import { ConditionBuilder } from './condition-builder';
import { DraftNumberField, DraftSelectField, DraftTextField, DraftTextsField } from './draft-fields';
import type { EntityFormProps } from './entity-form-props';

const textSchema = catalogueTextSchema.shape.en;
const centsSchema = z.number().int().min(0).max(1_000_000_000);
const TERM_TYPES = ['fixed', 'perM2', 'perMmOver', 'percent'] as const;

const newTerm = (type: PriceTermDefinition['type'], params: string[]): PriceTermDefinition => {
  switch (type) {
    case 'fixed':
      return { type, cents: 0 };
    case 'perM2':
      return { type, centsPerM2: 0, width: params[0] ?? '', height: params[1] ?? params[0] ?? '' };
    case 'perMmOver':
      return { type, of: params[0] ?? '', thresholdMm: 0, centsPerMm: 0 };
    case 'percent':
      return { type, basisPoints: 0 };
  }
};

/** The rule editor: the sentence the rule encodes, then its parts from pickers; every change is an edit of the draft. */
export const RuleForm = ({
  file,
  path,
  params,
  language,
  readOnly,
  onEdit,
  onRename,
}: EntityFormProps & { params: string[] }) => {
  const { t } = useTranslation('catalogue');
  const rule = (valueAt(file, path) ?? null) as CatalogueRule | null;
  if (!rule) {
    return null;
  }
  const names = namerOf(file, language);
  const at = (key: string) => `${path}/${key}`;
  const set = (key: string, value: unknown) => onEdit([setOp(at(key), value)]);
  const setText = (key: string, text: CatalogueText | undefined, lang: Language, value: string) =>
    onEdit([text ? setOp(`${at(key)}/${lang}`, value) : setOp(at(key), { [lang]: value })]);
  const paramOptions = params.map((code) => ({ value: code, label: `${names.param(code)} (${code})` }));
  const paramDef = 'param' in rule && rule.param ? file.parameters.find((p) => p.code === rule.param) : undefined;
  const valueOptions = (paramDef?.values ?? []).map((value) => ({
    value: value.code,
    label: `${textIn(value.names, language) || value.code} (${value.code})`,
  }));
  const condition = (optional: boolean) => (
    <ConditionBuilder
      file={file}
      params={params}
      value={'when' in rule ? (rule.when as Condition | undefined) : undefined}
      language={language}
      optional={optional}
      readOnly={readOnly}
      onSave={(next) => set('when', next)}
    />
  );

  return (
    <Stack gap="sm" data-testid="rule-form">
      <p className="cat-sentence cat-sentence--rule" data-testid="rule-sentence">
        {ruleSentence(rule, names, t)}
      </p>
      <CodeField label={t('fields.ruleId')} code={rule.id} path={path} onRename={readOnly ? null : onRename} />
      <p className="cat-kind">{t(`ruleKinds.${rule.kind}`)}</p>
      {rule.kind !== 'part' ? (
        <DraftSelectField
          label={t('fields.param')}
          value={rule.param}
          options={paramOptions}
          readOnly={readOnly}
          clearable={rule.kind === 'price'}
          onSave={(value) => {
            // Values of the parameter before mean nothing for the new one: the rule starts with its first value.
            const first = file.parameters.find((parameter) => parameter.code === value)?.values[0]?.code;
            const reset =
              rule.kind === 'allow' && first
                ? [setOp(at('values'), [first])]
                : rule.kind === 'default' && first
                  ? [setOp(at('value'), first)]
                  : [];
            onEdit([setOp(at('param'), value), ...reset]);
          }}
        />
      ) : null}
      {rule.kind === 'allow' ? (
        <MultiSelect
          label={t('fields.allowedValues')}
          data={valueOptions}
          value={rule.values}
          readOnly={readOnly}
          searchable
          size="sm"
          onChange={(values) => values.length > 0 && set('values', values)}
        />
      ) : null}
      {rule.kind === 'default' ? (
        paramDef &&
        paramDef.dataType !== 'integer' &&
        paramDef.dataType !== 'decimal' &&
        paramDef.dataType !== 'double' ? (
          <DraftSelectField
            label={t('fields.defaultValue')}
            value={rule.value}
            options={valueOptions}
            readOnly={readOnly}
            onSave={(value) => value && set('value', value)}
          />
        ) : (
          <DraftTextField
            label={t('fields.defaultValue')}
            value={rule.value}
            schema={z.string().min(1).max(60)}
            readOnly={readOnly}
            onSave={(value) => set('value', value)}
          />
        )
      ) : null}
      {rule.kind === 'range' ? (
        <>
          {typeof rule.min !== 'object' ? (
            <DraftNumberField
              label={t('fields.min')}
              value={rule.min}
              schema={z.number()}
              allowEmpty
              readOnly={readOnly}
              onSave={(value) => set('min', value)}
            />
          ) : (
            <p className="cat-sentence">{t('fields.dependsOn', { param: names.param(rule.min.param) })}</p>
          )}
          {typeof rule.max !== 'object' ? (
            <DraftNumberField
              label={t('fields.max')}
              value={rule.max}
              schema={z.number()}
              allowEmpty
              readOnly={readOnly}
              onSave={(value) => set('max', value)}
            />
          ) : (
            <p className="cat-sentence">{t('fields.dependsOn', { param: names.param(rule.max.param) })}</p>
          )}
        </>
      ) : null}
      {rule.kind === 'price' ? (
        <>
          <Select
            label={t('fields.termType')}
            data={TERM_TYPES.map((type) => ({ value: type, label: t(`termTypes.${type}`) }))}
            value={rule.term.type}
            allowDeselect={false}
            readOnly={readOnly}
            size="sm"
            onChange={(type) =>
              type && type !== rule.term.type && set('term', newTerm(type as PriceTermDefinition['type'], params))
            }
          />
          {rule.term.type === 'fixed' ? (
            <DraftNumberField
              label={t('fields.amount')}
              value={rule.term.cents}
              schema={centsSchema}
              cents
              readOnly={readOnly}
              onSave={(value) => set('term/cents', value)}
            />
          ) : null}
          {rule.term.type === 'perM2' ? (
            <>
              <DraftNumberField
                label={t('fields.amountPerM2')}
                value={rule.term.centsPerM2}
                schema={centsSchema}
                cents
                readOnly={readOnly}
                onSave={(value) => set('term/centsPerM2', value)}
              />
              <DraftSelectField
                label={t('fields.width')}
                value={rule.term.width}
                options={paramOptions}
                readOnly={readOnly}
                onSave={(value) => value && set('term/width', value)}
              />
              <DraftSelectField
                label={t('fields.height')}
                value={rule.term.height}
                options={paramOptions}
                readOnly={readOnly}
                onSave={(value) => value && set('term/height', value)}
              />
            </>
          ) : null}
          {rule.term.type === 'perMmOver' ? (
            <>
              <DraftNumberField
                label={t('fields.amountPerMm')}
                value={rule.term.centsPerMm}
                schema={centsSchema}
                cents
                readOnly={readOnly}
                onSave={(value) => set('term/centsPerMm', value)}
              />
              <DraftSelectField
                label={t('fields.of')}
                value={rule.term.of}
                options={paramOptions}
                readOnly={readOnly}
                onSave={(value) => value && set('term/of', value)}
              />
              <DraftNumberField
                label={t('fields.thresholdMm')}
                value={rule.term.thresholdMm}
                schema={z.number().int()}
                readOnly={readOnly}
                onSave={(value) => set('term/thresholdMm', value)}
              />
            </>
          ) : null}
          {rule.term.type === 'percent' ? (
            <DraftNumberField
              label={t('fields.percent')}
              value={rule.term.basisPoints / 100}
              schema={z.number().min(-100).max(1000)}
              readOnly={readOnly}
              onSave={(value) => set('term/basisPoints', Math.round((value ?? 0) * 100))}
            />
          ) : null}
        </>
      ) : null}
      {rule.kind === 'part' ? (
        <>
          <DraftTextField
            label={t('fields.partCode')}
            value={rule.partCode}
            schema={catalogueCodeSchema}
            readOnly={readOnly}
            onSave={(value) => set('partCode', value)}
          />
          <DraftTextField
            label={t('fields.partParent')}
            value={rule.parent}
            schema={catalogueCodeSchema.optional().or(z.literal(''))}
            readOnly={readOnly}
            onSave={(value) => set('parent', value || undefined)}
          />
        </>
      ) : null}
      {rule.kind === 'enable' || rule.kind === 'allow' || rule.kind === 'default' ? condition(false) : null}
      {rule.kind === 'range' || rule.kind === 'price' || rule.kind === 'part' ? condition(true) : null}
      {rule.kind === 'enable' || rule.kind === 'allow' || rule.kind === 'range' ? (
        <DraftTextsField
          label={t('fields.reason')}
          value={rule.reason}
          schema={textSchema}
          readOnly={readOnly}
          onSave={(lang, value) => setText('reason', rule.reason, lang, value)}
        />
      ) : null}
      {rule.kind === 'price' ? (
        <DraftTextsField
          label={t('fields.label')}
          value={rule.label}
          schema={textSchema}
          readOnly={readOnly}
          onSave={(lang, value) => setText('label', rule.label, lang, value)}
        />
      ) : null}
      {rule.kind === 'part' ? (
        <DraftTextsField
          label={t('fields.title')}
          value={rule.title}
          schema={textSchema}
          readOnly={readOnly}
          onSave={(lang, value) => setText('title', rule.title, lang, value)}
        />
      ) : null}
    </Stack>
  );
};
