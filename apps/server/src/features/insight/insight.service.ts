import {
  INSIGHT_STEPS,
  type InsightBreakdown,
  type InsightBreakdownRow,
  type InsightChoices,
  type InsightDimension,
  type InsightDocumentsPage,
  type InsightFigures,
  type InsightFilterValue,
  type InsightFunnel,
  type InsightGrain,
  type InsightMoney,
  type InsightOptions,
  type InsightRefusals,
  type InsightSummary,
  type InsightTimeline,
  type Language,
  previousInsightPeriod,
  ZERO_GUID,
} from '@door/contract';
import type { Names } from '@door/engine';
import type { Caller } from '#server/core/caller';
import { CONFIGURATION_STEPS } from '#server/db/schema';
import {
  canReadRefusedDemand,
  type InsightScope,
  requireInsightScope,
  requireRefusedDemandScope,
} from '#server/policies/insight.policy';
import type { CatalogueModel, CatalogueStore } from '#server/services/catalogue/catalogue-store';
import type { InsightDocumentList, InsightRepository, InsightWindow, MoneyRow } from './insight.repository';

/** How many rows a breakdown, the top options and the refused demand show. */
export const INSIGHT_LIMITS = { breakdown: 50, options: 20, refusals: 50 } as const;

const centsToMoney = (cents: number) => Math.round(cents) / 100;

/** Money per currency as the wire carries it: net, tax and the average order value (net), largest revenue first. */
const toMoney = (rows: readonly MoneyRow[]): InsightMoney[] =>
  [...rows]
    .filter((row) => row.orders > 0)
    .sort((a, b) => b.netCents - a.netCents || a.currency.localeCompare(b.currency))
    .map((row) => ({
      Currency: row.currency,
      Orders: row.orders,
      RevenueNet: centsToMoney(row.netCents),
      Tax: centsToMoney(row.taxCents),
      AverageOrderValue: centsToMoney(Math.round(row.netCents / row.orders)),
    }));

/** Adds one currency's money into a per-currency map. */
const addMoney = (into: Map<string, MoneyRow>, row: MoneyRow) => {
  const known = into.get(row.currency) ?? { currency: row.currency, orders: 0, netCents: 0, taxCents: 0 };
  into.set(row.currency, {
    currency: row.currency,
    orders: known.orders + row.orders,
    netCents: known.netCents + row.netCents,
    taxCents: known.taxCents + row.taxCents,
  });
};

const round = (value: number | null, digits: number) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

const nameOf = (names: Names, lang: Language) => names.brandName?.[lang] || names.title[lang] || names.name[lang];

/** The first day of each week (ISO, Monday) or month from the one holding `from` to the one holding `to`. */
export const periodStarts = (from: string, to: string, grain: InsightGrain): string[] => {
  const first = new Date(`${from}T00:00:00Z`);
  if (grain === 'month') {
    first.setUTCDate(1);
  } else {
    first.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7));
  }
  const last = `${to}`;
  const starts: string[] = [];
  for (const at = first; at.toISOString().slice(0, 10) <= last; ) {
    starts.push(at.toISOString().slice(0, 10));
    if (grain === 'month') {
      at.setUTCMonth(at.getUTCMonth() + 1);
    } else {
      at.setUTCDate(at.getUTCDate() + 7);
    }
  }
  return starts;
};

