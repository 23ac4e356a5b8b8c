import { z } from 'zod';
import { base64Schema, guidSchema, moneySchema, optionalIdSchema, textSchema } from './common';
import {
  configurationChangeSchema,
  partsTreeNodeSchema,
  popupParameterSchema,
  treeParameterSchema,
} from './configurator';

/** Entries of one kind that a new catalogue adds, removes or changes, by code. */
export const entityChangesSchema = z
  .object({ Added: z.array(z.string()), Removed: z.array(z.string()), Changed: z.array(z.string()) })
  .meta({ id: 'CatalogueEntityChanges' });
/** Entries added, removed or changed, by code. */
export type EntityChanges = z.infer<typeof entityChangesSchema>;

/** The unit of a catalogue price: each (cents), per m², per mm over a threshold, or a percentage (basis points). */
export const cataloguePriceUnitSchema = z.enum(['each', 'perM2', 'perMm', 'percent']);
/** The unit of a catalogue price. */
export type CataloguePriceUnit = z.infer<typeof cataloguePriceUnitSchema>;

/** A price added (From null), removed (To null) or changed; amounts in cents, or basis points for a percentage. */
export const cataloguePriceChangeSchema = z.object({
  /** `MODEL` (base price), `parameter.value`, `MODEL/rule` or `ruleSet:SET/rule`. */
  Item: z.string(),
  Unit: cataloguePriceUnitSchema,
  From: z.number().int().nullable(),
  To: z.number().int().nullable(),
});
/** A price added, removed or changed. */
export type CataloguePriceChange = z.infer<typeof cataloguePriceChangeSchema>;

/** The kinds of entry a catalogue diff lists by code. */
export const CATALOGUE_DIFF_KINDS = [
  'Models',
  'Parameters',
  'Values',
  'Rules',
  'Categories',
  'Selection',
  'RuleSets',
  'Tests',
] as const;
/** A kind of entry a catalogue diff lists. */
export type CatalogueDiffKind = (typeof CATALOGUE_DIFF_KINDS)[number];

/** One field of a changed entry: where in the entry, and its value before and after (absent: not there). */
export const catalogueFieldChangeSchema = z.object({
  /**
   * The field's keys from the entry (`["parameters", "width", "max"]`: entries of a list by their code, a rule by its
   * id; `#order` when only the order of a list changed).
   */
  Field: z.array(z.string()),
  From: z.unknown().optional().describe('The value before (absent: the field was added)'),
  To: z.unknown().optional().describe('The value after (absent: the field was removed)'),
});
/** One field of a changed entry. */
export type CatalogueFieldChange = z.infer<typeof catalogueFieldChangeSchema>;

/** What changed in one entry that a diff lists as changed (prices apart). */
export const catalogueEntryChangeSchema = z
  .object({
    Kind: z.enum(CATALOGUE_DIFF_KINDS),
    /** The entry as the kind's `Changed` list names it. */
    Item: z.string(),
    Fields: z.array(catalogueFieldChangeSchema),
    /** A rule: the whole rule before and after, to word both. */
    Before: z.unknown().optional(),
    After: z.unknown().optional(),
  })
  .meta({ id: 'CatalogueEntryChange' });
/** What changed in one entry. */
export type CatalogueEntryChange = z.infer<typeof catalogueEntryChangeSchema>;

/** The names of a parameter and its values, to word the rules of a diff. */
export const catalogueDiffNamesSchema = z.object({
  Names: z.record(z.string(), z.string()),
  Values: z.record(z.string(), z.record(z.string(), z.string())),
});

