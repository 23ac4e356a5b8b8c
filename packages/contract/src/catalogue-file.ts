import { z } from 'zod';
import {
  CATALOGUE_MAX_CENTS,
  catalogueCodeSchema,
  catalogueNumberSchema,
  catalogueRuleSchema,
  catalogueStringSchema,
  catalogueTextSchema,
} from './catalogue-rules';
import { DATA_TYPES } from './constants';
import { DRAWING_KINDS, DRAWING_ROLES } from './door-drawing';

/**
 * The catalogue file: one brand's whole catalogue as JSON (docs/catalogue-format.md). The keys fixed in CONVENTIONS
 * ("Catalogue files") are a contract for outside tools; the JSON Schema editors validate with is generated from these
 * schemas (`npm run catalogue -- schema`). Optional keys stay absent when absent: the server stores a file as it was
 * read and writes it back in this key order, so import → export gives the same bytes.
 */

/** The version of the file format this code reads and writes. */
export const CATALOGUE_FORMAT_VERSION = 1;
/** A catalogue file must be smaller than this (50 MB). */
export const CATALOGUE_FILE_MAX_BYTES = 50 * 1024 * 1024;
/** Where the JSON Schema of the format sits beside the demo files (the `$schema` of every exported file). */
export const CATALOGUE_SCHEMA_FILE_NAME = 'catalogue.schema.json';

const codeSchema = catalogueCodeSchema;
const centsSchema = z.number().int().min(0).max(CATALOGUE_MAX_CENTS);

/** The key of an uploaded catalogue picture in the file store: content-addressed (SHA-256 of the bytes). */
export const CATALOGUE_PICTURE_KEY_PATTERN = /^catalogue-images\/[0-9a-f]{64}\.(png|jpg|webp)$/;
const pictureSchema = z
  .string()
  .regex(CATALOGUE_PICTURE_KEY_PATTERN, 'must be the key of an uploaded picture (catalogue-images/…)')
  .optional()
  .describe('An uploaded picture (its file store key) shown instead of the drawn one');

/**
 * The part of the door drawing a parameter drives (CONVENTIONS "Catalogue files"). Any code is read here, so an unknown
 * role is one lint finding at its place rather than a refused parameter; the JSON Schema lists the roles.
 */
export const drawingRoleSchema = codeSchema.meta({
  id: 'DrawingRole',
  description: 'The part of the door drawing the parameter drives',
  enum: [...DRAWING_ROLES],
});
/** The kind a value of a kind role draws (lint checks it is one of its role's); the JSON Schema lists every kind. */
export const drawingKindSchema = codeSchema.meta({
  id: 'DrawingKind',
  description: 'What the value draws, for a parameter of a kind role (e.g. "double", "clear", "right")',
  enum: [...DRAWING_KINDS],
});

/** A parameter category (configuration step); categories nest through `parent`. */
export const catalogueCategorySchema = z
  .object({
    code: codeSchema,
    parent: codeSchema.optional().describe('The code of the category this one sits in'),
    names: catalogueTextSchema,
    order: z.number().int().min(0).max(1_000_000).optional().describe('Display order among the categories'),
    showZeroPrices: z.boolean().optional().describe('The category shows prices, 0,00 € included'),
  })
  .strict()
  .meta({ id: 'Category' });
/** A parameter category as the file writes it. */
export type CatalogueCategory = z.infer<typeof catalogueCategorySchema>;

