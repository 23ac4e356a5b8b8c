import { z } from 'zod';
import { doorDesignSchema } from './catalogue-file';
import { conditionSchema } from './catalogue-rules';
import { guidSchema, localizedTextSchema, optionalIdSchema } from './common';
import { dataTypeSchema } from './configurator';
import { DRAWING_ROLES, type DrawingRole } from './door-drawing';

/**
 * The definition's amounts are on the caller's price list, in 1/10 000 of a cent (docs/decisions.md "Instant
 * configurator"): the browser runs the engine with this markup, whose factor (10 000 + markup) / 10 000 is 1/10 000,
 * so every term rounds exactly where the server's does, without the brand's list prices or the markup leaving it.
 */
export const DEFINITION_PRICE_SCALE = 10_000;
/** The markup (basis points) the browser's engine runs a definition with. */
export const DEFINITION_MARKUP_BASIS_POINTS = 1 - DEFINITION_PRICE_SCALE;

const amountSchema = z.number().int().describe('An amount in 1/10 000 cent on the caller’s price list');

const namesSchema = z.object({
  name: localizedTextSchema,
  title: localizedTextSchema,
  brandName: localizedTextSchema.nullable(),
});

const categorySchema = z.object({
  id: guidSchema,
  parentId: guidSchema.nullable(),
  names: localizedTextSchema,
  order: z.number(),
  showZeroPrices: z.boolean(),
  statusId: guidSchema,
});

const valueSchema = z.object({
  id: guidSchema,
  code: z.string(),
  names: localizedTextSchema,
  brandNames: localizedTextSchema.nullable(),
  intValue: z.number().int().nullable(),
  value: z.string(),
  priceCents: amountSchema,
  hasImage: z.boolean(),
  isDefault: z.boolean(),
  tags: z.array(z.string()),
  color: z.string().nullable(),
  drawingKind: z.string().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
});

const parameterSchema = z.object({
  id: guidSchema,
  partParameterId: guidSchema,
  code: z.string(),
  dataType: dataTypeSchema,
  order: z.number(),
  showPicture: z.boolean(),
  isPopup: z.boolean(),
  names: namesSchema,
  category: categorySchema,
  drawingRole: z.enum(DRAWING_ROLES as [DrawingRole, ...DrawingRole[]]).nullable(),
  values: z.array(valueSchema),
});

// The condition's first level inline: OpenAPI 3.0 writes an optional reference as a one-member allOf.
const optionalWhenSchema = z
  .union([
    z.object({ all: z.array(conditionSchema) }),
    z.object({ any: z.array(conditionSchema) }),
    z.object({ not: conditionSchema }),
    z.object({ param: z.string(), in: z.array(z.string()) }),
    z.object({ param: z.string(), tag: z.string() }),
    z.object({ param: z.string(), gte: z.number().optional(), lte: z.number().optional() }),
    z.object({ modelTag: z.string() }),
  ])
  .optional();

const numberExpressionSchema = z.union([
  z.number(),
  z.object({ param: z.string(), times: z.number().optional(), plus: z.number().optional() }),
]);

const priceTermSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('fixed'), cents: amountSchema }),
  z.object({ type: z.literal('perM2'), centsPerM2: amountSchema, width: z.string(), height: z.string() }),
  z.object({ type: z.literal('perMmOver'), of: z.string(), thresholdMm: z.number().int(), centsPerMm: amountSchema }),
  z.object({ type: z.literal('percent'), basisPoints: z.number().int() }),
]);

const ruleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('enable'),
    id: z.string(),
    param: z.string(),
    when: conditionSchema,
    reason: localizedTextSchema,
  }),
  z.object({
    kind: z.literal('allow'),
    id: z.string(),
    param: z.string(),
    values: z.array(z.string()),
    when: conditionSchema,
    reason: localizedTextSchema,
  }),
  z.object({
    kind: z.literal('range'),
    id: z.string(),
    param: z.string(),
    when: optionalWhenSchema,
    min: numberExpressionSchema.optional(),
    max: numberExpressionSchema.optional(),
    reason: localizedTextSchema,
  }),
  z.object({ kind: z.literal('default'), id: z.string(), param: z.string(), value: z.string(), when: conditionSchema }),
  z.object({
    kind: z.literal('price'),
    id: z.string(),
    param: z.string().optional(),
    when: optionalWhenSchema,
    term: priceTermSchema,
    label: localizedTextSchema,
  }),
  z.object({
    kind: z.literal('part'),
    id: z.string(),
    partId: guidSchema,
    partCode: z.string(),
    title: localizedTextSchema,
    parent: z.string().optional(),
    when: optionalWhenSchema,
  }),
]);

