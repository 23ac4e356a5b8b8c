import '#web/lib/mantine-styles';
import {
  type CatalogueFile,
  type CatalogueParameter,
  type CatalogueRule,
  type CatalogueTest,
  catalogueCodeSchema,
} from '@door/contract';
import { Button, Group, MultiSelect, Select, Stack, TagsInput, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { z } from 'zod';
import { useTranslation } from '#web/i18n';
import { errorMessageOf } from '#web/lib/error-message';
import { formatNumberInput } from '#web/lib/format';
import { pointerOf, setOp } from '../lib/draft-patch';
import { namerOf } from '../lib/rule-sentence';
import { expectationFromPreview } from '../lib/test-expectation';
import { textIn } from '../lib/texts';
import { DraftNumberField, DraftSelectField, DraftTextField } from './draft-fields';
import type { EntityFormProps, PreviewTest } from './entity-form-props';

type Expect = CatalogueTest['expect'];
type Choice = string | number;

const NUMERIC = new Set(['integer', 'double', 'decimal']);
const LIST = new Set(['string', 'data', 'color']);

/** The parameters a test's model uses, with their definitions, and the price rules it sees (its sets' and its own). */
const modelFacts = (file: CatalogueFile, code: string) => {
  const model = file.models.find((entry) => entry.code === code);
  const definitions = new Map(file.parameters.map((parameter) => [parameter.code, parameter]));
  const uses = (model?.parameters ?? []).flatMap((use) => {
    const definition = definitions.get(use.code);
    return definition ? [{ use, definition }] : [];
  });
  const rules: CatalogueRule[] = [
    ...(model?.ruleSets ?? []).flatMap((set) => file.ruleSets?.find((entry) => entry.code === set)?.rules ?? []),
    ...(model?.rules ?? []),
  ];
  return { uses, priceRules: rules.filter((rule) => rule.kind === 'price').map((rule) => rule.id) };
};

/** A section of the expectations: its title, what it holds, and whether the test checks it at all. */
const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <fieldset className="cat-expect-section">
    <legend className="cat-texts__legend">{title}</legend>
    <Stack gap="xs">{children}</Stack>
  </fieldset>
);

/** A row of a keyed section: the entry's field and its removal. */
const Row = ({
  children,
  removeLabel,
  onRemove,
}: {
  children: ReactNode;
  removeLabel: string;
  onRemove: () => void;
}) => (
  <Group gap="xs" align="flex-end" wrap="nowrap" className="cat-expect-row">
    <div className="cat-expect-row__field">{children}</div>
    <Button variant="subtle" color="red" size="xs" aria-label={removeLabel} onClick={onRemove}>
      ×
    </Button>
  </Group>
);

/**
 * A catalogue test's expectations as a form: the choices it expects, the values allowed, the parameters enabled and
 * disabled, the price and price terms, the parts present and absent and the message. Each field edits the draft
 * (undoable); "take the live preview's state" runs the test's model and changes in the live preview and writes what
 * it shows into the keys the test checks.
 */