/** A value of a parameter; a numeric parameter has one value (code `range`) carrying `min`, `max` and `intValue`. */
export const catalogueValueSchema = z
  .object({
    code: codeSchema,
    names: catalogueTextSchema,
    brandNames: catalogueTextSchema.optional().describe('The brand’s own name of the value'),
    priceCents: centsSchema.optional().describe('List price in cents, before the brand partner’s markup'),
    isDefault: z.boolean().optional(),
    value: catalogueStringSchema()
      .max(200)
      .optional()
      .describe('The value as text (default: the colour, else the code)'),
    image: z.boolean().optional().describe('The value has a picture (default: when it has a colour)'),
    tags: z.array(codeSchema).optional().describe('Tags that rules test with `tag`'),
    color: z
      .string()
      .regex(/^#[0-9A-Fa-f]{6}$/, 'must be a hex colour #RRGGBB')
      .optional(),
    drawing: drawingKindSchema
      .optional()
      .describe('A value of a kind role: the kind it draws; a leaf colour may name its surface'),
    intValue: catalogueNumberSchema().int().optional().describe('Numeric parameters: the default number'),
    min: catalogueNumberSchema().optional().describe('Numeric parameters: the smallest number'),
    max: catalogueNumberSchema().optional().describe('Numeric parameters: the largest number'),
    picture: pictureSchema,
  })
  .strict()
  .meta({ id: 'Value' });
/** A value as the file writes it. */
export type CatalogueValue = z.infer<typeof catalogueValueSchema>;

/** A parameter of the brand; models use a subset of them. */
export const catalogueParameterSchema = z
  .object({
    code: codeSchema,
    dataType: z.enum(DATA_TYPES),
    category: codeSchema.describe('The code of the parameter’s category'),
    names: catalogueTextSchema.describe('The short label shown in the configurator'),
    titles: catalogueTextSchema.optional().describe('A longer description'),
    brandNames: catalogueTextSchema.optional().describe('The brand’s own label (shown first)'),
    order: z.number().int().min(0).max(1_000_000).optional(),
    showPicture: z.boolean().optional(),
    drawing: z
      .object({ role: drawingRoleSchema })
      .strict()
      .optional()
      .describe('The part of the door drawing this parameter drives (absent: it does not change the picture)'),
    values: z.array(catalogueValueSchema),
  })
  .strict()
  .meta({ id: 'Parameter' });
/** A parameter as the file writes it. */
export type CatalogueParameter = z.infer<typeof catalogueParameterSchema>;

/** A category of the model selection (door type, style, material) with its values. */
export const catalogueSelectionSchema = z
  .object({
    code: codeSchema,
    names: catalogueTextSchema,
    values: z.array(z.object({ code: codeSchema, names: catalogueTextSchema }).strict()),
  })
  .strict()
  .meta({ id: 'SelectionCategory' });
/** A selection category as the file writes it. */
export type CatalogueSelection = z.infer<typeof catalogueSelectionSchema>;

/** Rules shared by several models under a code; a model lists the sets it uses before its own rules. */
export const catalogueRuleSetSchema = z
  .object({ code: codeSchema, rules: z.array(catalogueRuleSchema) })
  .strict()
  .meta({ id: 'RuleSet' });
/** A rule set as the file writes it. */
export type CatalogueRuleSet = z.infer<typeof catalogueRuleSetSchema>;

/** How the door of a model is drawn: kind, leaf pattern, glazing cut-outs and inlay. */
export const doorDesignSchema = z
  .object({
    kind: z.enum(['entrance', 'interior', 'glass']),
    pattern: z.enum(['flush', 'panels2', 'panels4', 'panels6', 'grooves-h', 'grooves-v', 'frame', 'glass']),
    glazing: z.enum(['none', 'strip', 'side-strip', 'square', 'three-squares', 'porthole', 'arch', 'large', 'full']),
    inlay: z.enum(['none', 'steel', 'black']),
  })
  .strict()
  .meta({ id: 'DoorDesign' });
/** The drawing recipe of a model. */
export type DoorDesign = z.infer<typeof doorDesignSchema>;

/** How a model without a `design` is drawn: a plain flush interior door. */
export const DEFAULT_DOOR_DESIGN: DoorDesign = { kind: 'interior', pattern: 'flush', glazing: 'none', inlay: 'none' };

/** How a model uses one parameter of the brand. */
export const catalogueModelParameterSchema = z
  .object({
    code: codeSchema,
    values: z.array(codeSchema).optional().describe('The value codes this model offers (default: all)'),
    popup: z.boolean().optional(),
    defaultValue: catalogueStringSchema().max(60).optional().describe('This model’s default value code (or number)'),
    min: catalogueNumberSchema().optional().describe('Numeric parameters: this model’s smallest number'),
    max: catalogueNumberSchema().optional().describe('Numeric parameters: this model’s largest number'),
  })
  .strict()
  .meta({ id: 'ModelParameter' });
/** A model's use of a parameter as the file writes it. */
export type CatalogueModelParameter = z.infer<typeof catalogueModelParameterSchema>;

/** A door model (part) with its parameters, rules, price and drawing. */
export const catalogueModelSchema = z
  .object({
    code: codeSchema,
    name: catalogueStringSchema().min(1).max(200).describe('The model’s name'),
    brandName: catalogueStringSchema()
      .max(200)
      .optional()
      .describe('The name the brand sells it under (default: the name)'),
    titles: catalogueTextSchema,
    basePriceCents: centsSchema,
    isSpecialOffer: z.boolean().optional(),
    isActive: z.boolean().optional().describe('An inactive model is kept but not offered (default: active)'),
    generateLiveImage: z.boolean().optional(),
    tags: z.array(codeSchema).optional().describe('Tags that rules test with `modelTag`'),
    design: doorDesignSchema.optional().describe('How the door is drawn (default: a plain flush interior door)'),
    picture: pictureSchema,
    selection: z
      .array(z.string().regex(/^[^:]+:[^:]+$/, 'must be "category:value"'))
      .optional()
      .describe('Selection values as "category:value"'),
    parameters: z.array(catalogueModelParameterSchema),
    ruleSets: z.array(codeSchema).optional().describe('Rule sets whose rules come before the model’s own'),
    rules: z.array(catalogueRuleSchema).optional(),
  })
  .strict()
  .meta({ id: 'Model' });
/** A model as the file writes it. */
export type CatalogueModel = z.infer<typeof catalogueModelSchema>;

/** A parameter's choice in a test: a value code, or the number or text typed. */
const choiceSchema = z.union([catalogueStringSchema().max(2000), catalogueNumberSchema()]);

/** A catalogue test: starting from the model's default, apply the changes, then check the expectations. */
export const catalogueTestSchema = z
  .object({
    name: catalogueStringSchema().min(1).max(200),
    model: codeSchema,
    changes: z
      .array(z.object({ param: codeSchema, value: choiceSchema }).strict())
      .optional()
      .describe('Changes applied one after the other, as a user would click'),
    expect: z
      .object({
        choices: z.record(z.string(), choiceSchema).optional().describe('Parameter code → chosen value code or number'),
        allowed: z
          .record(z.string(), z.array(codeSchema))
          .optional()
          .describe('Parameter code → exactly the values allowed'),
        enabled: z.array(codeSchema).optional(),
        disabled: z.array(codeSchema).optional(),
        priceCents: z.number().int().optional().describe('The list price (no markup) in cents'),
        priceTerms: z
          .record(z.string(), z.number().int())
          .optional()
          .describe('Rule id → the cents its price term adds (list price), for the rules whose terms are checked'),
        parts: z.array(codeSchema).optional().describe('Part codes the parts tree holds'),
        absentParts: z.array(codeSchema).optional().describe('Part codes the parts tree does not hold'),
        message: catalogueStringSchema()
          .max(2000)
          .optional()
          .describe('Text the last change’s message (English) contains'),
      })
      .strict(),
  })
  .strict()
  .meta({ id: 'Test' });
/** A catalogue test as the file writes it. */
export type CatalogueTest = z.infer<typeof catalogueTestSchema>;

/** Schema of a catalogue file. */
export const catalogueFileSchema = z
  .object({
    $schema: catalogueStringSchema().max(2000).optional(),
    formatVersion: z.literal(CATALOGUE_FORMAT_VERSION),
    brand: z.object({ name: catalogueStringSchema().min(1).max(200) }).strict(),
    categories: z.array(catalogueCategorySchema),
    parameters: z.array(catalogueParameterSchema),
    selection: z.array(catalogueSelectionSchema).optional(),
    ruleSets: z.array(catalogueRuleSetSchema).optional(),
    models: z.array(catalogueModelSchema),
    tests: z.array(catalogueTestSchema).optional(),
  })
  .strict()
  .meta({ id: 'Catalogue', title: 'Door configurator catalogue', description: 'One brand’s catalogue.' });
/** A catalogue file. */
export type CatalogueFile = z.infer<typeof catalogueFileSchema>;

/** The JSON Schema of the catalogue file (draft 2020-12), as editors read it. */
export const catalogueJsonSchema = (): Record<string, unknown> =>
  z.toJSONSchema(catalogueFileSchema, {
    io: 'input',
    override: (context) => {
      // The zod schema lets a language be missing so lint can name each one; an editor should still ask for all four.
      if (context.zodSchema === catalogueTextSchema) {
        context.jsonSchema.required = ['sl', 'en', 'de', 'fr'];
      }
    },
  }) as Record<string, unknown>;