/** What changes from one catalogue to another (prices apart: each price change is listed once, in Prices). */
export const catalogueDiffSchema = z
  .object({
    Models: entityChangesSchema,
    Parameters: entityChangesSchema,
    Values: entityChangesSchema,
    Rules: entityChangesSchema,
    Categories: entityChangesSchema,
    Selection: entityChangesSchema,
    RuleSets: entityChangesSchema,
    Tests: entityChangesSchema,
    Prices: z.array(cataloguePriceChangeSchema),
    BrandRenamed: z.boolean(),
    /** For each entry listed as changed, what changed in it (the first 1000 entries). */
    Details: z.array(catalogueEntryChangeSchema).optional(),
    /** Parameter code → its names (sl, en, de, fr) and its values' names: the parameters the changed rules name. */
    Names: z.record(z.string(), catalogueDiffNamesSchema).optional(),
  })
  .meta({ id: 'CatalogueDiff' });
/** What changes from one catalogue to another. */
export type CatalogueDiff = z.infer<typeof catalogueDiffSchema>;

/** One finding of lint, the catalogue tests or an import: the place (JSON pointer or cell), severity and message. */
export const catalogueFindingSchema = z
  .object({
    Path: z.string(),
    Severity: z.enum(['error', 'warning']),
    /** A stable code of the kind of finding. */
    Code: z.string(),
    /** The message in the caller's language. */
    Message: z.string(),
  })
  .meta({ id: 'CatalogueFinding' });
/** One finding of lint, the catalogue tests or an import. */
export type CatalogueFinding = z.infer<typeof catalogueFindingSchema>;

/** The error body of a refused import: the common error fields and every finding. */
export const catalogueRefusalSchema = z
  .object({
    Message: z.string(),
    detail: z.string().optional(),
    /** Every finding, each with its place; absent when the request itself is malformed. */
    Findings: z.array(catalogueFindingSchema).optional(),
  })
  .meta({ id: 'CatalogueRefusal' });
/** The error body of a refused import. */
export type CatalogueRefusal = z.infer<typeof catalogueRefusalSchema>;

/** A publish of a version: from when it is current, when and by whom it was published. */
export const cataloguePublicationSchema = z.object({
  ValidFrom: z.string().describe('ISO date and time from which the version is current'),
  PublishedAt: z.string(),
  /** E-mail of the OEM admin who published it; null for the seed. */
  PublishedBy: z.string().nullable(),
  /** What the publisher wrote about it; null when nothing. */
  Note: z.string().nullable(),
});
/** A publish of a version. */
export type CataloguePublication = z.infer<typeof cataloguePublicationSchema>;

/** Where a version came from. */
export const CATALOGUE_VERSION_SOURCES = ['file', 'prices', 'seed', 'upgrade', 'draft', 'merge'] as const;

/** One immutable version of a brand's catalogue. */
export const catalogueVersionSchema = z
  .object({
    Number: z.number().int().positive(),
    CreatedAt: z.string(),
    /** E-mail of the OEM admin who imported it; null for the seed. */
    CreatedBy: z.string().nullable(),
    Source: z.enum(CATALOGUE_VERSION_SOURCES),
    ModelCount: z.number().int(),
    /** The version this one was compared with when it was imported; null for the first. */
    BasedOn: z.number().int().nullable(),
    IsCurrent: z.boolean(),
    /** Every publish of this version, oldest first (a re-publish is a rollback). */
    Publications: z.array(cataloguePublicationSchema),
  })
  .meta({ id: 'CatalogueVersion' });
/** One version of a brand's catalogue. */
export type CatalogueVersion = z.infer<typeof catalogueVersionSchema>;

/** Reply of `GET /catalogue/brands/{brandId}/versions`: newest first. */
export const catalogueVersionsReplySchema = z.object({
  BrandId: guidSchema,
  BrandName: z.string(),
  /** The version current now; null before the first publish. */
  CurrentVersion: z.number().int().nullable(),
  /** Publishes still to come, soonest first. */
  Scheduled: z.array(z.object({ Version: z.number().int(), ValidFrom: z.string() })),
  Versions: z.array(catalogueVersionSchema),
});
/** Reply of the versions list. */
export type CatalogueVersionsReply = z.infer<typeof catalogueVersionsReplySchema>;

