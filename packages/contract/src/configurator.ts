import { z } from 'zod';
import { guidSchema, moneySchema, optionalIdSchema, textSchema } from './common';
import { DATA_TYPES, IMAGE_VARIANTS } from './constants';
import { LIMITS } from './limits';

/** Schema of a parameter data type. */
export const dataTypeSchema = z.enum(DATA_TYPES);

/** Schema of an image size. */
export const imageVariantSchema = z.enum(IMAGE_VARIANTS);

/** One value of a parameter as shown in the tree, with whether the current choices allow it and why not. */
export const parameterValueSchema = z.object({
  ParameterValueId: guidSchema,
  /** Name in the caller's language. */
  ParameterValueName: z.string(),
  /** The brand's name of the value, else its name. */
  ParameterBrandValue: z.string(),
  IntValue: z.number().int().nullable(),
  /** The value as text (a code, a number or a hex colour). */
  ParameterValue: z.string(),
  /** Picture of the value (M variant by default); null when the value has none. */
  ImageUrl: z.string().nullable(),
  IsDefault: z.boolean(),
  Tags: z.array(z.string()),
  /** Hex colour (#RRGGBB) for colour values. */
  Color: z.string().nullable(),
  MinValue: z.number().nullable(),
  MaxValue: z.number().nullable(),
  /** What choosing this value adds to the price; null for anonymous callers. */
  Price: moneySchema.nullable(),
  /** Whether the current choices allow this value; a value that is not allowed may still be chosen (others move). */
  IsAllowed: z.boolean(),
  /** Why the value is not allowed, naming the rule and the choice that excludes it; null when allowed. */
  NotAllowedReason: z.string().nullable(),
});
/** One value of a parameter as shown in the tree. */
export type ParameterValue = z.infer<typeof parameterValueSchema>;

/** A parameter of the configuration tree with its selected value, state and values (specification §3). */
export const treeParameterSchema = z.object({
  ParameterId: guidSchema,
  /** Id of the parameter within this model (part). */
  ParameterPartId: guidSchema,
  /** Display name: the brand name, else the title, else the name. */
  Name: z.string(),
  ParameterName: z.string(),
  ParameterTitle: z.string(),
  ParameterBrandName: z.string().nullable(),
  DataType: dataTypeSchema,
  Order: z.number().int(),
  IsEnabled: z.boolean(),
  /** Why the parameter is not enabled; null when enabled. */
  NotEnabledReason: z.string().nullable(),
  ShowPicture: z.boolean(),
  CategoryId: guidSchema,
  Category: z.string(),
  CategoryParentId: guidSchema.nullable(),
  CategoryOrder: z.number().int(),
  CategoryStatusId: guidSchema,
  /** Selected value (list types); null when nothing is selected or the type takes a custom value. */
  ParameterValueId: guidSchema.nullable(),
  ParameterValueName: z.string().nullable(),
  ParameterBrandValue: z.string().nullable(),
  /** Selected value as text: the value's text for list types, the typed number or text otherwise. */
  ParameterValue: z.string().nullable(),
  /** Current range of numeric types (it may depend on other choices); null for other types. */
  MinValue: z.number().nullable(),
  MaxValue: z.number().nullable(),
  /** Why the minimum is what it is: the reason of the rule that sets it, in the caller's language; null: own range. */
  MinReason: z.string().nullable().optional(),
  /** Why the maximum is what it is: the reason of the rule that sets it, in the caller's language; null: own range. */
  MaxReason: z.string().nullable().optional(),
  /** What this parameter adds to the price; null for anonymous callers. */
  Price: moneySchema.nullable(),
  Values: z.array(parameterValueSchema),
});
/** A parameter of the configuration tree. */
export type TreeParameter = z.infer<typeof treeParameterSchema>;

/** A parameter offered as a quick choice over the picture (e.g. opening direction). */
export const popupParameterSchema = z.object({
  label: z.string(),
  ParameterId: guidSchema,
  PartId: guidSchema,
  Values: z.array(parameterValueSchema),
  SelectedValue: guidSchema.nullable(),
});
/** A parameter offered as a quick choice over the picture. */
export type PopupParameter = z.infer<typeof popupParameterSchema>;