export const TestExpectForm = ({
  file,
  path,
  language,
  readOnly,
  onEdit,
  onPreview,
}: Omit<EntityFormProps, 'onOpen' | 'onRename'> & { onPreview: PreviewTest | null }) => {
  const { t } = useTranslation('catalogue');
  const [isTaking, setIsTaking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const test = ((): CatalogueTest => {
    const parts = path.split('/');
    return file.tests?.[Number(parts[2])] as CatalogueTest;
  })();
  const expect = test.expect;
  const names = namerOf(file, language);
  const { uses, priceRules } = modelFacts(file, test.model);
  const definitionOf = (code: string): CatalogueParameter | undefined =>
    uses.find((entry) => entry.use.code === code)?.definition ?? file.parameters.find((entry) => entry.code === code);
  const paramOptions = uses.map(({ use }) => ({ value: use.code, label: `${names.param(use.code)} (${use.code})` }));
  const valueOptions = (param: string) => {
    const use = uses.find((entry) => entry.use.code === param)?.use;
    return (definitionOf(param)?.values ?? [])
      .filter((value) => !use?.values || use.values.includes(value.code))
      .map((value) => ({ value: value.code, label: `${textIn(value.names, language) || value.code} (${value.code})` }));
  };

  const at = (key: keyof Expect) => `${path}/expect/${key}`;
  const setKey = (key: keyof Expect, value: unknown) => onEdit([setOp(at(key), value)]);
  /** Sets (or, with undefined, removes) one entry of a keyed section; the section goes with its last entry. */
  const setEntry = (key: 'choices' | 'allowed' | 'priceTerms', name: string, value: unknown) => {
    const record = expect[key] as Record<string, unknown> | undefined;
    if (!record) {
      if (value !== undefined) {
        setKey(key, { [name]: value });
      }
      return;
    }
    const others = Object.keys(record).filter((entry) => entry !== name);
    onEdit([
      value === undefined && others.length === 0
        ? setOp(at(key), undefined)
        : setOp(`${at(key)}${pointerOf(name)}`, value),
    ]);
  };
  /** A list of codes: absent when emptied. */
  const setList = (key: 'enabled' | 'disabled' | 'parts' | 'absentParts', codes: string[]) =>
    setKey(key, codes.length > 0 ? codes : undefined);

  /** The first value a choice of a parameter can take: its default, else the first offered, else its number. */
  const startOf = (param: string): Choice => {
    const definition = definitionOf(param);
    if (definition && NUMERIC.has(definition.dataType)) {
      return definition.values[0]?.intValue ?? definition.values[0]?.min ?? 0;
    }
    const offered = valueOptions(param);
    return (
      offered.find((option) => definition?.values.find((value) => value.code === option.value)?.isDefault)?.value ??
      offered[0]?.value ??
      ''
    );
  };

  const takePreview = async () => {
    if (!onPreview) {
      return;
    }
    setIsTaking(true);
    setProblem(null);
    try {
      const preview = await onPreview(test.model, test.changes ?? []);
      onEdit([setOp(`${path}/expect`, expectationFromPreview(test, preview))]);
    } catch (error) {
      setProblem(errorMessageOf(error, t('preview.failed')));
    } finally {
      setIsTaking(false);
    }
  };

  const adder = (label: string, options: { value: string; label: string }[], onPick: (code: string) => void) =>
    readOnly || options.length === 0 ? null : (
      <Select
        label={label}
        data={options}
        value={null}
        searchable
        size="xs"
        onChange={(code) => code && onPick(code)}
      />
    );

  const choiceField = (param: string, value: Choice) => {
    const definition = definitionOf(param);
    const label = names.param(param);
    if (definition && LIST.has(definition.dataType)) {
      return (
        <DraftSelectField
          label={label}
          value={String(value)}
          options={valueOptions(param)}
          readOnly={readOnly}
          onSave={(code) => code && setEntry('choices', param, code)}
        />
      );
    }
    const isNumber = definition !== undefined && NUMERIC.has(definition.dataType);
    return (
      <DraftTextField
        label={label}
        value={typeof value === 'number' ? formatNumberInput(value) : String(value)}
        schema={isNumber ? z.string().regex(/^-?\d+([.,]\d+)?$/) : z.string().max(2000)}
        readOnly={readOnly}
        onSave={(text) => setEntry('choices', param, isNumber ? Number(text.replace(',', '.')) : text)}
      />
    );
  };

  const choices = Object.entries(expect.choices ?? {});
  const allowed = Object.entries(expect.allowed ?? {});
  const terms = Object.entries(expect.priceTerms ?? {});
  const codeTags = (key: 'parts' | 'absentParts', label: string) => (
    <TagsInput
      label={label}
      description={t('expect.partsHint')}
      value={expect[key] ?? []}
      readOnly={readOnly}
      size="sm"
      onChange={(codes) =>
        setList(
          key,
          codes.filter((code) => catalogueCodeSchema.safeParse(code).success),
        )
      }
    />
  );

  return (
    <Stack gap="sm" data-testid="test-expect">
      {readOnly ? null : (
        <Stack gap={4}>
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              loading={isTaking}
              disabled={!onPreview}
              onClick={() => void takePreview()}
              data-testid="take-preview"
            >
              {t('expect.takePreview')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('expect.takePreviewHint')}
          </Text>
          {problem ? (
            <Text size="sm" c="red.8" role="alert">
              {problem}
            </Text>
          ) : null}
        </Stack>
      )}
      <Section title={t('expect.choices')}>
        {choices.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('expect.notChecked')}
          </Text>
        ) : null}
        {choices.map(([param, value]) => (
          <Row
            key={param}
            removeLabel={t('expect.removeChoice', { param: names.param(param) })}
            onRemove={() => setEntry('choices', param, undefined)}
          >
            {choiceField(param, value)}
          </Row>
        ))}
        {adder(
          t('expect.addChoice'),
          paramOptions.filter((option) => !(option.value in (expect.choices ?? {}))),
          (param) => setEntry('choices', param, startOf(param)),
        )}
      </Section>
      <Section title={t('expect.allowed')}>
        {allowed.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('expect.notChecked')}
          </Text>
        ) : null}
        {allowed.map(([param, values]) => (
          <Row
            key={param}
            removeLabel={t('expect.removeAllowed', { param: names.param(param) })}
            onRemove={() => setEntry('allowed', param, undefined)}
          >
            <MultiSelect
              label={t('expect.allowedOf', { param: names.param(param) })}
              data={[...new Set([...valueOptions(param).map((option) => option.value), ...values])].map((code) => ({
                value: code,
                label: valueOptions(param).find((option) => option.value === code)?.label ?? code,
              }))}
              value={values}
              readOnly={readOnly}
              searchable
              size="sm"
              onChange={(codes) => setEntry('allowed', param, codes)}
            />
          </Row>
        ))}
        {adder(
          t('expect.addAllowed'),
          paramOptions.filter(
            (option) =>
              LIST.has(definitionOf(option.value)?.dataType ?? '') && !(option.value in (expect.allowed ?? {})),
          ),
          (param) =>
            setEntry(
              'allowed',
              param,
              valueOptions(param).map((option) => option.value),
            ),
        )}
      </Section>
      <Section title={t('expect.parameters')}>
        <MultiSelect
          label={t('expect.enabled')}
          data={paramOptions}
          value={expect.enabled ?? []}
          readOnly={readOnly}
          searchable
          size="sm"
          onChange={(codes) => setList('enabled', codes)}
        />
        <MultiSelect
          label={t('expect.disabled')}
          data={paramOptions}
          value={expect.disabled ?? []}
          readOnly={readOnly}
          searchable
          size="sm"
          onChange={(codes) => setList('disabled', codes)}
        />
      </Section>
      <Section title={t('expect.price')}>
        <DraftNumberField
          label={t('expect.priceCents')}
          value={expect.priceCents}
          schema={z.number().int()}
          cents
          allowEmpty
          readOnly={readOnly}
          onSave={(cents) => setKey('priceCents', cents)}
        />
        {terms.map(([rule, cents]) => (
          <Row
            key={rule}
            removeLabel={t('expect.removeTerm', { rule })}
            onRemove={() => setEntry('priceTerms', rule, undefined)}
          >
            <DraftNumberField
              label={t('expect.termOf', { rule })}
              value={cents}
              schema={z.number().int()}
              cents
              readOnly={readOnly}
              onSave={(next) => setEntry('priceTerms', rule, next ?? 0)}
            />
          </Row>
        ))}
        {adder(
          t('expect.addTerm'),
          priceRules
            .filter((rule) => !(rule in (expect.priceTerms ?? {})))
            .map((rule) => ({ value: rule, label: rule })),
          (rule) => setEntry('priceTerms', rule, 0),
        )}
      </Section>
      <Section title={t('expect.partsTitle')}>
        {codeTags('parts', t('expect.parts'))}
        {codeTags('absentParts', t('expect.absentParts'))}
      </Section>
      <DraftTextField
        label={t('expect.message')}
        value={expect.message}
        schema={z.string().max(2000)}
        readOnly={readOnly}
        onSave={(text) => setKey('message', text === '' ? undefined : text)}
      />
    </Stack>
  );
};
