import { z } from 'zod';
import { guidSchema, optionalIdSchema } from './common';
import { ZERO_GUID } from './constants';

/** How the dashboard's figures over time are grouped. */
export const INSIGHT_GRAINS = ['week', 'month'] as const;
/** A grouping of the figures over time. */
export type InsightGrain = (typeof INSIGHT_GRAINS)[number];

/** What the dashboard's figures are broken down by. */
export const INSIGHT_DIMENSIONS = ['storefront', 'partner', 'salesperson', 'model'] as const;
/** A breakdown of the figures. */
export type InsightDimension = (typeof INSIGHT_DIMENSIONS)[number];

/** The document sets the figures count; each figure clicks through to the documents of its set. */
export const INSIGHT_DOCUMENT_SETS = ['inquiries', 'offersMade', 'offersSent', 'convertedOffers', 'orders'] as const;
/** A document set the dashboard counts. */
export type InsightDocumentSet = (typeof INSIGHT_DOCUMENT_SETS)[number];

/** The longest period the dashboard reads at once (days): two years and a day. */
export const INSIGHT_PERIOD_MAX_DAYS = 732;
/**
 * The days the dashboard's periods lie within: the period before the earliest is still a date of four digits, and
 * its weeks and months after the latest are too (a year 10000 is no date the database or the grouping reads).
 */
export const INSIGHT_DATE_RANGE = { min: '1970-01-01', max: '2999-12-31' } as const;

const DAY_MS = 86_400_000;

/** The number of days from `from` to `to`, both included (`YYYY-MM-DD`). */
export const insightPeriodDays = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The period just before one of the same length (`YYYY-MM-DD`, both included). */
export const previousInsightPeriod = (from: string, to: string): { from: string; to: string } => {
  const days = insightPeriodDays(from, to);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const start = Date.parse(`${from}T00:00:00Z`);
  return { from: day(start - days * DAY_MS), to: day(start - DAY_MS) };
};

const insightFilterFields = z.object({
  from: z.iso.date().describe('First day of the period (YYYY-MM-DD, UTC)'),
  to: z.iso.date().describe('Last day of the period (YYYY-MM-DD, UTC), included'),
  brandId: optionalIdSchema.describe('Only this brand'),
  brandPartnerId: optionalIdSchema.describe('Only this storefront (brand partner)'),
  partnerId: optionalIdSchema.describe('Only documents owned by this partner'),
  salesmanUserId: optionalIdSchema.describe('Only documents of this salesperson'),
});

// The period's checks, on the filters and on every query that extends them.
const withPeriodChecks = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema
    .refine((value) => value.from >= INSIGHT_DATE_RANGE.min, {
      message: `must not be before ${INSIGHT_DATE_RANGE.min}`,
      path: ['from'],
    })
    .refine((value) => value.to <= INSIGHT_DATE_RANGE.max, {
      message: `must not be after ${INSIGHT_DATE_RANGE.max}`,
      path: ['to'],
    })
    .refine((value) => value.from <= value.to, { message: 'must not be after to', path: ['from'] })
    .refine((value) => insightPeriodDays(value.from, value.to) <= INSIGHT_PERIOD_MAX_DAYS, {
      message: `must be at most ${INSIGHT_PERIOD_MAX_DAYS} days`,
      path: ['to'],
    });

/**
 * The dashboard's filters: a period of whole days (UTC, both included) and optionally one brand, storefront,
 * partner and salesperson; every call reads only what the caller may see within them.
 */
export const insightFilterSchema = withPeriodChecks(insightFilterFields);
/** The dashboard's filters, as sent. */
export type InsightFilter = z.input<typeof insightFilterSchema>;
/** The dashboard's filters, as the server reads them. */
export type InsightFilterValue = z.output<typeof insightFilterSchema>;

/** Money of one currency: net revenue, its tax apart, and the average order value (major units). */
export const insightMoneySchema = z.object({
  Currency: z.string(),
  Orders: z.number().int(),
  RevenueNet: z.number(),
  Tax: z.number(),
  AverageOrderValue: z.number(),
});
/** Money of one currency. */
export type InsightMoney = z.infer<typeof insightMoneySchema>;

/** The headline figures of one period. */
export const insightFiguresSchema = z.object({
  From: z.string(),
  To: z.string(),
  Inquiries: z.number().int(),
  OffersMade: z.number().int(),
  OffersSent: z.number().int(),
  /** Offers made in the period that became an order. */
  ConvertedOffers: z.number().int(),
  Orders: z.number().int(),
  /** ConvertedOffers / OffersMade; null without offers. */
  ConversionRate: z.number().nullable(),
  /** Per currency, largest revenue first. */
  Money: z.array(insightMoneySchema),
  /** The orders' discounts against their price before discounts, in percent; null without orders. */
  AverageDiscountPercent: z.number().nullable(),
  /** Mean days from an offer to the order made from it, for the period's orders made from an offer. */
  AverageDaysOfferToOrder: z.number().nullable(),
});
/** The headline figures of one period. */
export type InsightFigures = z.infer<typeof insightFiguresSchema>;