/** A node of the parts tree (bill of materials). */
export type PartsTreeNode = { Title: string; PartCode: string; PartId: string; Childs: PartsTreeNode[] };
/** A node of the parts tree (bill of materials). */
export const partsTreeNodeSchema: z.ZodType<PartsTreeNode> = z
  .lazy(() =>
    z.object({ Title: z.string(), PartCode: z.string(), PartId: z.string(), Childs: z.array(partsTreeNodeSchema) }),
  )
  // A recursive schema needs a name: the OpenAPI document refers to it as a component.
  .meta({ id: 'PartsTreeNode', description: 'A node of the parts tree (bill of materials) with its children.' });

/** One choice the engine had to move after a change, and why. */
export const configurationChangeSchema = z.object({
  ParameterId: guidSchema,
  Parameter: z.string(),
  /** Previous value as shown to the user; null when there was none. */
  From: z.string().nullable(),
  /** New value; null when the parameter was cleared because it is no longer enabled. */
  To: z.string().nullable(),
  Reason: z.string(),
});
/** One choice the engine had to move after a change. */
export type ConfigurationChange = z.infer<typeof configurationChangeSchema>;

/** The catalogue a configuration is priced with, and whether it may move to the current one. */
export const configurationCatalogueSchema = z.object({
  /** The id of the version the configuration is priced with (versions never change: cacheable by it). */
  VersionId: guidSchema,
  /** The version the configuration is priced with. */
  Version: z.number().int(),
  /** The brand's current version; null before any publish. */
  CurrentVersion: z.number().int().nullable(),
  /** A configuration of a document that is not read-only, priced with an older version: it may be updated. */
  CanUpdate: z.boolean(),
});
/** The catalogue a configuration is priced with. */
export type ConfigurationCatalogue = z.infer<typeof configurationCatalogueSchema>;

/** Metadata of a configuration (specification §7, create). */
export const configurationMetadataSchema = z.object({
  ConfigurationId: guidSchema,
  PartId: guidSchema,
  BrandPartnerId: guidSchema,
  ModelName: z.string(),
  ModelTitle: z.string(),
  BrandModelName: z.string(),
  /** Base price of the model on the brand partner's price list; null for anonymous callers. */
  ModelPrice: moneySchema.nullable(),
  /** Address of the drawn door (PNG) with a time-stamp query so a changed door is never served from a cache. */
  FinalImageUrl: z.string(),
  /** The drawn door as an SVG data URL when `showImage` was asked for; else null. */
  FinalImage: z.string().nullable(),
  GenerateLiveImage: z.boolean(),
  /** Address of the model's picture (original variant). */
  PartPicture: z.string(),
  Comment: z.string(),
  /** False when the caller may not change this configuration. */
  CanEdit: z.boolean(),
  InApproval: z.boolean(),
  HasDocument: z.boolean(),
  /** Position in the document (admin variant with `p`); null otherwise. */
  Position: z.number().int().nullable(),
  /** The parameter of data type `comment` whose value is the configuration's comment; null when the model has none. */
  CommentParameterId: guidSchema.nullable(),
  /** True after the configuration was added to the cart or sent in an inquiry. */
  IsPublished: z.boolean(),
  /** The catalogue version it is priced with, and whether it may be updated to the current one. */
  Catalogue: configurationCatalogueSchema,
});
/** Metadata of a configuration. */
export type ConfigurationMetadata = z.infer<typeof configurationMetadataSchema>;

/** Tree and popup parameters of a configuration. */
export const configurationViewModelSchema = z.object({
  Tree: z.array(treeParameterSchema),
  PopupParameters: z.array(popupParameterSchema),
});

/** Reply of `GET /configurator/create` (all variants). */
export const configurationReplySchema = z.object({
  Metadata: configurationMetadataSchema,
  ViewModel: configurationViewModelSchema,
  /** Total price on the caller's brand partner price list; null for anonymous callers. */
  Price: moneySchema.nullable(),
  /** What the engine changed and why, in the caller's language; null when nothing had to move. */
  Message: z.string().nullable(),
  /** The same changes, one per moved choice. */
  Changes: z.array(configurationChangeSchema),
  /** Parts tree (bill of materials); only for staff callers, else null. */
  PartsTree: z.array(partsTreeNodeSchema).nullable(),
});
/** Reply of `GET /configurator/create`. */
export type ConfigurationReply = z.infer<typeof configurationReplySchema>;