/** A brand whose catalogue the caller manages. */
export const catalogueBrandSchema = z.object({
  BrandId: guidSchema,
  Name: z.string(),
  /** The storefronts that sell this brand (for `--brand-partner`). */
  BrandPartnerIds: z.array(guidSchema),
  CurrentVersion: z.number().int().nullable(),
  LatestVersion: z.number().int().nullable(),
});
/** Reply of `GET /catalogue/brands`. */
export const catalogueBrandsReplySchema = z.array(catalogueBrandSchema);
/** A brand whose catalogue the caller manages. */
export type CatalogueBrand = z.infer<typeof catalogueBrandSchema>;

/** Path of the catalogue calls of one brand. */
export const catalogueBrandParamsSchema = z.object({ brandId: guidSchema.describe('The brand') });
/** Path of the calls on one version: a number, or `current`. */
export const catalogueVersionParamsSchema = z.object({
  brandId: guidSchema.describe('The brand'),
  version: z
    .union([z.literal('current'), z.coerce.number().int().positive()])
    .describe('The version number, or `current`'),
});
/** Path of the calls on one version. */
export type CatalogueVersionParams = z.infer<typeof catalogueVersionParamsSchema>;

/**
 * What a publish does to a later scheduled publish whose version lacks the changes being published: `merge` carries
 * them into it (a new version takes its place at the same time), `cancel` cancels it, `keep` leaves it as it is.
 */
export const SCHEDULED_CHOICES = ['merge', 'cancel', 'keep'] as const;
/** What a publish does to a later scheduled publish. */
export type ScheduledChoice = (typeof SCHEDULED_CHOICES)[number];

/** The longest JSON pointer a merge resolution names. */
export const MERGE_PATH_MAX_LENGTH = 1000;

/** How one conflict of a merge is settled: the scheduled version's side or the side being published. */
export const mergeResolutionSchema = z.object({
  Version: z.number().int().positive().describe('The scheduled version the conflict is in'),
  Path: textSchema().max(MERGE_PATH_MAX_LENGTH).describe('The conflict’s JSON pointer'),
  Take: z.enum(['scheduled', 'published']),
});
/** How one conflict of a merge is settled. */
export type MergeResolution = z.infer<typeof mergeResolutionSchema>;

const scheduledChoiceSchema = z
  .enum(SCHEDULED_CHOICES)
  .optional()
  .describe(
    'When a later publish is scheduled whose version lacks these changes: merge them into it, cancel it, or keep it (without: 409 with the situation)',
  );
const resolutionsSchema = z
  .array(mergeResolutionSchema)
  .max(10000)
  .optional()
  .describe('With merge: the side each conflict takes');

/** A place where the scheduled version and the one being published changed the base differently. */
export const mergeConflictSchema = z
  .object({
    /** Its JSON pointer (list entries by their index in the scheduled version). */
    Path: z.string(),
    /** The same place as keys (list entries by code, a rule by id, a test by name). */
    Field: z.array(z.string()),
    Base: z.unknown().optional().describe('The value in the version both started from (absent: not there)'),
    Scheduled: z.unknown().optional().describe('The value in the scheduled version (absent: removed there)'),
    Published: z.unknown().optional().describe('The value in the version being published (absent: removed there)'),
  })
  .meta({ id: 'CatalogueMergeConflict' });
/** A conflict of a merge. */
export type MergeConflictWire = z.infer<typeof mergeConflictSchema>;

/** A later scheduled publish whose version lacks the changes being published, and what merging them would meet. */
export const catalogueScheduledSituationSchema = z.object({
  Version: z.number().int(),
  ValidFrom: z.string(),
  /** The version the scheduled one was built on (the merge's base); null when unknown. */
  BasedOn: z.number().int().nullable(),
  /** The conflicts a merge meets that no resolution settles (empty: it merges cleanly). */
  Conflicts: z.array(mergeConflictSchema),
});
/** A later scheduled publish that lacks the changes. */
export type CatalogueScheduledSituation = z.infer<typeof catalogueScheduledSituationSchema>;

