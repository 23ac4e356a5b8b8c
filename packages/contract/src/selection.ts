import { z } from 'zod';
import { guidSchema, languageSchema, moneySchema, textSchema } from './common';
import { LIMITS } from './limits';

/** A chosen filter: a selection category and the values picked in it (any of them matches). */
export const selectionFilterSchema = z.object({
  id: guidSchema,
  values: z.array(z.object({ id: guidSchema })).max(200),
});

/** Body of `POST /selection/models/{bpi}` and `/selection/categories/{bpi}` (and their `auth` variants). */
export const selectionQuerySchema = z.object({
  categories: z.array(selectionFilterSchema).max(50).default([]),
  textFilter: textSchema().max(LIMITS.textMax).default(''),
  lang: languageSchema.optional(),
  /** Extension: 1-based page of LIMITS.modelPageSize models; without it the first page. */
  page: z.number().int().min(1).max(100000).optional(),
  /** Extension: models per page, at most 100; default LIMITS.modelPageSize. */
  pageSize: z.number().int().min(1).max(100).optional(),
});
/** Body of the selection calls. */
export type SelectionQuery = z.input<typeof selectionQuerySchema>;

/** A model (part) card of the selection. */
export const selectionModelSchema = z.object({
  Id: guidSchema,
  PartId: guidSchema,
  /** Name in the caller's language. */
  Name: z.string(),
  Title: z.string(),
  /** The brand's name of the model, else its title, else its name. */
  BrandName: z.string(),
  /** Picture of the model, original variant. */
  Image: z.string(),
  /** Picture of the model, XXL variant (model cards). */
  ImageXXL: z.string(),
  /** Base price on the brand partner's price list; null for anonymous callers. */
  Price: moneySchema.nullable(),
  Order: z.number().int(),
  IsSpecialOffer: z.boolean(),
});
/** A model (part) card of the selection. */
export type SelectionModel = z.infer<typeof selectionModelSchema>;

/** Reply of `POST /selection/models/{bpi}`: one page of the matching models, special offers first. */
export const selectionModelsReplySchema = z.object({
  BrandModelsSpecial: z.array(selectionModelSchema),
  BrandModelsNotSpecial: z.array(selectionModelSchema),
  Page: z.number().int(),
  PageSize: z.number().int(),
  /** How many models match in all pages. */
  Total: z.number().int(),
  HasMore: z.boolean(),
  /** Currency of the brand partner's prices (ISO 4217), for the 'from' prices of the cards. */
  Currency: z.string(),
});
/** Reply of `POST /selection/models/{bpi}`. */
export type SelectionModelsReply = z.infer<typeof selectionModelsReplySchema>;

/** A value of a selection category; Active tells whether picking it still leaves matching models. */
export const selectionCategoryValueSchema = z.object({
  BrandPartnerCategoryValueId: guidSchema,
  Name: z.string(),
  Active: z.boolean(),
  Order: z.number().int(),
  /** How many models match the current filter with this value picked instead of the category's other values. */
  Count: z.number().int(),
});

/** A selection category (e.g. door type, style, material) with its values. */
export const selectionCategorySchema = z.object({
  BrandPartnerCategoryId: guidSchema,
  Name: z.string(),
  Order: z.number().int(),
  CategoryValues: z.array(selectionCategoryValueSchema),
});
/** A selection category with its values. */
export type SelectionCategory = z.infer<typeof selectionCategorySchema>;

/** Reply of `POST /selection/categories/{bpi}`. */
export const selectionCategoriesReplySchema = z.array(selectionCategorySchema);
