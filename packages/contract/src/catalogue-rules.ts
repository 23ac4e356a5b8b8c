import { z } from 'zod';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from './common';
import { CATALOGUE_CONDITION_MAX_DEPTH, CATALOGUE_NUMBER_MAX } from './limits';

/**
 * Rules are data: a small typed declarative form (docs/decisions.md "Rules as data"). Parameters and values are named
 * by their catalogue codes, so a rule reads like the sentence it encodes and survives id changes. The catalogue file,
 * the engine and the browser-side engine share these schemas.
 */

/** A code of the catalogue (category, parameter, value, model, rule, part, tag): letters, digits, `_`, `.`, `-`. */
export const catalogueCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'must be letters, digits, "_", "." or "-", starting with a letter or digit')
  .max(60);

/**
 * A text of a catalogue file (a name, a title, a test's name): the API's text rule, so no control character and no
 * unpaired surrogate reaches the database, a document or an export (issue 37).
 */
export const catalogueStringSchema = () => z.string().refine(isSafeText, { message: UNSAFE_TEXT_MESSAGE });

/**
 * A number of a catalogue (a range's bound, a default, a condition's bound): within ±CATALOGUE_NUMBER_MAX, where the
 * engine computes every price exactly.
 */
export const catalogueNumberSchema = () => z.number().min(-CATALOGUE_NUMBER_MAX).max(CATALOGUE_NUMBER_MAX);

/**
 * How deep a rule condition nests (a leaf is 1), counted without recursion so a hostile file cannot overflow the
 * stack; stops counting past `CATALOGUE_CONDITION_MAX_DEPTH + 1`.
 */
export const conditionDepth = (condition: unknown): number => {
  let deepest = 0;
  const stack: [unknown, number][] = [[condition, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (typeof node !== 'object' || node === null) {
      continue;
    }
    deepest = Math.max(deepest, depth);
    if (deepest > CATALOGUE_CONDITION_MAX_DEPTH) {
      return deepest;
    }
    const record = node as Record<string, unknown>;
    for (const key of ['all', 'any'] as const) {
      if (Array.isArray(record[key])) {
        for (const child of record[key] as unknown[]) {
          stack.push([child, depth + 1]);
        }
      }
    }
    if ('not' in record) {
      stack.push([record.not, depth + 1]);
    }
  }
  return deepest;
};

/**
 * A text in sl, en, de and fr. Every language may be missing or empty here: the catalogue lint reports each missing
 * one with its place, instead of refusing the whole entry (the JSON Schema still asks an editor for all four).
 */
export const catalogueTextSchema = z
  .object({
    sl: catalogueStringSchema().max(1000).optional(),
    en: catalogueStringSchema().max(1000).optional(),
    de: catalogueStringSchema().max(1000).optional(),
    fr: catalogueStringSchema().max(1000).optional(),
  })
  .strict()
  .meta({ id: 'Text', description: 'A text in Slovenian, English, German and French.' });
/** A text in the four languages as a catalogue file carries it (a language may be missing: lint reports it). */
export type CatalogueText = z.infer<typeof catalogueTextSchema>;

/** A condition over the choices (and the model's tags) under which a rule holds. */
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
export const conditionSchema: z.ZodType<Condition> = z
  .lazy(() =>
    z.union([
      z.object({ all: z.array(conditionSchema).min(1) }).strict(),
      z.object({ any: z.array(conditionSchema).min(1) }).strict(),
      z.object({ not: conditionSchema }).strict(),
      z.object({ param: catalogueCodeSchema, in: z.array(catalogueCodeSchema).min(1) }).strict(),
      z.object({ param: catalogueCodeSchema, tag: catalogueCodeSchema }).strict(),
      z
        .object({
          param: catalogueCodeSchema,
          gte: catalogueNumberSchema().optional(),
          lte: catalogueNumberSchema().optional(),
        })
        .strict()
        .refine((c) => c.gte !== undefined || c.lte !== undefined, 'gte or lte is required'),
      z.object({ modelTag: catalogueCodeSchema }).strict(),
    ]),
  )
  .meta({
    id: 'Condition',
    description:
      'all / any / not of conditions; a parameter whose value is `in` a list or carries a `tag`; a number within `gte`..`lte`; or a `modelTag`.',
  });

/** A number, or another parameter's number times a factor plus an offset (dependent ranges). */
export type NumberExpression = number | { param: string; times?: number; plus?: number };
const numberExpressionSchema: z.ZodType<NumberExpression> = z.union([
  catalogueNumberSchema(),
  z
    .object({
      param: catalogueCodeSchema,
      times: z.number().min(-1000).max(1000).optional(),
      plus: catalogueNumberSchema().optional(),
    })
    .strict(),
]);

/** The largest amount a price in a catalogue may carry, in cents (ten million euros). */
export const CATALOGUE_MAX_CENTS = 1_000_000_000;
const centsSchema = z.number().int().min(0).max(CATALOGUE_MAX_CENTS);

/** A price term of a rule; every amount is in cents of the brand's list price. */
export type PriceTermDefinition =
  | { type: 'fixed'; cents: number }
  | { type: 'perM2'; centsPerM2: number; width: string; height: string }
  | { type: 'perMmOver'; of: string; thresholdMm: number; centsPerMm: number }
  /** Percentage (basis points) of the sum of every term that is not a percentage. */
  | { type: 'percent'; basisPoints: number };
const priceTermSchema: z.ZodType<PriceTermDefinition> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('fixed'), cents: centsSchema }).strict(),
  z
    .object({
      type: z.literal('perM2'),
      centsPerM2: centsSchema,
      width: catalogueCodeSchema,
      height: catalogueCodeSchema,
    })
    .strict(),
  z
    .object({
      type: z.literal('perMmOver'),
      of: catalogueCodeSchema,
      thresholdMm: catalogueNumberSchema().int(),
      centsPerMm: centsSchema,
    })
    .strict(),
  z.object({ type: z.literal('percent'), basisPoints: z.number().int().min(-10000).max(100000) }).strict(),
]);