/** The 409 of a publish while a later publish is scheduled without these changes: every such one, with conflicts. */
export const catalogueScheduledRefusalSchema = z
  .object({
    Message: z.string(),
    detail: z.string().optional(),
    requestId: z.string().optional(),
    /** Each later scheduled publish that lacks the changes (absent on a 409 of another kind). */
    Scheduled: z.array(catalogueScheduledSituationSchema).optional(),
  })
  .meta({ id: 'CatalogueScheduledRefusal' });
/** The 409 of a publish while a later publish lacks its changes. */
export type CatalogueScheduledRefusal = z.infer<typeof catalogueScheduledRefusalSchema>;

/** What a publish did to later scheduled publishes (absent: there were none lacking its changes). */
export const catalogueScheduledOutcomeSchema = z.object({
  Choice: z.enum(SCHEDULED_CHOICES),
  Versions: z.array(
    z.object({
      Version: z.number().int(),
      ValidFrom: z.string(),
      /** With merge: the new version scheduled in its place. */
      MergedVersion: z.number().int().nullable(),
    }),
  ),
});
/** What a publish did to later scheduled publishes. */
export type CatalogueScheduledOutcome = z.infer<typeof catalogueScheduledOutcomeSchema>;

const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();
/** An ISO date and time with a zone (`2027-01-01T00:00:00+01:00`). */
const isoDateTime = z.iso.datetime({ offset: true }).max(40);

/** Query of an import (file or prices): only show what changes, publish at once, or publish from a time. */
export const catalogueImportQuerySchema = z.object({
  dryRun: queryBoolean.describe('Show what would change and change nothing'),
  publish: queryBoolean.describe('Publish the new version (now, or from `from`)'),
  from: isoDateTime.optional().describe('Publish from this time (with publish); must be in the future'),
  scheduled: scheduledChoiceSchema,
});
/** Query of an import. */
export type CatalogueImportQuery = z.infer<typeof catalogueImportQuerySchema>;

/** What a price sheet does to the catalogue tests whose expected prices it changes. */
export const PRICE_TEST_ACTIONS = ['update', 'drop'] as const;
/** What a price sheet does to the tests it breaks. */
export type PriceTestAction = (typeof PRICE_TEST_ACTIONS)[number];

/** Query of a price sheet's import: as a file's, and what to do with the catalogue tests whose prices it changes. */
export const cataloguePriceImportQuerySchema = catalogueImportQuerySchema.extend({
  priceTests: z
    .enum(PRICE_TEST_ACTIONS)
    .optional()
    .describe(
      'The tests whose expected prices the sheet changes: `update` writes the new prices into them, `drop` imports without those price checks; without it such a sheet is refused (a dry run lists them)',
    ),
});
/** Query of a price sheet's import. */
export type CataloguePriceImportQuery = z.infer<typeof cataloguePriceImportQuerySchema>;

/** A catalogue test a price sheet breaks: its name, place, and each expected price that no longer holds. */
export const catalogueBrokenPriceTestSchema = z.object({
  Name: z.string(),
  Path: z.string(),
  Failures: z.array(catalogueFindingSchema),
});
/** A catalogue test a price sheet breaks. */
export type CatalogueBrokenPriceTest = z.infer<typeof catalogueBrokenPriceTestSchema>;