/** Reply of `GET /insight/summary`: the period's figures and those of the period before, of the same length. */
export const insightSummarySchema = z.object({ Current: insightFiguresSchema, Previous: insightFiguresSchema });
/** Reply of `GET /insight/summary`. */
export type InsightSummary = z.infer<typeof insightSummarySchema>;

/** Reply of `GET /insight/funnel`: configurations started, inquiries, offers and orders made in the period. */
export const insightFunnelSchema = z.object({
  /** Configurations belong to a storefront, not to a salesperson: null with a salesperson filter. */
  Configurations: z.number().int().nullable(),
  Inquiries: z.number().int(),
  Offers: z.number().int(),
  Orders: z.number().int(),
});
/** Reply of `GET /insight/funnel`. */
export type InsightFunnel = z.infer<typeof insightFunnelSchema>;

/** Query of `GET /insight/timeline`: the filters and the grouping. */
export const insightTimelineQuerySchema = withPeriodChecks(
  insightFilterFields.extend({
    grain: z.enum(INSIGHT_GRAINS).default('month').describe('week (ISO, from Monday) or month'),
  }),
);
/** One week or month of the timeline. */
export const insightTimelineRowSchema = z.object({
  /** First day of the week or month (YYYY-MM-DD). */
  Start: z.string(),
  Offers: z.number().int(),
  Orders: z.number().int(),
  Money: z.array(insightMoneySchema),
});
/** One week or month of the timeline. */
export type InsightTimelineRow = z.infer<typeof insightTimelineRowSchema>;
/** Reply of `GET /insight/timeline`: every week or month of the period, empty ones included. */
export const insightTimelineSchema = z.object({
  Grain: z.enum(INSIGHT_GRAINS),
  Rows: z.array(insightTimelineRowSchema),
});
/** Reply of `GET /insight/timeline`. */
export type InsightTimeline = z.infer<typeof insightTimelineSchema>;

/** Query of `GET /insight/breakdown`: the filters and what to break them down by. */
export const insightBreakdownQuerySchema = withPeriodChecks(
  insightFilterFields.extend({
    dimension: z.enum(INSIGHT_DIMENSIONS).describe('storefront, partner, salesperson or model'),
  }),
);
/** One storefront, partner, salesperson or model of a breakdown. */
export const insightBreakdownRowSchema = z.object({
  /** Its id (a model's PartId); the all-zero GUID for documents without a salesperson. */
  Key: z.string(),
  Name: z.string(),
  Offers: z.number().int(),
  Orders: z.number().int(),
  Money: z.array(insightMoneySchema),
});
/** One row of a breakdown. */
export type InsightBreakdownRow = z.infer<typeof insightBreakdownRowSchema>;
/** Reply of `GET /insight/breakdown`: rows by orders, then offers, most first (at most 50). */
export const insightBreakdownSchema = z.object({
  Dimension: z.enum(INSIGHT_DIMENSIONS),
  Rows: z.array(insightBreakdownRowSchema),
});
/** Reply of `GET /insight/breakdown`. */
export type InsightBreakdown = z.infer<typeof insightBreakdownSchema>;

/**
 * One option (a parameter's value) of one brand chosen in ordered configurations: its ids are the brand's own (derived
 * from the brand and the codes), so two brands' options of the same names are two rows.
 */
export const insightOptionRowSchema = z.object({
  BrandId: z.string(),
  BrandName: z.string(),
  ParameterId: z.string(),
  ParameterName: z.string(),
  ValueId: z.string(),
  ValueName: z.string(),
  /** Ordered configurations with this value chosen (quantities not counted). */
  Configurations: z.number().int(),
  /** Orders with at least one such configuration: the orders its document list holds. */
  Orders: z.number().int(),
});
/** One top option. */
export type InsightOptionRow = z.infer<typeof insightOptionRowSchema>;
/** Reply of `GET /insight/options`: the options most chosen in the period's orders (at most 20). */
export const insightOptionsSchema = z.object({ Rows: z.array(insightOptionRowSchema) });
/** Reply of `GET /insight/options`. */
export type InsightOptions = z.infer<typeof insightOptionsSchema>;

/** What a rule did to a choice tried: refused it, or changed other choices to allow it. */
export const INSIGHT_REFUSAL_KINDS = ['refused', 'changed'] as const;

