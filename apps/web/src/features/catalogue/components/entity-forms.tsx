import '#web/lib/mantine-styles';
import {
  type CatalogueCategory,
  type CatalogueModel,
  type CatalogueModelParameter,
  type CatalogueParameter,
  type CatalogueRule,
  type CatalogueRuleSet,
  type CatalogueTest,
  type CatalogueText,
  type CatalogueValue,
  catalogueModelSchema,
  catalogueTextSchema,
  catalogueValueSchema,
  DATA_TYPES,
  DEFAULT_DOOR_DESIGN,
  DRAWING_ROLE_DATA_TYPES,
  DRAWING_ROLES,
  doorDesignSchema,
  drawingKindsOf,
  drawingRoleClass,
  type Language,
  RULE_KINDS,
} from '@door/contract';
import { Button, Group, MultiSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod';
import { ConfirmModal } from '#web/components/confirm-modal';
import { useTranslation } from '#web/i18n';
import { pointerOf, pointerParts, setOp, valueAt } from '../lib/draft-patch';
import {
  copyModelOps,
  modelsUsingRuleSet,
  removeModelOps,
  removeRuleSetOps,
  setRuleSetsOp,
  testsOfModel,
} from '../lib/model-entries';
import { namerOf, ruleSentence } from '../lib/rule-sentence';
import { textIn } from '../lib/texts';
import { AddEntryDialog } from './add-entry-dialog';
import { CodeField } from './code-field';
import { DraftCheckField, DraftNumberField, DraftSelectField, DraftTextField, DraftTextsField } from './draft-fields';
import type { EntityFormProps } from './entity-form-props';
import { EntryActions } from './entry-actions';
import { newRule } from './new-entries';
import { PictureField } from './picture-field';
import { TestExpectForm } from './test-expect-form';

const textSchema = catalogueTextSchema.shape.en;
const orderSchema = z.number().int().min(0).max(1_000_000);

/** Edits of a four-language text: one language into an existing text, or the text created with it. */
const textEdit = (path: string, text: CatalogueText | undefined, language: Language, value: string) =>
  text ? setOp(`${path}/${language}`, value) : setOp(path, { [language]: value });

/** Sets an optional key: absent when emptied, so exports stay as the format writes them. */
const optional = <T,>(value: T | '' | false | undefined): T | undefined =>
  value === '' || value === false ? undefined : (value ?? undefined);

type FormProps = EntityFormProps & { brandId: string };

/** The brand's name. */

/** The rules of a model or rule set as their sentences, each opening its form, and the button that adds one. */
const RuleLinks = ({
  rules,
  path,
  names,
  onOpen,
  onAdd,
}: {
  rules: readonly CatalogueRule[];
  path: string;
  names: ReturnType<typeof namerOf>;
  onOpen: (path: string) => void;
  onAdd: (() => void) | null;
}) => {
  const { t } = useTranslation('catalogue');
  return (
    <>
      {rules.length === 0 ? null : (
        <ul className="cat-links">
          {rules.map((rule, index) => (
            <li key={rule.id}>
              <button type="button" className="cat-link" onClick={() => onOpen(`${path}/rules/${index}`)}>
                {ruleSentence(rule, names, t)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {onAdd ? (
        <Group gap="xs">
          <Button size="xs" onClick={onAdd} data-testid="add-rule">
            {t('actions.addRule')}
          </Button>
        </Group>
      ) : null}
    </>
  );
};

export const BrandForm = ({ file, readOnly, onEdit }: FormProps) => {
  const { t } = useTranslation('catalogue');
  return (
    <DraftTextField
      label={t('fields.brandName')}
      value={file.brand.name}
      schema={z.string().trim().min(1).max(200)}
      readOnly={readOnly}
      onSave={(value) => onEdit([setOp('/brand/name', value)])}
    />
  );
};

/** A category: names, parent, order and whether it shows zero prices. */
export const CategoryForm = ({ file, path, language, readOnly, onEdit, onOpen, onRename }: FormProps) => {
  const { t } = useTranslation('catalogue');
  const category = valueAt(file, path) as CatalogueCategory;
  const set = (key: string, value: unknown) => onEdit([setOp(`${path}/${key}`, value)]);
  return (
    <Stack gap="sm">
      <CodeField code={category.code} path={path} onRename={readOnly ? null : onRename} />
      <DraftTextsField
        label={t('fields.names')}
        value={category.names}
        schema={textSchema}
        readOnly={readOnly}
        onSave={(lang, value) => onEdit([textEdit(`${path}/names`, category.names, lang, value)])}
      />
      <DraftSelectField
        label={t('fields.parentCategory')}
        value={category.parent}
        clearable
        options={file.categories
          .filter((other) => other.code !== category.code)
          .map((other) => ({ value: other.code, label: textIn(other.names, language) || other.code }))}
        readOnly={readOnly}
        onSave={(value) => set('parent', value)}
      />
      <DraftNumberField
        label={t('fields.order')}
        value={category.order}
        schema={orderSchema}
        allowEmpty
        readOnly={readOnly}
        onSave={(value) => set('order', value)}
      />
      <DraftCheckField
        label={t('fields.showZeroPrices')}
        value={category.showZeroPrices}
        readOnly={readOnly}
        onSave={(value) => set('showZeroPrices', optional(value))}
      />
      <EntryActions
        path={path}
        length={file.categories.length}
        label={category.code}
        readOnly={readOnly}
        onEdit={onEdit}
        onOpen={onOpen}
      />
    </Stack>
  );
};

type TFunction = ReturnType<typeof useTranslation>['t'];

/** The drawing roles a parameter of its data type may take (and the one it has, even if lint refuses it). */
const drawingRoleOptions = (parameter: CatalogueParameter, t: TFunction) =>
  DRAWING_ROLES.filter((role) => {
    const roleClass = drawingRoleClass(role);
    return (
      role === parameter.drawing?.role ||
      (roleClass !== undefined && DRAWING_ROLE_DATA_TYPES[roleClass].includes(parameter.dataType))
    );
  }).map((role) => ({ value: role, label: `${t(`drawingRoles.${role}`)} (${role})` }));

/** The kinds a value of a parameter may draw (its role's; and the one it has, even if lint refuses it). */
const drawingKindOptions = (parameter: CatalogueParameter, value: CatalogueValue, t: TFunction) => {
  const kinds = new Set(parameter.drawing ? drawingKindsOf(parameter.drawing.role) : []);
  if (value.drawing) {
    kinds.add(value.drawing);
  }
  return [...kinds].map((kind) => ({
    value: kind,
    label: `${t(`drawingKinds.${kind}`, { defaultValue: kind })} (${kind})`,
  }));
};

/** A parameter: names, data type, category, drawing role, values (added here) and picture display. */
export const ParameterForm = ({ file, path, language, readOnly, onEdit, onOpen, onRename }: FormProps) => {
  const { t } = useTranslation('catalogue');
  const [isAdding, setIsAdding] = useState(false);
  const parameter = valueAt(file, path) as CatalogueParameter;
  const set = (key: string, value: unknown) => onEdit([setOp(`${path}/${key}`, value)]);
  const usedBy = file.models.filter((model) => model.parameters.some((use) => use.code === parameter.code)).length;
  return (
    <Stack gap="sm">
      <CodeField
        code={parameter.code}
        path={path}
        extra={` · ${t('fields.usedBy', { count: usedBy })}`}
        onRename={readOnly ? null : onRename}
      />
      <DraftTextsField
        label={t('fields.names')}
        value={parameter.names}
        schema={textSchema}
        readOnly={readOnly}
        onSave={(lang, value) => onEdit([textEdit(`${path}/names`, parameter.names, lang, value)])}
      />
      <DraftTextsField
        label={t('fields.titles')}
        value={parameter.titles}
        schema={textSchema}
        readOnly={readOnly}
        onSave={(lang, value) => onEdit([textEdit(`${path}/titles`, parameter.titles, lang, value)])}
      />
      <Group grow align="flex-start">
        <DraftSelectField
          label={t('fields.dataType')}
          value={parameter.dataType}
          options={DATA_TYPES.map((type) => ({ value: type, label: t(`dataTypes.${type}`) }))}
          readOnly={readOnly}
          onSave={(value) => value && set('dataType', value)}
        />
        <DraftSelectField
          label={t('fields.category')}
          value={parameter.category}
          options={file.categories.map((category) => ({
            value: category.code,
            label: textIn(category.names, language) || category.code,
          }))}
          readOnly={readOnly}
          onSave={(value) => value && set('category', value)}
        />
      </Group>
      <DraftSelectField
        label={t('fields.drawingRole')}
        description={t('fields.drawingRoleHint')}
        value={parameter.drawing?.role}
        options={drawingRoleOptions(parameter, t)}
        clearable
        readOnly={readOnly}
        testId="drawing-role"
        onSave={(role) => set('drawing', role ? { role } : undefined)}
      />
      <DraftCheckField
        label={t('fields.showPicture')}
        value={parameter.showPicture}
        readOnly={readOnly}
        onSave={(value) => set('showPicture', optional(value))}
      />
      <Title order={4} size="h5">
        {t('tree.values')}
      </Title>
      <ul className="cat-links">
        {parameter.values.map((value, index) => (
          <li key={value.code}>
            <button type="button" className="cat-link" onClick={() => onOpen(`${path}/values/${index}`)}>
              {textIn(value.names, language) || value.code}
            </button>
          </li>
        ))}
      </ul>
      {readOnly ? null : (
        <Group gap="xs">
          <Button size="xs" onClick={() => setIsAdding(true)} data-testid="add-value">
            {t('actions.addValue')}
          </Button>
        </Group>
      )}
      <EntryActions
        path={path}
        length={file.parameters.length}
        label={parameter.code}
        readOnly={readOnly}
        onEdit={onEdit}
        onOpen={onOpen}
      />
      <AddEntryDialog
        opened={isAdding}
        title={t('actions.addValue')}
        taken={parameter.values.map((value) => value.code)}
        onCancel={() => setIsAdding(false)}
        onAdd={(code) => {
          setIsAdding(false);
          const value: CatalogueValue = { code, names: {}, priceCents: 0 };
          onEdit([{ op: 'add', path: `${path}/values/-`, value }]);
          onOpen(`${path}/values/${parameter.values.length}`);
        }}
      />
    </Stack>
  );
};

/** A value: names in four languages, price, default, colour, tags, range (numeric parameters) and picture. */
export const ValueForm = ({ file, path, brandId, readOnly, onEdit, onOpen, onRename }: FormProps) => {
  const { t } = useTranslation('catalogue');
  const value = valueAt(file, path) as CatalogueValue;
  const parameterPath = path.split('/').slice(0, 3).join('/');
  const parameter = valueAt(file, parameterPath) as CatalogueParameter;
  const set = (key: string, next: unknown) => onEdit([setOp(`${path}/${key}`, next)]);
  const isNumeric = ['integer', 'double', 'decimal'].includes(parameter.dataType);
  const offeredBy = file.models.filter((model) =>
    model.parameters.some((use) => use.code === parameter.code && (!use.values || use.values.includes(value.code))),
  ).length;
  const kinds = drawingKindOptions(parameter, value, t);
  return (
    <Stack gap="sm">
      <CodeField
        code={value.code}
        path={path}
        extra={` · ${t('fields.offeredBy', { count: offeredBy })}`}
        onRename={readOnly ? null : onRename}
      />
      <DraftTextsField
        label={t('fields.names')}
        value={value.names}
        schema={textSchema}
        readOnly={readOnly}
        onSave={(lang, text) => onEdit([textEdit(`${path}/names`, value.names, lang, text)])}
      />
      <DraftTextsField
        label={t('fields.brandNames')}
        value={value.brandNames}
        schema={textSchema}
        readOnly={readOnly}
        onSave={(lang, text) => onEdit([textEdit(`${path}/brandNames`, value.brandNames, lang, text)])}
      />
      <Group grow align="flex-start">
        <DraftNumberField
          label={t('fields.price')}
          value={value.priceCents}
          schema={catalogueValueSchema.shape.priceCents.unwrap()}
          cents
          allowEmpty
          readOnly={readOnly}
          onSave={(cents) => set('priceCents', cents)}
        />
        <DraftTextField
          label={t('fields.colour')}
          value={value.color}
          schema={z.union([catalogueValueSchema.shape.color.unwrap(), z.literal('')])}
          readOnly={readOnly}
          placeholder="#RRGGBB"
          onSave={(text) => set('color', optional(text))}
        />
      </Group>
      {kinds.length > 0 ? (
        <DraftSelectField
          label={t('fields.drawingKind')}
          description={t('fields.drawingKindHint', {
            role: parameter.drawing ? t(`drawingRoles.${parameter.drawing.role}`) : '',
          })}
          value={value.drawing}
          options={kinds}
          clearable
          readOnly={readOnly}
          testId="drawing-kind"
          onSave={(kind) => set('drawing', kind)}
        />
      ) : null}
      <DraftCheckField
        label={t('fields.isDefault')}
        value={value.isDefault}
        readOnly={readOnly}
        onSave={(next) => set('isDefault', optional(next))}
      />
      <DraftTextField
        label={t('fields.tags')}
        value={(value.tags ?? []).join(', ')}
        schema={z.string().regex(/^[A-Za-z0-9_.,\s-]*$/)}
        readOnly={readOnly}
        onSave={(text) => {
          const tags = text
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean);
          set('tags', tags.length > 0 ? tags : undefined);
        }}
      />
      {isNumeric ? (
        <Group grow align="flex-start">
          <DraftNumberField
            label={t('fields.min')}
            value={value.min}
            schema={z.number()}
            allowEmpty
            readOnly={readOnly}
            onSave={(next) => set('min', next)}
          />
          <DraftNumberField
            label={t('fields.max')}
            value={value.max}
            schema={z.number()}
            allowEmpty
            readOnly={readOnly}
            onSave={(next) => set('max', next)}
          />
          <DraftNumberField
            label={t('fields.defaultNumber')}
            value={value.intValue}
            schema={z.number().int()}
            allowEmpty
            readOnly={readOnly}
            onSave={(next) => set('intValue', next)}
          />
        </Group>
      ) : null}
      <PictureField brandId={brandId} value={value.picture} readOnly={readOnly} onSave={(key) => set('picture', key)} />
      <EntryActions
        path={path}
        length={parameter.values.length}
        label={value.code}
        readOnly={readOnly}
        onEdit={onEdit}
        onOpen={onOpen}
      />
    </Stack>
  );
};

const DESIGN_KEYS = ['kind', 'pattern', 'glazing', 'inlay'] as const;

/** A model: names, base price, activity, drawing, picture, the parameters it uses and its rules. */
export const ModelForm = ({ file, path, brandId, language, readOnly, onEdit, onOpen, onRename }: FormProps) => {
  const { t } = useTranslation('catalogue');
  const [isAddingRule, setIsAddingRule] = useState(false);
  const [isCopying, setIsCopying] = useState(false);
  const [isRemoving, setIsRemoving] = useState(false);
  const model = valueAt(file, path) as CatalogueModel;
  const index = Number(pointerParts(path)[1]);
  const set = (key: string, value: unknown) => onEdit([setOp(`${path}/${key}`, value)]);
  const names = namerOf(file, language);
  const unused = file.parameters.filter((parameter) => !model.parameters.some((use) => use.code === parameter.code));
  const ruleSetCodes = (file.ruleSets ?? []).map((set) => set.code);
  return (
    <Stack gap="sm">
      <CodeField code={model.code} path={path} onRename={readOnly ? null : onRename} />
      <Group grow align="flex-start">
        <DraftTextField
          label={t('fields.modelName')}
          value={model.name}
          schema={catalogueModelSchema.shape.name}
          readOnly={readOnly}
          onSave={(value) => set('name', value)}
        />
        <DraftTextField
          label={t('fields.modelBrandName')}
          value={model.brandName}
          schema={z.string().max(200)}
          readOnly={readOnly}
          onSave={(value) => set('brandName', optional(value))}
        />
      </Group>
      <DraftTextsField
        label={t('fields.titles')}
        value={model.titles}
        schema={textSchema}
        readOnly={readOnly}
        onSave={(lang, value) => onEdit([textEdit(`${path}/titles`, model.titles, lang, value)])}
      />
      <Group grow align="flex-start">
        <DraftNumberField
          label={t('fields.basePrice')}
          value={model.basePriceCents}
          schema={catalogueModelSchema.shape.basePriceCents}
          cents
          readOnly={readOnly}
          onSave={(cents) => set('basePriceCents', cents)}
        />
        <DraftCheckField
          label={t('fields.isActive')}
          value={model.isActive ?? true}
          readOnly={readOnly}
          onSave={(value) => set('isActive', value ? undefined : false)}
        />
        <DraftCheckField
          label={t('fields.isSpecialOffer')}
          value={model.isSpecialOffer}
          readOnly={readOnly}
          onSave={(value) => set('isSpecialOffer', optional(value))}
        />
      </Group>
      {/* Two a row: the names of the kinds and patterns are words, longer than the codes were. */}
      <SimpleGrid cols={2} spacing="sm">
        {DESIGN_KEYS.map((key) => (
          <DraftSelectField
            key={key}
            label={t(`design.${key}`)}
            value={model.design?.[key]}
            options={doorDesignSchema.shape[key].options.map((option: string) => ({
              value: option,
              label: t(`designValues.${key}.${option}`),
            }))}
            readOnly={readOnly}
            onSave={(value) =>
              value &&
              onEdit([
                model.design
                  ? setOp(`${path}/design/${key}`, value)
                  : setOp(`${path}/design`, { ...DEFAULT_DOOR_DESIGN, [key]: value }),
              ])
            }
          />
        ))}
      </SimpleGrid>
      <PictureField brandId={brandId} value={model.picture} readOnly={readOnly} onSave={(key) => set('picture', key)} />
      <Title order={4} size="h5">
        {t('tree.modelParameters')}
      </Title>
      <ul className="cat-links">
        {model.parameters.map((use, index) => (
          <li key={use.code}>
            <button type="button" className="cat-link" onClick={() => onOpen(`${path}/parameters/${index}`)}>
              {names.param(use.code)}
            </button>
          </li>
        ))}
      </ul>
      {readOnly || unused.length === 0 ? null : (
        <DraftSelectField
          label={t('actions.useParameter')}
          value={undefined}
          options={unused.map((parameter) => ({ value: parameter.code, label: names.param(parameter.code) }))}
          onSave={(code) => code && onEdit([{ op: 'add', path: `${path}/parameters/-`, value: { code } }])}
        />
      )}
      <MultiSelect
        label={t('fields.ruleSets')}
        description={ruleSetCodes.length > 0 ? t('fields.ruleSetsHint') : t('fields.ruleSetsNone')}
        data={[...new Set([...ruleSetCodes, ...(model.ruleSets ?? [])])]}
        value={model.ruleSets ?? []}
        readOnly={readOnly}
        searchable
        size="sm"
        data-testid="model-rule-sets"
        onChange={(codes) => onEdit([setRuleSetsOp(path, model, codes)])}
      />
      <Title order={4} size="h5">
        {t('tree.rules')}
      </Title>
      <RuleLinks
        rules={model.rules ?? []}
        path={path}
        names={names}
        onOpen={onOpen}
        onAdd={readOnly ? null : () => setIsAddingRule(true)}
      />
      {readOnly ? null : (
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => setIsCopying(true)} data-testid="copy-model">
            {t('model.copy')}
          </Button>
        </Group>
      )}
      <EntryActions
        path={path}
        length={file.models.length}
        label={model.code}
        readOnly={readOnly}
        onEdit={onEdit}
        onOpen={onOpen}
        onRemove={() => setIsRemoving(true)}
      />
      <AddEntryDialog
        opened={isCopying}
        title={t('model.copyTitle', { code: model.code })}
        taken={file.models.map((other) => other.code)}
        onCancel={() => setIsCopying(false)}
        onAdd={(code) => {
          setIsCopying(false);
          onEdit(copyModelOps(file, index, code));
          onOpen(`/models/${index + 1}`);
        }}
      />
      <ConfirmModal
        opened={isRemoving}
        title={t('model.removeTitle', { code: model.code })}
        message={t('model.removeConfirm', { code: model.code, tests: testsOfModel(file, model.code).length })}
        confirmLabel={t('actions.remove')}
        onCancel={() => setIsRemoving(false)}
        onConfirm={() => {
          setIsRemoving(false);
          onEdit(removeModelOps(file, index));
          onOpen('');
        }}
      />
      <AddEntryDialog
        opened={isAddingRule}
        title={t('actions.addRule')}
        taken={(model.rules ?? []).map((rule) => rule.id)}
        kinds={RULE_KINDS.map((kind) => ({ value: kind, label: t(`ruleKinds.${kind}`) }))}
        onCancel={() => setIsAddingRule(false)}
        onAdd={(code, kind) => {
          setIsAddingRule(false);
          const rule = newRule(file, model, code, (kind ?? 'allow') as (typeof RULE_KINDS)[number]);
          onEdit(
            model.rules
              ? [{ op: 'add', path: `${path}/rules/-`, value: rule }]
              : [{ op: 'add', path: `${path}/rules`, value: [rule] }],
          );
          onOpen(`${path}/rules/${model.rules?.length ?? 0}`);
        }}
      />
    </Stack>
  );
};

/** How a model uses a parameter: the values it offers, its default and popup display. */
export const ModelParameterForm = ({ file, path, language, readOnly, onEdit, onOpen }: FormProps) => {
  const { t } = useTranslation('catalogue');
  const use = valueAt(file, path) as CatalogueModelParameter;
  const modelPath = path.split('/').slice(0, 3).join('/');
  const model = valueAt(file, modelPath) as CatalogueModel;
  const parameterIndex = file.parameters.findIndex((parameter) => parameter.code === use.code);
  const parameter = file.parameters[parameterIndex];
  const set = (key: string, value: unknown) => onEdit([setOp(`${path}/${key}`, value)]);
  const options = (parameter?.values ?? []).map((value) => ({
    value: value.code,
    label: `${textIn(value.names, language) || value.code} (${value.code})`,
  }));
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text size="sm">{t('fields.modelUses', { model: model.code, param: use.code })}</Text>
        {parameter ? (
          <Button variant="subtle" size="xs" onClick={() => onOpen(pointerOf('parameters', parameterIndex))}>
            {t('actions.openParameter')}
          </Button>
        ) : null}
      </Group>
      <MultiSelect
        label={t('fields.offeredValues')}
        description={t('fields.offeredValuesHint')}
        data={options}
        value={use.values ?? []}
        readOnly={readOnly}
        searchable
        size="sm"
        onChange={(values) => set('values', values.length > 0 ? values : undefined)}
      />
      <DraftTextField
        label={t('fields.defaultValue')}
        value={use.defaultValue}
        schema={z.string().max(60)}
        readOnly={readOnly}
        onSave={(value) => set('defaultValue', optional(value))}
      />
      <DraftCheckField
        label={t('fields.popup')}
        value={use.popup}
        readOnly={readOnly}
        onSave={(value) => set('popup', optional(value))}
      />
      <EntryActions
        path={path}
        length={model.parameters.length}
        label={use.code}
        readOnly={readOnly}
        onEdit={onEdit}
        onOpen={onOpen}
      />
    </Stack>
  );
};

/** A rule set: its code, its rules (added here), the models using it; removed, it is taken off them. */
export const RuleSetForm = ({ file, path, language, readOnly, onEdit, onOpen, onRename }: FormProps) => {
  const { t } = useTranslation('catalogue');
  const [isAddingRule, setIsAddingRule] = useState(false);
  const set = valueAt(file, path) as CatalogueRuleSet;
  const index = Number(pointerParts(path)[1]);
  const names = namerOf(file, language);
  const users = modelsUsingRuleSet(file, set.code);
  // A rule of a set may name any parameter of the brand: it is worded as for a model using them all.
  const everything: CatalogueModel = {
    code: set.code,
    name: set.code,
    titles: {},
    basePriceCents: 0,
    parameters: file.parameters.map((parameter) => ({ code: parameter.code })),
  };
  return (
    <Stack gap="sm">
      <CodeField code={set.code} path={path} onRename={readOnly ? null : onRename} />
      <Title order={4} size="h5">
        {t('tree.rules')}
      </Title>
      {set.rules.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('tree.empty')}
        </Text>
      ) : null}
      <RuleLinks
        rules={set.rules}
        path={path}
        names={names}
        onOpen={onOpen}
        onAdd={readOnly ? null : () => setIsAddingRule(true)}
      />
      <Title order={4} size="h5">
        {t('ruleSet.usedBy')}
      </Title>
      {users.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('ruleSet.unused')}
        </Text>
      ) : (
        <ul className="cat-links">
          {users.map((modelIndex) => (
            <li key={modelIndex}>
              <button type="button" className="cat-link" onClick={() => onOpen(`/models/${modelIndex}`)}>
                {file.models[modelIndex]?.name} ({file.models[modelIndex]?.code})
              </button>
            </li>
          ))}
        </ul>
      )}
      <EntryActions
        path={path}
        length={file.ruleSets?.length ?? 0}
        label={set.code}
        readOnly={readOnly}
        onEdit={onEdit}
        onOpen={onOpen}
        onRemove={() => {
          onEdit(removeRuleSetOps(file, index));
          onOpen('');
        }}
      />
      <AddEntryDialog
        opened={isAddingRule}
        title={t('actions.addRule')}
        taken={set.rules.map((rule) => rule.id)}
        kinds={RULE_KINDS.map((kind) => ({ value: kind, label: t(`ruleKinds.${kind}`) }))}
        onCancel={() => setIsAddingRule(false)}
        onAdd={(code, kind) => {
          setIsAddingRule(false);
          const rule = newRule(file, everything, code, (kind ?? 'allow') as (typeof RULE_KINDS)[number]);
          onEdit([{ op: 'add', path: `${path}/rules/-`, value: rule }]);
          onOpen(`${path}/rules/${set.rules.length}`);
        }}
      />
    </Stack>
  );
};

