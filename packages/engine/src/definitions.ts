import {
  type Condition,
  type DataType,
  type DrawingRole,
  dataTypeSchema,
  type LocalizedText,
  type NumberExpression,
  type PriceTermDefinition,
} from '@door/contract';

export type { Condition, NumberExpression, PriceTermDefinition } from '@door/contract';

/**
 * One rule of a model as the engine compiles it: the catalogue file's rule (`@door/contract` catalogue-rules) with every
 * text in the four languages and the part's id derived.
 */
export type RuleDefinition =
  /** The parameter is enabled only while the condition holds. */
  | { kind: 'enable'; id: string; param: string; when: Condition; reason: LocalizedText }
  /** The listed values of the parameter are allowed only while the condition holds. */
  | { kind: 'allow'; id: string; param: string; values: string[]; when: Condition; reason: LocalizedText }
  /** While the condition holds, the parameter's number stays within min..max (either may depend on others). */
  | {
      kind: 'range';
      id: string;
      param: string;
      when?: Condition;
      min?: NumberExpression;
      max?: NumberExpression;
      reason: LocalizedText;
    }
  /** While the condition holds, the parameter's default is this value code (or number, for numeric types). */
  | { kind: 'default'; id: string; param: string; value: string; when: Condition }
  /** A price term added while the condition holds (and, when `param` is given, while that parameter is enabled). */
  | { kind: 'price'; id: string; param?: string; when?: Condition; term: PriceTermDefinition; label: LocalizedText }
  /** A parts-tree entry present while the condition holds. */
  | {
      kind: 'part';
      id: string;
      partId: string;
      partCode: string;
      title: LocalizedText;
      parent?: string;
      when?: Condition;
    };

/** Names of a catalogue entry: name, title and the brand's own name (display: brand name, else title, else name). */
export type Names = { name: LocalizedText; title: LocalizedText; brandName: LocalizedText | null };

/** A parameter category (nested categories allowed). */
export type CategoryDefinition = {
  id: string;
  parentId: string | null;
  names: LocalizedText;
  order: number;
  showZeroPrices: boolean;
  statusId: string;
};

/** A value of a parameter; numeric parameters have one value that carries the range and the default. */
export type ValueDefinition = {
  id: string;
  code: string;
  names: LocalizedText;
  brandNames: LocalizedText | null;
  intValue: number | null;
  value: string;
  priceCents: number;
  hasImage: boolean;
  isDefault: boolean;
  tags: string[];
  color: string | null;
  /** The kind this value draws, for a parameter of a kind role (and a leaf colour's surface); null: none. */
  drawingKind: string | null;
  min: number | null;
  max: number | null;
};

/** A parameter as used by one model. */
export type ParameterDefinition = {
  id: string;
  /** Id of the parameter within the model (ParameterPartId). */
  partParameterId: string;
  code: string;
  dataType: DataType;
  order: number;
  showPicture: boolean;
  isPopup: boolean;
  names: Names;
  category: CategoryDefinition;
  /** The part of the door drawing this parameter drives (the file's `drawing.role`); null: none. */
  drawingRole: DrawingRole | null;
  values: ValueDefinition[];
};

/** A model (part) with its parameters and rules, as the engine compiles it. */
export type ModelDefinition = {
  id: string;
  code: string;
  names: Names;
  basePriceCents: number;
  tags: string[];
  parameters: ParameterDefinition[];
  rules: RuleDefinition[];
};

/** Checks that a data type name is one the engine knows. */
export const isDataType = (value: string): value is DataType => dataTypeSchema.safeParse(value).success;