/** One choice customers tried that a rule refused or had to make room for. */
export const insightRefusalRowSchema = z.object({
  ModelId: z.string(),
  ModelName: z.string(),
  RuleId: z.string(),
  /** The rule's own reason, in the caller's language. */
  RuleReason: z.string(),
  ParameterName: z.string(),
  /** The value tried; empty for a number. */
  ValueName: z.string(),
  Kind: z.enum(INSIGHT_REFUSAL_KINDS),
  Count: z.number().int(),
});
/** One refused choice. */
export type InsightRefusalRow = z.infer<typeof insightRefusalRowSchema>;
/** The steps a configuration reaches: opened, changed, in a cart, in a document. */
export const INSIGHT_STEPS = ['opened', 'changed', 'inCart', 'inDocument'] as const;
/** A step of a configuration. */
export type InsightStep = (typeof INSIGHT_STEPS)[number];
/** Reply of `GET /insight/refusals` (manufacturer): refused choices by model and rule, and abandoned configurations. */
export const insightRefusalsSchema = z.object({
  /** Most often first (at most 50). */
  Rows: z.array(insightRefusalRowSchema),
  /** Configurations started in the period by the furthest step each reached; all but inDocument were abandoned. */
  Steps: z.array(z.object({ Step: z.enum(INSIGHT_STEPS), Configurations: z.number().int() })),
});
/** Reply of `GET /insight/refusals`. */
export type InsightRefusals = z.infer<typeof insightRefusalsSchema>;

/** Largest page of `GET /insight/documents`. */
export const INSIGHT_DOCUMENTS_PAGE_MAX = 100;

/** Query of `GET /insight/documents`: the documents a figure counts, with the figure's filters and a page. */
export const insightDocumentsQuerySchema = withPeriodChecks(
  insightFilterFields.extend({
    parameterId: optionalIdSchema.describe('Only orders with a configuration choosing this option (with valueId)'),
    valueId: optionalIdSchema.describe('Only orders with a configuration choosing this option (with parameterId)'),
    set: z.enum(INSIGHT_DOCUMENT_SETS).describe('The document set a figure counts'),
    modelId: optionalIdSchema.describe('Only documents with a configuration of this model (PartId)'),
    withoutSalesman: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value === 'true')
      .describe('Only documents without a salesperson (the breakdown row whose Key is the all-zero GUID)'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(INSIGHT_DOCUMENTS_PAGE_MAX).default(25),
  }),
)
  .refine((value) => Boolean(value.parameterId) === Boolean(value.valueId), {
    message: 'parameterId and valueId name an option together: give both or neither',
    path: ['valueId'],
  })
  .refine((value) => !value.parameterId || value.set === 'orders', {
    message: 'an option lists orders only (set=orders)',
    path: ['set'],
  });
/**
 * The query of the documents a breakdown row counts, beside the dashboard's filters: its storefront, partner,
 * salesperson or model; the row of documents without a salesperson (Key the all-zero GUID, which as an id means
 * "none") lists exactly those.
 */
export const insightBreakdownDocumentsQuery = (dimension: InsightDimension, key: string): Record<string, string> => {
  if (dimension === 'salesperson' && key === ZERO_GUID) {
    return { withoutSalesman: 'true' };
  }
  const field = { storefront: 'brandPartnerId', partner: 'partnerId', salesperson: 'salesmanUserId', model: 'modelId' };
  return { [field[dimension]]: key };
};

/** The query of the orders a top option counts, beside the dashboard's filters (with `set=orders`). */
export const insightOptionDocumentsQuery = (row: Pick<InsightOptionRow, 'ParameterId' | 'ValueId'>) => ({
  parameterId: row.ParameterId,
  valueId: row.ValueId,
});

/** Query of `GET /insight/documents`, as sent. */
export type InsightDocumentsQuery = z.input<typeof insightDocumentsQuerySchema>;
/** A document a figure counts. */
export const insightDocumentRowSchema = z.object({
  SalesDocumentId: guidSchema,
  BrandPartnerId: guidSchema,
  DocumentNumber: z.string(),
  DocumentTypeName: z.string(),
  DocumentStatusName: z.string(),
  StorefrontName: z.string(),
  PartnerName: z.string(),
  Salesman: z.string().nullable(),
  CreatedAt: z.string(),
  TotalPrice: z.number(),
  TotalTax: z.number(),
  Currency: z.string(),
});
/** A document a figure counts. */
export type InsightDocumentRow = z.infer<typeof insightDocumentRowSchema>;
/** Reply of `GET /insight/documents`: a page of the documents, newest first. */
export const insightDocumentsPageSchema = z.object({
  Items: z.array(insightDocumentRowSchema),
  Total: z.number().int(),
  Page: z.number().int(),
  PageSize: z.number().int(),
});
/** Reply of `GET /insight/documents`. */
export type InsightDocumentsPage = z.infer<typeof insightDocumentsPageSchema>;

/** A choice of a filter: id and name. */
export const insightChoiceSchema = z.object({ Id: z.string(), Name: z.string() });
/** Reply of `GET /insight/choices`: what the caller may filter by, and whether it sees refused demand. */
export const insightChoicesSchema = z.object({
  Brands: z.array(insightChoiceSchema),
  Storefronts: z.array(insightChoiceSchema),
  Partners: z.array(insightChoiceSchema),
  Salespeople: z.array(insightChoiceSchema),
  CanSeeRefusals: z.boolean(),
});
/** Reply of `GET /insight/choices`. */
export type InsightChoices = z.infer<typeof insightChoicesSchema>;