/** A catalogue test: its name, its model, the changes it makes (each can be taken out) and what it expects. */
export const TestForm = ({ file, path, language, readOnly, onEdit, onOpen, onPreviewTest }: FormProps) => {
  const { t } = useTranslation('catalogue');
  const test = valueAt(file, path) as CatalogueTest;
  const names = namerOf(file, language);
  const changes = test.changes ?? [];
  return (
    <Stack gap="sm">
      <DraftTextField
        label={t('fields.testName')}
        value={test.name}
        schema={z.string().trim().min(1).max(200)}
        readOnly={readOnly}
        onSave={(value) => onEdit([setOp(`${path}/name`, value)])}
      />
      <DraftSelectField
        label={t('fields.testModelPick')}
        value={test.model}
        options={[...new Set([...file.models.map((model) => model.code), test.model])].map((code) => ({
          value: code,
          label: `${file.models.find((model) => model.code === code)?.name ?? code} (${code})`,
        }))}
        readOnly={readOnly}
        onSave={(code) => code && onEdit([setOp(`${path}/model`, code)])}
      />
      <Title order={4} size="h5">
        {t('fields.testChanges')}
      </Title>
      {changes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('expect.noChanges')}
        </Text>
      ) : (
        <ol className="cat-links">
          {changes.map((change, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a test's steps are an ordered list without identity.
            <li key={index}>
              <Group gap="xs" wrap="nowrap">
                <span>
                  {names.param(change.param)} ={' '}
                  {typeof change.value === 'string' ? names.value(change.param, change.value) : change.value}
                </span>
                {readOnly ? null : (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-xs"
                    aria-label={t('expect.removeChange', { step: index + 1 })}
                    onClick={() =>
                      onEdit([
                        changes.length === 1
                          ? setOp(`${path}/changes`, undefined)
                          : { op: 'remove', path: `${path}/changes/${index}` },
                      ])
                    }
                  >
                    ×
                  </Button>
                )}
              </Group>
            </li>
          ))}
        </ol>
      )}
      <Title order={4} size="h5">
        {t('fields.testExpect')}
      </Title>
      <TestExpectForm
        file={file}
        path={path}
        language={language}
        readOnly={readOnly}
        onEdit={onEdit}
        onPreview={onPreviewTest ?? null}
      />
      <EntryActions
        path={path}
        length={file.tests?.length ?? 0}
        label={test.name}
        readOnly={readOnly}
        onEdit={onEdit}
        onOpen={onOpen}
      />
    </Stack>
  );
};