/** Reply of `GET /configurator/update` (all variants): the spec's Tree, Metadata, Price and Message at the top. */
export const configurationUpdateReplySchema = z.object({
  Tree: z.array(treeParameterSchema),
  PopupParameters: z.array(popupParameterSchema),
  Metadata: configurationMetadataSchema,
  Price: moneySchema.nullable(),
  Message: z.string().nullable(),
  Changes: z.array(configurationChangeSchema),
  PartsTree: z.array(partsTreeNodeSchema).nullable(),
});
/** Reply of `GET /configurator/update`. */
export type ConfigurationUpdateReply = z.infer<typeof configurationUpdateReplySchema>;

const optionalBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

/** Query of `GET /configurator/create`: a new configuration of `partId`, or an existing `configurationId`. */
export const configurationCreateQuerySchema = z
  .object({
    brandPartnerId: guidSchema.describe('The storefront the configuration belongs to'),
    configurationId: optionalIdSchema.describe('An existing configuration to open'),
    partId: optionalIdSchema.describe('The model of a new configuration (when no configurationId is given)'),
    showImage: optionalBoolean,
    documentConfigurationId: optionalIdSchema,
    documentId: optionalIdSchema,
    /** Position in the document (admin variant, with partId). */
    p: z.coerce.number().int().min(0).optional(),
  })
  .refine((query) => Boolean(query.configurationId) || Boolean(query.partId), {
    message: 'configurationId or partId is required',
    path: ['partId'],
  });
/** Query of `GET /configurator/create`. */
export type ConfigurationCreateQuery = z.infer<typeof configurationCreateQuerySchema>;

/** Query of `GET /configurator/update`: one change, a value id for list types or `customValue` for the others. */
export const configurationUpdateQuerySchema = z.object({
  brandPartnerId: guidSchema,
  configurationId: guidSchema,
  partId: guidSchema,
  parameterId: guidSchema,
  parameterValueId: optionalIdSchema,
  customValue: textSchema().max(LIMITS.commentMax).optional(),
  documentConfigurationId: optionalIdSchema,
  documentId: optionalIdSchema,
});
/** Query of `GET /configurator/update`. */
export type ConfigurationUpdateQuery = z.infer<typeof configurationUpdateQuerySchema>;

/** Path of calls on one configuration. */
export const configurationIdParamsSchema = z.object({ configurationId: guidSchema.describe('The configuration') });

/** Query of `GET /configurator/{configurationId}/price`. */
export const configurationPriceQuerySchema = z.object({
  documentId: optionalIdSchema.describe('The document whose prices apply'),
});
/** Reply of `GET /configurator/{configurationId}/price`: null for anonymous callers. */
export const configurationPriceReplySchema = z.object({ Price: moneySchema.nullable(), Currency: z.string() });
/** Reply of `GET /configurator/{configurationId}/price`. */
export type ConfigurationPriceReply = z.infer<typeof configurationPriceReplySchema>;

/** Query of `GET /configurator/{configurationId}/image`: a time stamp only defeats caches. */
export const configurationImageQuerySchema = z.object({
  t: textSchema().max(40).optional(),
  /** svg instead of the default png. */
  format: z.enum(['png', 'svg']).optional(),
  variant: imageVariantSchema.optional(),
});

/** Path of `GET /configurator/values/{partId}`. */
export const partIdParamsSchema = z.object({ partId: guidSchema.describe('The model (a part of the catalogue)') });
/** Query of `GET /configurator/values/{partId}`. */
export const parameterValuesQuerySchema = z.object({
  parameterId: guidSchema.describe('The parameter whose values are listed'),
  brandPartnerId: guidSchema.describe('The storefront'),
});
/** Reply of `GET /configurator/values/{partId}`: every value of the parameter in this model. */
export const parameterValuesReplySchema = z.array(parameterValueSchema);