const ruleId = catalogueCodeSchema.describe('The rule’s code, unique within a model');

const enableRuleSchema = z
  .object({
    kind: z.literal('enable'),
    id: ruleId,
    param: catalogueCodeSchema,
    when: conditionSchema,
    reason: catalogueTextSchema,
  })
  .strict()
  .describe('The parameter is enabled only while the condition holds.');
const allowRuleSchema = z
  .object({
    kind: z.literal('allow'),
    id: ruleId,
    param: catalogueCodeSchema,
    values: z.array(catalogueCodeSchema).min(1),
    when: conditionSchema,
    reason: catalogueTextSchema,
  })
  .strict()
  .describe('The listed values of the parameter are allowed only while the condition holds.');
const rangeRuleSchema = z
  .object({
    kind: z.literal('range'),
    id: ruleId,
    param: catalogueCodeSchema,
    when: conditionSchema.optional(),
    min: numberExpressionSchema.optional(),
    max: numberExpressionSchema.optional(),
    reason: catalogueTextSchema,
  })
  .strict()
  .describe('While the condition holds, the parameter’s number stays within min..max (either may depend on others).');
const defaultRuleSchema = z
  .object({
    kind: z.literal('default'),
    id: ruleId,
    param: catalogueCodeSchema,
    value: catalogueStringSchema().max(60),
    when: conditionSchema,
  })
  .strict()
  .describe('While the condition holds, the parameter’s default is this value code (or number, for numeric types).');
const priceRuleSchema = z
  .object({
    kind: z.literal('price'),
    id: ruleId,
    param: catalogueCodeSchema.optional(),
    when: conditionSchema.optional(),
    term: priceTermSchema,
    label: catalogueTextSchema,
  })
  .strict()
  .describe('A price term added while the condition holds (and, with `param`, while that parameter is enabled).');
const partRuleSchema = z
  .object({
    kind: z.literal('part'),
    id: ruleId,
    partId: z
      .string()
      .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'must be a GUID')
      .optional()
      .describe('The part’s id (PartId); default: derived from the brand, the model and the part code'),
    partCode: catalogueCodeSchema,
    title: catalogueTextSchema,
    parent: catalogueCodeSchema.optional(),
    when: conditionSchema.optional(),
  })
  .strict()
  .describe('A parts-tree entry present while the condition holds (under the part `parent`, else under the model).');

/** Schema of a rule as a catalogue file writes it (a part's id may be left out: the server derives it). */
export const catalogueRuleSchema = z
  .discriminatedUnion('kind', [
    enableRuleSchema,
    allowRuleSchema,
    rangeRuleSchema,
    defaultRuleSchema,
    priceRuleSchema,
    partRuleSchema,
  ])
  .meta({ id: 'Rule' });
/** A rule as a catalogue file writes it. */
export type CatalogueRule = z.infer<typeof catalogueRuleSchema>;
/** The kinds of rule. */
export const RULE_KINDS = ['enable', 'allow', 'range', 'default', 'price', 'part'] as const;