/** A model as the engine compiles it: parameters, values and rules, with amounts on the caller's price list. */
export const modelDefinitionSchema = z
  .object({
    id: guidSchema,
    code: z.string(),
    names: namesSchema,
    basePriceCents: amountSchema,
    tags: z.array(z.string()),
    parameters: z.array(parameterSchema),
    rules: z.array(ruleSchema),
  })
  .meta({ id: 'ModelDefinition' });

/** Path of `GET /configurator/definition/{versionId}/model/{partId}`: one model of one catalogue version. */
export const modelDefinitionParamsSchema = z.object({
  versionId: guidSchema.describe('The catalogue version (Metadata.Catalogue.VersionId)'),
  partId: guidSchema.describe('The model'),
});

/** Query of the definition: whose price list and pictures apply (the document's, when it sells the same brand). */
export const modelDefinitionQuerySchema = z.object({
  brandPartnerId: guidSchema.describe('The configuration’s brand partner'),
  documentId: optionalIdSchema.describe('The document the configuration is in, whose price list applies'),
  format: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .optional()
    .describe('The definition form the caller reads (MODEL_DEFINITION_FORMAT); the reply is always the current form'),
});

/**
 * Reply of the definition: what the browser needs to evaluate every change itself with the server's engine and
 * drawing code. Without price data (every amount 0, no price rules) for a caller who may not see prices, and without
 * parts rules for a caller who may not see the parts tree.
 */
export const modelDefinitionReplySchema = z.object({
  VersionId: guidSchema,
  PartId: guidSchema,
  /** The brand partner whose price list the amounts are on and whose addresses the value pictures use. */
  BrandPartnerId: guidSchema,
  ShowPrices: z.boolean(),
  ShowPartsTree: z.boolean(),
  /** The markup the engine runs the definition with (see DEFINITION_PRICE_SCALE). */
  MarkupBasisPoints: z.number().int(),
  Design: doorDesignSchema,
  Model: modelDefinitionSchema,
});
/** Reply of the definition. */
export type ModelDefinitionReply = z.infer<typeof modelDefinitionReplySchema>;

/** Most differences one defect report carries. */
export const DEFECT_DIFFERENCES_MAX = 20;

const DEFECT_NUMBER = '-?\\d+(?:\\.\\d+)?(?:e[+-]?\\d+)?';
const DEFECT_DIGEST = 'h:[0-9a-f]{8}';
const DEFECT_BOUND = `(?:${DEFECT_NUMBER}|null|undefined)`;
/**
 * What a defect report may say a result was: an id, a number, a digest (`h:` and 8 hex digits), `null`, `absent` or
 * `none`, an enabled flag with its reason's digest, or a range; never text (issue 37: it carried 120 free characters).
 */
export const DEFECT_VALUE_PATTERN = new RegExp(
  `^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|${DEFECT_NUMBER}|${DEFECT_DIGEST}|null|absent|none|(?:true|false):(?:${DEFECT_DIGEST}|null)|${DEFECT_BOUND}\\.\\.${DEFECT_BOUND})$`,
);
const defectValueSchema = z
  .string()
  .max(120)
  .regex(DEFECT_VALUE_PATTERN, 'must be an id, a number, a digest or a range, never text');

/** One difference between the browser's result and the server's, without any text the customer typed. */
export const configuratorDefectDifferenceSchema = z.object({
  Field: z.enum(['price', 'choice', 'enabled', 'allowed', 'range', 'message', 'picture', 'parts']),
  /** The parameter the difference is in; absent for the price, message, picture and parts. */
  ParameterId: guidSchema.optional(),
  /** Value ids, numbers or a digest: never typed text. */
  Browser: defectValueSchema,
  Server: defectValueSchema,
});
/** One difference between the browser's and the server's result. */
export type ConfiguratorDefectDifference = z.infer<typeof configuratorDefectDifferenceSchema>;

/** Body of `POST /configurator/{configurationId}/defect`: what differed after which change. */
export const configuratorDefectBodySchema = z.object({
  VersionId: guidSchema,
  PartId: guidSchema,
  /** The parameter the change was made to. */
  ParameterId: guidSchema,
  Differences: z.array(configuratorDefectDifferenceSchema).min(1).max(DEFECT_DIFFERENCES_MAX),
});
/** Body of a defect report. */
export type ConfiguratorDefectBody = z.infer<typeof configuratorDefectBodySchema>;