/** Query of `GET /configurator/part/{partId}/image` (model and value pictures, drawn from the catalogue). */
export const partImageQuerySchema = z.object({
  brandPartnerId: guidSchema,
  variant: imageVariantSchema.optional(),
  /** A value of the model's parameter to picture instead of the model (M variant pictures). */
  parameterValueId: optionalIdSchema,
  format: z.enum(['png', 'svg']).optional(),
  t: textSchema().max(40).optional(),
});

/** Body of `POST /configurator/{configurationId}/updatecomment`. */
export const updateCommentBodySchema = z.object({ Comment: textSchema().max(LIMITS.commentMax) });
/** Body of `POST /configurator/{configurationId}/updatecomment`. */
export type UpdateCommentBody = z.infer<typeof updateCommentBodySchema>;
/** Reply of `POST /configurator/{configurationId}/updatecomment`. */
export const updateCommentReplySchema = z.object({ ConfigurationId: guidSchema, Comment: z.string() });
/** Reply of `POST /configurator/{configurationId}/updatecomment`. */
export type UpdateCommentReply = z.infer<typeof updateCommentReplySchema>;

/** Query of the overview calls. */
export const overviewQuerySchema = z.object({
  brandPartnerId: guidSchema.describe('The storefront'),
  documentId: optionalIdSchema.describe('The document whose prices apply'),
});

/** A chosen parameter in the overview. */
export const overviewParameterSchema = z.object({
  ParameterId: guidSchema,
  ParameterName: z.string(),
  ParameterTitle: z.string(),
  ParameterBrandName: z.string().nullable(),
  ParameterValue: z.string(),
  ParameterBrandValue: z.string(),
  ParameterValueName: z.string(),
  /** Null for anonymous callers. */
  ParameterPrice: moneySchema.nullable(),
});
/** A category of the overview with its chosen parameters and nested categories. */
export type OverviewCategory = {
  CategoryId: string;
  ParameterCategoryName: string;
  ParameterCategoryPrice: number | null;
  ShowZeroPrices: boolean;
  Order: number;
  Parameters: z.infer<typeof overviewParameterSchema>[];
  Categories: OverviewCategory[];
};
/** A category of the overview with its chosen parameters and nested categories. */
export const overviewCategorySchema: z.ZodType<OverviewCategory> = z
  .lazy(() =>
    z.object({
      CategoryId: guidSchema,
      ParameterCategoryName: z.string(),
      ParameterCategoryPrice: moneySchema.nullable(),
      ShowZeroPrices: z.boolean(),
      Order: z.number().int(),
      Parameters: z.array(overviewParameterSchema),
      Categories: z.array(overviewCategorySchema),
    }),
  )
  .meta({ id: 'OverviewCategory', description: 'A category of the overview with its parameters and subcategories.' });
/** Reply of the overview calls: chosen parameters by category and the total (prices null for anonymous callers). */
export const overviewReplySchema = z.object({
  Metadata: configurationMetadataSchema,
  Categories: z.array(overviewCategorySchema),
  /** The model's base price and every term that belongs to no parameter; null for anonymous callers. */
  ModelPrice: moneySchema.nullable(),
  ConfigurationPrice: moneySchema.nullable(),
  Currency: z.string(),
  PartsTree: z.array(partsTreeNodeSchema).nullable(),
});
/** Reply of the overview calls. */
export type OverviewReply = z.infer<typeof overviewReplySchema>;

/** Query of `GET /configurator/{id}/pricefile`. */
export const priceFileQuerySchema = z.object({
  documentId: optionalIdSchema.describe('The document whose prices apply'),
});

/** An item of `GET /configurator/{configurationId}/documents`; items without Url are skipped by the client. */
export const configurationDocumentItemSchema = z.object({
  ConfigurationDocumentationId: guidSchema,
  Url: z.string().nullable(),
  FileName: z.string(),
  DateModified: z.string(),
});
/** Reply of `GET /configurator/{configurationId}/documents`. */
export const configurationDocumentListSchema = z.array(configurationDocumentItemSchema);