/** Reply of an import: the diff against the version it was compared with, the warnings, and what was stored. */
export const catalogueImportReplySchema = z
  .object({
    DryRun: z.boolean(),
    /** The new version; an existing one when the content equals it; null on a dry run. */
    Version: z.number().int().nullable(),
    /** Whether a new version was stored (false when the content equals an existing version, and on a dry run). */
    IsNew: z.boolean(),
    /** The version the diff compares with (the current one, else the latest); null for a brand's first. */
    ComparedWith: z.number().int().nullable(),
    Diff: catalogueDiffSchema,
    /** Warnings of lint (an import with errors is refused). */
    Findings: z.array(catalogueFindingSchema),
    /** The publish of the version, when asked for. */
    Published: z.object({ ValidFrom: z.string() }).nullable(),
    /** A price sheet: the catalogue tests whose expected prices it changes (empty when none). */
    PriceTests: z.array(catalogueBrokenPriceTestSchema).optional(),
    /** A price sheet: what was done with those tests (shown in the diff); null when nothing. */
    PriceTestAction: z.enum(PRICE_TEST_ACTIONS).nullable().optional(),
    /** What the publish did to later scheduled publishes that lacked its changes. */
    Scheduled: catalogueScheduledOutcomeSchema.optional(),
  })
  .meta({ id: 'CatalogueImportReply' });
/** Reply of an import. */
export type CatalogueImportReply = z.infer<typeof catalogueImportReplySchema>;

/**
 * Reply of `POST /catalogue/brands`: the brand the file created (its id and name) and its version 1, as an import's
 * reply (on a dry run: the checks passed, BrandId null and nothing created).
 */
export const catalogueNewBrandReplySchema = catalogueImportReplySchema
  .extend({
    /** The new brand; null on a dry run. */
    BrandId: guidSchema.nullable(),
    BrandName: z.string(),
  })
  .meta({ id: 'CatalogueNewBrandReply' });
/** Reply of `POST /catalogue/brands`. */
export type CatalogueNewBrandReply = z.infer<typeof catalogueNewBrandReplySchema>;

/** The longest note a publish carries. */
export const PUBLISH_NOTE_MAX_LENGTH = 2000;
const publishNoteSchema = textSchema()
  .trim()
  .max(PUBLISH_NOTE_MAX_LENGTH)
  .optional()
  .nullable()
  .describe('What changed and why, shown in the version history');

/** Body of a publish: from when (default now; a time in the future schedules it). */
export const cataloguePublishBodySchema = z.object({
  From: isoDateTime.optional().nullable(),
  Note: publishNoteSchema,
  Scheduled: scheduledChoiceSchema,
  Resolutions: resolutionsSchema,
});
/** Body of a publish. */
export type CataloguePublishBody = z.infer<typeof cataloguePublishBodySchema>;

/** Reply of a publish. */
export const cataloguePublishReplySchema = z.object({
  Version: z.number().int(),
  ValidFrom: z.string(),
  /** The version current now (the published one unless it is scheduled). */
  CurrentVersion: z.number().int().nullable(),
  Scheduled: catalogueScheduledOutcomeSchema.optional(),
});

/** Reply of the cancel of a version's scheduled publishes. */
export const catalogueCancelReplySchema = z.object({
  Version: z.number().int(),
  /** The times the cancelled publishes were scheduled for. */
  Cancelled: z.array(z.string()),
});
/** Reply of a cancel. */
export type CatalogueCancelReply = z.infer<typeof catalogueCancelReplySchema>;
/** Reply of a publish. */
export type CataloguePublishReply = z.infer<typeof cataloguePublishReplySchema>;

/** One catalogue test's outcome. */
export const catalogueTestOutcomeSchema = z.object({
  Name: z.string(),
  Path: z.string(),
  Passed: z.boolean(),
  Failures: z.array(catalogueFindingSchema),
});

/** Reply of `POST /catalogue/brands/{brandId}/check`: lint and the catalogue's tests on a file (nothing stored). */
export const catalogueCheckReplySchema = z.object({
  Findings: z.array(catalogueFindingSchema),
  Tests: z.array(catalogueTestOutcomeSchema),
});
/** Reply of a check. */
export type CatalogueCheckReply = z.infer<typeof catalogueCheckReplySchema>;