/** The sales dashboard: every figure read through the caller's scope (insight.policy) and the filters. */
export const createInsightService = ({
  repository,
  store,
}: {
  repository: InsightRepository;
  store: Pick<CatalogueStore, 'getVersion' | 'getModel' | 'getModelOf'>;
}) => {
  const windowOf = (scope: InsightScope, filter: InsightFilterValue): InsightWindow => ({ scope, ...filter });

  const figuresOf = async (window: InsightWindow): Promise<InsightFigures> => {
    const { counts, money, discountPercent, daysOfferToOrder } = await repository.periodFigures(window);
    return {
      From: window.from,
      To: window.to,
      Inquiries: counts.inquiries,
      OffersMade: counts.offersMade,
      OffersSent: counts.offersSent,
      ConvertedOffers: counts.convertedOffers,
      Orders: counts.orders,
      ConversionRate: counts.offersMade === 0 ? null : round(counts.convertedOffers / counts.offersMade, 4),
      Money: toMoney(money),
      AverageDiscountPercent: round(discountPercent, 2),
      AverageDaysOfferToOrder: round(daysOfferToOrder, 1),
    };
  };

  /** A model's name in a catalogue version, else its id. */
  const modelName = async (versionId: string, modelId: string, lang: Language) => {
    const version = await store.getVersion(versionId);
    const entry = version?.models.get(modelId);
    return entry ? nameOf(entry.names, lang) || entry.code : modelId;
  };

  /**
   * A list value chosen and its parameter, as a catalogue version defines them. A brand's parameters are shared by its
   * models, and the rollup names an option with the smallest model and version it was chosen in, which need not be
   * one pair (a model added or retired in a later version): the named model first, else any model of the version that
   * offers the parameter and value.
   */
  const optionOf = async (versionId: string, modelId: string, parameterId: string, valueId: string) => {
    const inModel = (model: CatalogueModel | null) => {
      const parameter = model?.def.parameters.find((param) => param.id === parameterId);
      const value = parameter?.values.find((item) => item.id === valueId);
      return parameter && value ? { parameter, value } : null;
    };
    const named = inModel(await store.getModelOf(versionId, modelId));
    if (named) {
      return named;
    }
    const version = await store.getVersion(versionId);
    for (const entry of version?.ordered ?? []) {
      const found = version && entry.id !== modelId ? inModel(await store.getModel(version, entry.id)) : null;
      if (found) {
        return found;
      }
    }
    return null;
  };

  return {
    /** What the caller may filter by. */
    async choices(caller: Caller): Promise<InsightChoices> {
      const { user, scope } = requireInsightScope(caller);
      const found = await repository.choices(scope);
      const brands = new Map(found.storefronts.map((row) => [row.brand_id, row.brand]));
      return {
        Brands: [...brands].map(([Id, Name]) => ({ Id, Name })).sort((a, b) => a.Name.localeCompare(b.Name)),
        Storefronts: found.storefronts.map((row) => ({ Id: row.id, Name: row.name })),
        Partners: found.partners.map((row) => ({ Id: row.id, Name: row.name })),
        Salespeople: found.salespeople.map((row) => ({ Id: row.id, Name: row.name })),
        CanSeeRefusals: canReadRefusedDemand(user),
      };
    },

    /** The headline figures of the period and of the period before it. */
    async summary(caller: Caller, filter: InsightFilterValue): Promise<InsightSummary> {
      const { scope } = requireInsightScope(caller);
      const current = windowOf(scope, filter);
      const previous = { ...current, ...previousInsightPeriod(filter.from, filter.to) };
      return { Current: await figuresOf(current), Previous: await figuresOf(previous) };
    },

    /**
     * Configurations started, inquiries, offers and orders of the period. Configurations belong to a storefront,
     * not to a salesperson: with a salesperson filter they are not counted (null).
     */
    async funnel(caller: Caller, filter: InsightFilterValue): Promise<InsightFunnel> {
      const { scope } = requireInsightScope(caller);
      const window = windowOf(scope, filter);
      const { counts } = await repository.periodFigures(window);
      const steps = filter.salesmanUserId ? null : await repository.configurationSteps(window);
      return {
        Configurations: steps === null ? null : [...steps.values()].reduce((sum, value) => sum + value, 0),
        Inquiries: counts.inquiries,
        Offers: counts.offersMade,
        Orders: counts.orders,
      };
    },

    /** Offers, orders and revenue of every week or month of the period, empty ones included. */
    async timeline(caller: Caller, filter: InsightFilterValue, grain: InsightGrain): Promise<InsightTimeline> {
      const { scope } = requireInsightScope(caller);
      const rows = await repository.timeline(windowOf(scope, filter), grain);
      const byStart = new Map<string, { offers: number; orders: number; money: Map<string, MoneyRow> }>();
      for (const start of periodStarts(filter.from, filter.to, grain)) {
        byStart.set(start, { offers: 0, orders: 0, money: new Map() });
      }
      for (const row of rows) {
        const bucket = byStart.get(row.start);
        if (!bucket) {
          continue;
        }
        bucket.offers += row.offers;
        bucket.orders += row.orders;
        addMoney(bucket.money, row);
      }
      return {
        Grain: grain,
        Rows: [...byStart].map(([start, bucket]) => ({
          Start: start,
          Offers: bucket.offers,
          Orders: bucket.orders,
          Money: toMoney([...bucket.money.values()]),
        })),
      };
    },

    /** Offers, orders and revenue by storefront, partner, salesperson or model; most orders first. */
    async breakdown(
      caller: Caller,
      filter: InsightFilterValue,
      dimension: InsightDimension,
      lang: Language,
    ): Promise<InsightBreakdown> {
      const { scope } = requireInsightScope(caller);
      const window = windowOf(scope, filter);
      const groups = new Map<string, { name: string; offers: number; orders: number; money: Map<string, MoneyRow> }>();
      const add = (key: string, name: string, row: MoneyRow & { offers: number }) => {
        const group = groups.get(key) ?? { name, offers: 0, orders: 0, money: new Map() };
        group.offers += row.offers;
        group.orders += row.orders;
        addMoney(group.money, row);
        groups.set(key, group);
      };
      if (dimension === 'model') {
        for (const row of await repository.breakdownByModel(window)) {
          add(row.key, await modelName(row.versionId, row.key, lang), row);
        }
      } else {
        for (const row of await repository.breakdown(window, dimension)) {
          add(row.key ?? ZERO_GUID, row.name ?? '', row);
        }
      }
      const rows: InsightBreakdownRow[] = [...groups]
        .map(([key, group]) => ({
          Key: key,
          Name: group.name,
          Offers: group.offers,
          Orders: group.orders,
          Money: toMoney([...group.money.values()]),
        }))
        .sort((a, b) => b.Orders - a.Orders || b.Offers - a.Offers || a.Name.localeCompare(b.Name))
        .slice(0, INSIGHT_LIMITS.breakdown);
      return { Dimension: dimension, Rows: rows };
    },

    /**
     * The options (list parameters' values) most often chosen in the period's ordered configurations, each with the
     * orders that chose it. A brand's models share its parameters (ids derived from the brand and the codes), so an
     * option is one (parameter, value) pair of one brand: two brands' options of the same names stay two rows, and each
     * row's orders are listed by its ids (docs/decisions.md "Top options: one row per brand's option").
     */
    async options(caller: Caller, filter: InsightFilterValue, lang: Language): Promise<InsightOptions> {
      const { scope } = requireInsightScope(caller);
      // Numbers and texts are not options; a few more rows than shown leave room for them.
      const found = await repository.topChoices(windowOf(scope, filter), INSIGHT_LIMITS.options * 5);
      const rows: InsightOptions['Rows'] = [];
      for (const choice of found) {
        const option = await optionOf(choice.versionId, choice.modelId, choice.parameterId, choice.valueId);
        if (!option) {
          continue;
        }
        const { parameter, value } = option;
        rows.push({
          BrandId: choice.brandId,
          BrandName: choice.brandName,
          ParameterId: choice.parameterId,
          ParameterName: nameOf(parameter.names, lang),
          ValueId: choice.valueId,
          ValueName: value.brandNames?.[lang] || value.names[lang],
          Configurations: choice.configurations,
          Orders: choice.orders,
        });
      }
      return {
        Rows: rows
          .sort(
            (a, b) =>
              b.Configurations - a.Configurations ||
              a.ParameterName.localeCompare(b.ParameterName) ||
              a.ValueName.localeCompare(b.ValueName) ||
              a.BrandName.localeCompare(b.BrandName),
          )
          .slice(0, INSIGHT_LIMITS.options),
      };
    },

    /** Refused demand by model and rule, and the period's configurations by the furthest step (manufacturer only). */
    async refusals(caller: Caller, filter: InsightFilterValue, lang: Language): Promise<InsightRefusals> {
      const { scope } = requireRefusedDemandScope(caller);
      const window = windowOf(scope, filter);
      const rows: InsightRefusals['Rows'] = [];
      for (const row of await repository.refusals(window, INSIGHT_LIMITS.refusals)) {
        const model = await store.getModelOf(row.versionId, row.modelId);
        const rule = model?.def.rules.find((item) => item.id === row.ruleId);
        const parameter = model?.def.parameters.find((param) => param.id === row.parameterId);
        const value = parameter?.values.find((item) => item.id === row.valueId);
        const reason = rule && 'reason' in rule ? rule.reason[lang] : '';
        rows.push({
          ModelId: row.modelId,
          ModelName: model ? nameOf(model.def.names, lang) || model.def.code : row.modelId,
          RuleId: row.ruleId,
          RuleReason: reason,
          ParameterName: parameter ? nameOf(parameter.names, lang) : row.parameterId,
          ValueName: value ? value.brandNames?.[lang] || value.names[lang] : row.valueId,
          Kind: row.kind,
          Count: row.refusals,
        });
      }
      const steps = filter.salesmanUserId ? new Map<number, number>() : await repository.configurationSteps(window);
      return {
        Rows: rows,
        Steps: INSIGHT_STEPS.map((step) => ({ Step: step, Configurations: steps.get(CONFIGURATION_STEPS[step]) ?? 0 })),
      };
    },

    /** A page of the documents a figure counts, newest first. */
    async documents(
      caller: Caller,
      filter: InsightFilterValue,
      list: InsightDocumentList,
      page: { page: number; pageSize: number },
      lang: Language,
    ): Promise<InsightDocumentsPage> {
      const { scope } = requireInsightScope(caller);
      const found = await repository.listDocuments(
        windowOf(scope, filter),
        list,
        { offset: (page.page - 1) * page.pageSize, limit: page.pageSize },
        lang,
      );
      return {
        Items: found.rows.map((row) => ({
          SalesDocumentId: row.id,
          BrandPartnerId: row.brandPartnerId,
          DocumentNumber: row.number,
          DocumentTypeName: row.typeName,
          DocumentStatusName: row.statusName,
          StorefrontName: row.storefront,
          PartnerName: row.partner,
          Salesman: row.salesman,
          CreatedAt: row.createdAt,
          TotalPrice: centsToMoney(row.netCents),
          TotalTax: centsToMoney(row.taxCents),
          Currency: row.currency,
        })),
        Total: found.total,
        Page: page.page,
        PageSize: page.pageSize,
      };
    },
  };
};
