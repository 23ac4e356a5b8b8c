import '#web/lib/mantine-styles';
import type { CatalogueModel, CatalogueRule } from '@door/contract';
import { Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from '#web/i18n';
import { valueAt } from '../lib/draft-patch';
import { entityAt } from '../lib/entity-at';
import type { EntityFormProps } from './entity-form-props';
import {
  BrandForm,
  CategoryForm,
  ModelForm,
  ModelParameterForm,
  ParameterForm,
  RuleSetForm,
  TestForm,
  ValueForm,
} from './entity-forms';
import { EntryActions } from './entry-actions';
import { RuleForm } from './rule-form';

/** The parameters a rule at a pointer may name: its model's, or every parameter for a rule set's rule. */
const ruleParams = (props: EntityFormProps, modelIndex: number | undefined, inModel: boolean): string[] => {
  if (inModel && modelIndex !== undefined) {
    const model = props.file.models[modelIndex] as CatalogueModel | undefined;
    return model?.parameters.map((use) => use.code) ?? [];
  }
  return props.file.parameters.map((parameter) => parameter.code);
};

/** The form of the entry a pointer opens (the workbench's middle pane). */
export const EntryForm = memo(function EntryForm(props: EntityFormProps & { brandId: string }) {
  const { t } = useTranslation('catalogue');
  const ref = entityAt(props.path);
  if (!ref || valueAt(props.file, ref.path) === undefined) {
    return <Text c="dimmed">{t('tree.pickEntry')}</Text>;
  }
  const formProps = { ...props, path: ref.path };
  switch (ref.kind) {
    case 'brand':
      return <BrandForm {...formProps} />;
    case 'category':
      return <CategoryForm {...formProps} />;
    case 'parameter':
      return <ParameterForm {...formProps} />;
    case 'value':
      return <ValueForm {...formProps} />;
    case 'model':
      return <ModelForm {...formProps} />;
    case 'modelParameter':
      return <ModelParameterForm {...formProps} />;
    case 'ruleSet':
      return <RuleSetForm {...formProps} />;
    case 'test':
      return <TestForm {...formProps} />;
    case 'rule': {
      const inModel = ref.path.startsWith('/models/');
      const rule = valueAt(props.file, ref.path) as CatalogueRule;
      const list = valueAt(props.file, ref.path.slice(0, ref.path.lastIndexOf('/'))) as unknown[];
      return (
        <Stack gap="sm">
          <RuleForm {...formProps} params={ruleParams(props, ref.indexes[0], inModel)} />
          <EntryActions
            path={ref.path}
            length={list.length}
            label={rule.id}
            readOnly={props.readOnly}
            onEdit={props.onEdit}
            onOpen={props.onOpen}
          />
        </Stack>
      );
    }
  }
});