/** Query of the diff of two versions. */
export const catalogueDiffQuerySchema = z.object({
  against: z.coerce.number().int().positive().describe('The version to compare with (the older side)'),
});

/** What moving a configuration to the current catalogue changes: the price and the choices, with the rules' reasons. */
export const catalogueUpdatePreviewSchema = z
  .object({
    ConfigurationId: guidSchema,
    FromVersion: z.number().int(),
    ToVersion: z.number().int(),
    /** Whether the model is in the current catalogue (if not, the configuration cannot move). */
    IsModelAvailable: z.boolean(),
    /** Price before and after on the price list the caller sees; null for callers who see no prices. */
    PriceBefore: moneySchema.nullable(),
    PriceAfter: moneySchema.nullable(),
    /** Choices that are no longer allowed and what they become, each with the rule's reason. */
    Changes: z.array(configurationChangeSchema),
  })
  .meta({ id: 'CatalogueUpdatePreview' });
/** What moving a configuration to the current catalogue changes. */
export type CatalogueUpdatePreview = z.infer<typeof catalogueUpdatePreviewSchema>;

/** Query of the catalogue update of a configuration: the document it is opened in. */
export const catalogueUpdateQuerySchema = z.object({ documentId: optionalIdSchema });

/**
 * A JSON Pointer to a place inside a draft's file: at least one step, so an operation never takes or replaces the
 * whole file (a move of the root into itself made a circular document; issue 37).
 */
export const CATALOGUE_DRAFT_POINTER_PATTERN = /^(\/([^~/]|~[01])*)+$/;
const draftPointerSchema = textSchema()
  .max(1000)
  .regex(CATALOGUE_DRAFT_POINTER_PATTERN, 'must be a JSON Pointer to a place inside the catalogue (not "")');

/** One JSON Patch (RFC 6902) operation on a draft's catalogue file. */
export const catalogueDraftOperationSchema = z
  .object({
    op: z.enum(['add', 'remove', 'replace', 'move', 'copy', 'test']),
    path: draftPointerSchema,
    from: draftPointerSchema.optional(),
    value: z.unknown().optional(),
  })
  .refine((operation) => (operation.op === 'move' || operation.op === 'copy') === (operation.from !== undefined), {
    message: '`from` is required with move and copy, and only there',
    path: ['from'],
  });
/** One JSON Patch operation on a draft. */
export type CatalogueDraftOperation = z.infer<typeof catalogueDraftOperationSchema>;

/** Body of `POST /catalogue/brands/{brandId}/draft`: start from a version (default: the current one) or from a file. */
export const catalogueDraftCreateBodySchema = z.object({
  FromVersion: z.number().int().positive().optional().describe('Start from this version (default: the current one)'),
  File: z.unknown().optional().describe('Start from this catalogue file instead (an upload)'),
});
/** Body of a draft's start. */
export type CatalogueDraftCreateBody = z.input<typeof catalogueDraftCreateBodySchema>;

/** Body of `PUT /catalogue/brands/{brandId}/draft`: the revision read and the operations, applied whole or not at all. */
export const catalogueDraftChangeBodySchema = z.object({
  Revision: z.number().int().positive().describe('The revision read; a stale one is refused with 409'),
  Operations: z.array(catalogueDraftOperationSchema).min(1).max(1000),
});
/** Body of a draft change. */
export type CatalogueDraftChangeBody = z.input<typeof catalogueDraftChangeBodySchema>;

/** A brand's open draft: the file being edited, its revision, where it started and who changed it last. */
export const catalogueDraftSchema = z
  .object({
    BrandId: guidSchema,
    Revision: z.number().int(),
    /** The version it started from; null for an uploaded file. */
    BasedOnVersion: z.number().int().nullable(),
    UpdatedAt: z.string(),
    UpdatedBy: z.string(),
    File: z.any().describe('The catalogue file being edited (docs/catalogue-format.md)'),
  })
  .meta({ id: 'CatalogueDraft' });
