import { type DataType, dataTypeSchema, type LocalizedText, localizedTextSchema } from '@door/contract';
import { z } from 'zod';

/**
 * Rules are data: a small typed declarative form (see docs/decisions.md). Parameters and values are named by
 * their catalogue codes, so a rule reads like the sentence it encodes and survives id changes.
 */
export type Condition =
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition }
  /** The parameter's selected value is one of these codes. */
  | { param: string; in: string[] }
  /** The parameter's selected value carries this tag. */
  | { param: string; tag: string }
  /** The parameter's number lies within the bounds (inclusive). */
  | { param: string; gte?: number; lte?: number }
  /** The model carries this tag (decided once, when the rules are compiled). */
  | { modelTag: string };

/** Schema of a rule condition. */
export const conditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    z.object({ all: z.array(conditionSchema) }).strict(),
    z.object({ any: z.array(conditionSchema) }).strict(),
    z.object({ not: conditionSchema }).strict(),
    z.object({ param: z.string(), in: z.array(z.string()).min(1) }).strict(),
    z.object({ param: z.string(), tag: z.string() }).strict(),
    z
      .object({ param: z.string(), gte: z.number().optional(), lte: z.number().optional() })
      .strict()
      .refine((c) => c.gte !== undefined || c.lte !== undefined, 'gte or lte is required'),
    z.object({ modelTag: z.string() }).strict(),
  ]),
);

/** A number, or another parameter's number times a factor plus an offset (dependent ranges). */
export type NumberExpression = number | { param: string; times?: number; plus?: number };
const numberExpressionSchema: z.ZodType<NumberExpression> = z.union([
  z.number(),
  z.object({ param: z.string(), times: z.number().optional(), plus: z.number().optional() }).strict(),
]);

/** A price term of a rule; every amount is in cents of the brand's list price. */
export type PriceTermDefinition =
  | { type: 'fixed'; cents: number }
  | { type: 'perM2'; centsPerM2: number; width: string; height: string }
  | { type: 'perMmOver'; of: string; thresholdMm: number; centsPerMm: number }
  /** Percentage (basis points) of the sum of every term that is not a percentage. */
  | { type: 'percent'; basisPoints: number };
const priceTermSchema: z.ZodType<PriceTermDefinition> = z.union([
  z.object({ type: z.literal('fixed'), cents: z.number().int() }).strict(),
  z.object({ type: z.literal('perM2'), centsPerM2: z.number().int(), width: z.string(), height: z.string() }).strict(),
  z
    .object({
      type: z.literal('perMmOver'),
      of: z.string(),
      thresholdMm: z.number().int(),
      centsPerMm: z.number().int(),
    })
    .strict(),
  z.object({ type: z.literal('percent'), basisPoints: z.number().int().min(-10000).max(100000) }).strict(),
]);

/** One rule of a model (or of a whole brand, applied to every model that has its parameters). */
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

/** Schema of a rule as stored with the catalogue. */
export const ruleDefinitionSchema: z.ZodType<RuleDefinition> = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('enable'),
      id: z.string(),
      param: z.string(),
      when: conditionSchema,
      reason: localizedTextSchema,
    })
    .strict(),
  z
    .object({
      kind: z.literal('allow'),
      id: z.string(),
      param: z.string(),
      values: z.array(z.string()).min(1),
      when: conditionSchema,
      reason: localizedTextSchema,
    })
    .strict(),
  z
    .object({
      kind: z.literal('range'),
      id: z.string(),
      param: z.string(),
      when: conditionSchema.optional(),
      min: numberExpressionSchema.optional(),
      max: numberExpressionSchema.optional(),
      reason: localizedTextSchema,
    })
    .strict(),
  z
    .object({ kind: z.literal('default'), id: z.string(), param: z.string(), value: z.string(), when: conditionSchema })
    .strict(),
  z
    .object({
      kind: z.literal('price'),
      id: z.string(),
      param: z.string().optional(),
      when: conditionSchema.optional(),
      term: priceTermSchema,
      label: localizedTextSchema,
    })
    .strict(),
  z
    .object({
      kind: z.literal('part'),
      id: z.string(),
      partId: z.string(),
      partCode: z.string(),
      title: localizedTextSchema,
      parent: z.string().optional(),
      when: conditionSchema.optional(),
    })
    .strict(),
]);

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
