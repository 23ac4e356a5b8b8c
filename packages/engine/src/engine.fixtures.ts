import type { LocalizedText } from '@door/contract';
import type {
  CategoryDefinition,
  ModelDefinition,
  ParameterDefinition,
  RuleDefinition,
  ValueDefinition,
} from './definitions';

/** The same text in every language (test models). */
export const text = (value: string): LocalizedText => ({ sl: value, en: value, de: value, fr: value });

const CATEGORY: CategoryDefinition = {
  id: '00000000-0000-4000-8000-0000000000c1',
  parentId: null,
  names: text('General'),
  order: 10,
  showZeroPrices: true,
  statusId: '0d7b1c10-0004-4000-8000-000000000001',
};

const hex = (n: number) => n.toString(16).padStart(12, '0');

/** A list value for a test model. */
export const listValue = (code: string, extra: Partial<ValueDefinition> = {}): ValueDefinition => ({
  id: '',
  code,
  names: text(code),
  brandNames: null,
  intValue: null,
  value: code,
  priceCents: 0,
  hasImage: false,
  isDefault: false,
  tags: [],
  color: null,
  drawingKind: null,
  min: null,
  max: null,
  ...extra,
});

/** A parameter for a test model; ids are derived from the code. */
export const parameter = (
  code: string,
  dataType: ParameterDefinition['dataType'],
  values: ValueDefinition[],
  order = 0,
): ParameterDefinition => ({
  id: '',
  partParameterId: '',
  code,
  dataType,
  order,
  showPicture: false,
  isPopup: false,
  names: { name: text(code), title: text(code), brandName: null },
  category: CATEGORY,
  drawingRole: null,
  values,
});

/** Builds a test model, filling every id with a stable GUID. */
export const testModel = (
  parameters: ParameterDefinition[],
  rules: RuleDefinition[],
  basePriceCents = 10000,
): ModelDefinition => {
  let counter = 1;
  const guid = () => `00000000-0000-4000-8000-${hex(counter++)}`;
  return {
    id: guid(),
    code: 'TEST',
    names: { name: text('Test'), title: text('Test model'), brandName: null },
    basePriceCents,
    tags: ['test'],
    parameters: parameters.map((param) => ({
      ...param,
      id: guid(),
      partParameterId: guid(),
      values: param.values.map((value) => ({ ...value, id: guid() })),
    })),
    rules,
  };
};