/** A brand's open draft. */
export type CatalogueDraft = z.infer<typeof catalogueDraftSchema>;

/**
 * Body of `POST /catalogue/brands/{brandId}/draft/rename`: the entry whose code changes (a JSON pointer: a category,
 * parameter, value, model, rule set, rule, test, selection filter or its value) and its new code (a test's new name).
 */
export const catalogueDraftRenameBodySchema = z.object({
  Revision: z.number().int().positive().describe('The revision read; a stale one is refused with 409'),
  Path: z
    .string()
    .max(200)
    .regex(/^(\/([^~/]|~[01])*)*$/, 'must be a JSON Pointer')
    .describe('The entry renamed, e.g. /parameters/3 or /parameters/3/values/2'),
  To: textSchema().min(1).max(200).describe('Its new code (a test: its new name)'),
});
/** Body of a rename in a draft. */
export type CatalogueDraftRenameBody = z.input<typeof catalogueDraftRenameBodySchema>;

/** Body of `POST /catalogue/brands/{brandId}/draft/publish`: the revision checked, and from when (default now). */
export const catalogueDraftPublishBodySchema = z.object({
  Revision: z.number().int().positive(),
  From: isoDateTime.optional().nullable(),
  Note: publishNoteSchema,
  Scheduled: scheduledChoiceSchema,
  Resolutions: resolutionsSchema,
});
/** Body of a draft's publish. */
export type CatalogueDraftPublishBody = z.input<typeof catalogueDraftPublishBodySchema>;

/** Reply of `POST /catalogue/brands/{brandId}/draft/check`: lint, the catalogue tests, and the diff against current. */
export const catalogueDraftCheckReplySchema = z.object({
  Findings: z.array(catalogueFindingSchema),
  Tests: z.array(catalogueTestOutcomeSchema),
  /** What publishing would change; null while lint has errors or a test fails. */
  Preview: z
    .object({
      /** The version the diff compares with (the current one, else the latest); null for a brand's first. */
      ComparedWith: z.number().int().nullable(),
      Diff: catalogueDiffSchema,
    })
    .nullable(),
});
/** Reply of a draft's check. */
export type CatalogueDraftCheckReply = z.infer<typeof catalogueDraftCheckReplySchema>;

/** One change of a draft preview, as a catalogue test writes it: a parameter code and a value code or number/text. */
export const catalogueDraftPreviewChangeSchema = z.object({
  Param: textSchema().max(60),
  Value: z.union([textSchema().max(2000), z.number()]),
});
/** One change of a draft preview. */
export type CatalogueDraftPreviewChange = z.infer<typeof catalogueDraftPreviewChangeSchema>;

/** Body of `POST /catalogue/brands/{brandId}/draft/preview`: a model of the draft and the changes from its default. */
export const catalogueDraftPreviewBodySchema = z.object({
  Model: textSchema().min(1).max(60).describe('The model code'),
  Changes: z.array(catalogueDraftPreviewChangeSchema).max(200).default([]),
  Revision: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('With Operations: the revision they apply to (409 when someone saved since)'),
  Operations: z
    .array(catalogueDraftOperationSchema)
    .max(1000)
    .optional()
    .describe('Edits not yet saved, previewed on the draft without storing them'),
});
/** Body of a draft preview. */
export type CatalogueDraftPreviewBody = z.input<typeof catalogueDraftPreviewBodySchema>;

/** Why a parameter is not enabled or a value not allowed in a draft preview, and the rule that decides it. */
export const catalogueWhySchema = z.object({
  ParameterCode: z.string(),
  ParameterId: guidSchema,
  /** The value not allowed; null when the parameter is not enabled. */
  ValueCode: z.string().nullable(),
  ValueId: z.string().nullable(),
  /** The rule's id; null when no single rule decides (nothing left to choose). */
  RuleId: z.string().nullable(),
  /** Where the rule sits in the draft (JSON pointer); null when it has none. */
  RulePath: z.string().nullable(),
  Reason: z.string(),
});
/** Why something is not enabled or allowed in a draft preview. */
export type CatalogueWhy = z.infer<typeof catalogueWhySchema>;

