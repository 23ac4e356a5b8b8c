import {
  insightBreakdownQuerySchema,
  insightBreakdownSchema,
  insightChoicesSchema,
  insightDocumentsPageSchema,
  insightDocumentsQuerySchema,
  insightFilterSchema,
  insightFunnelSchema,
  insightOptionsSchema,
  insightRefusalsSchema,
  insightSummarySchema,
  insightTimelineQuerySchema,
  insightTimelineSchema,
} from '../insight';
import { defineCall, errorReplies } from './define-call';

const errors = errorReplies(400, 401, 403);
const read = <const Path extends string>(path: Path, summary: string) =>
  ({ method: 'GET', path: `/insight/${path}`, who: 'staff', tags: ['insight'], summary }) as const;

/**
 * The sales dashboard (heads of sales: their partner and its child partners; the manufacturer's OEM users: every
 * partner). Sales, installers and customers get 403.
 */
export const insightCalls = {
  getInsightChoices: defineCall({
    ...read('choices', 'What the caller may filter the dashboard by'),
    response: { 200: insightChoicesSchema, ...errorReplies(401, 403) },
  }),
  getInsightSummary: defineCall({
    ...read(
      'summary',
      'Offers, orders, conversion, revenue, discount and time to order: the period and the one before',
    ),
    query: insightFilterSchema,
    response: { 200: insightSummarySchema, ...errors },
  }),
  getInsightFunnel: defineCall({
    ...read('funnel', 'Configurations, inquiries, offers and orders of the period'),
    query: insightFilterSchema,
    response: { 200: insightFunnelSchema, ...errors },
  }),
  getInsightTimeline: defineCall({
    ...read('timeline', 'Offers, orders and revenue by week or month'),
    query: insightTimelineQuerySchema,
    response: { 200: insightTimelineSchema, ...errors },
  }),
  getInsightBreakdown: defineCall({
    ...read('breakdown', 'Offers, orders and revenue by storefront, partner, salesperson or model'),
    query: insightBreakdownQuerySchema,
    response: { 200: insightBreakdownSchema, ...errors },
  }),
  getInsightOptions: defineCall({
    ...read('options', 'The options most chosen in ordered configurations'),
    query: insightFilterSchema,
    response: { 200: insightOptionsSchema, ...errors },
  }),
  getInsightRefusals: defineCall({
    ...read('refusals', 'Choices a rule refused or changed, by model and rule, and abandoned configurations (OEM)'),
    query: insightFilterSchema,
    response: { 200: insightRefusalsSchema, ...errors },
  }),
  listInsightDocuments: defineCall({
    ...read('documents', 'The documents a figure counts, newest first, paged'),
    query: insightDocumentsQuerySchema,
    response: { 200: insightDocumentsPageSchema, ...errors },
  }),
} as const;