/** One line of a draft preview's price trace: what it adds and where it comes from. */
export const cataloguePriceTraceLineSchema = z.object({
  Label: z.string(),
  /** List price (no markup), in euros. */
  Amount: moneySchema,
  /** `base` (the model's base price), `value` (the chosen value's price) or `rule` (a price rule's term). */
  Source: z.enum(['base', 'value', 'rule']),
  ParameterCode: z.string().nullable(),
  ValueCode: z.string().nullable(),
  RuleId: z.string().nullable(),
  /** Where the price is written in the draft (JSON pointer). */
  Path: z.string().nullable(),
});
/** One line of a draft preview's price trace. */
export type CataloguePriceTraceLine = z.infer<typeof cataloguePriceTraceLineSchema>;

/** Reply of a draft preview: the customer's configurator view of the model on the draft, with reasons and price trace. */
export const catalogueDraftPreviewSchema = z.object({
  Revision: z.number().int(),
  Model: z.string(),
  Tree: z.array(treeParameterSchema),
  PopupParameters: z.array(popupParameterSchema),
  /** The list price (no markup) in euros. */
  Price: moneySchema,
  PriceCents: z.number().int(),
  Message: z.string().nullable(),
  Changes: z.array(configurationChangeSchema),
  PartsTree: z.array(partsTreeNodeSchema),
  /** The door drawn as SVG (the live picture). */
  Picture: z.string(),
  /** The model's uploaded picture (what the model selection shows instead of the drawn door); null: none. */
  ModelPictureUrl: z.string().nullable().optional(),
  /** Parameter id → code, and value id → code (the configurator speaks ids, the catalogue codes). */
  ParameterCodes: z.record(z.string(), z.string()),
  ValueCodes: z.record(z.string(), z.string()),
  /** What a catalogue test would expect now: choices, enabled and disabled parameters, parts and price terms. */
  Expect: z.object({
    choices: z.record(z.string(), z.union([z.string(), z.number()])),
    enabled: z.array(z.string()),
    disabled: z.array(z.string()),
    parts: z.array(z.string()),
    priceCents: z.number().int(),
  }),
  Why: z.array(catalogueWhySchema),
  PriceTrace: z.array(cataloguePriceTraceLineSchema),
});
/** Reply of a draft preview. */
export type CatalogueDraftPreview = z.infer<typeof catalogueDraftPreviewSchema>;

/** Image types a catalogue picture may have, and the largest one (1 MB). */
export const CATALOGUE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const CATALOGUE_IMAGE_MAX_BYTES = 1024 * 1024;

/** Body of `POST /catalogue/brands/{brandId}/images`: a picture for a value or model of the draft, base64. */
export const catalogueImageBodySchema = z.object({
  FileName: textSchema().max(255),
  // No length limit here: a picture over 1 MB is refused with 413 (the route's body limit, then the size check).
  Contents: base64Schema().describe('PNG, JPEG or WebP, at most 1 MB, base64'),
});
/** Body of a catalogue picture upload. */
export type CatalogueImageBody = z.infer<typeof catalogueImageBodySchema>;

/** Reply of a catalogue picture upload: the key to write in the draft (`picture`) and where it is shown. */
export const catalogueImageReplySchema = z.object({
  /** The picture's key in the file store (content-addressed: the same bytes give the same key). */
  Key: z.string(),
  Url: z.string(),
  ContentType: z.enum(CATALOGUE_IMAGE_TYPES),
  Size: z.number().int(),
});
/** Reply of a catalogue picture upload. */
export type CatalogueImageReply = z.infer<typeof catalogueImageReplySchema>;
