import {
  type Language,
  LIMITS,
  partImageUrl,
  type SelectionModel,
  type SelectionModelsReply,
  type selectionQuerySchema,
} from '@door/contract';
import { applyMarkup, centsToMoney, displayName, fromPriceCents } from '@door/engine';
import type { z } from 'zod';
import { foldText, type ModelEntry } from '#server/catalogue/catalogue-build';
import { catalogueImageUrl } from '#server/catalogue/catalogue-pictures';
import { AppError } from '#server/core/app-error';
import type { Caller } from '#server/core/caller';
import { COMMON_MESSAGES } from '#server/core/messages';
import { requireUser } from '#server/policies/access-guard';
import { canSeePrices } from '#server/policies/price.policy';
import type { BrandPartnerInfo, CatalogueStore, LoadedVersion } from '#server/services/catalogue/catalogue-store';
import { getSelectionIndex, type SelectionIndex } from '#server/services/catalogue/selection-index';

/** The parsed body of the selection calls. */
export type SelectionQueryInput = z.output<typeof selectionQuerySchema>;

/** A compiled filter: text tokens and, per category, the values of which a model needs at least one. */
export type CompiledFilter = { tokens: string[]; groups: { categoryId: string; valueIds: Set<string> }[] };

/** Compiles the body's text and category filters once per request. */
export const compileFilter = (query: SelectionQueryInput): CompiledFilter => ({
  tokens: foldText(query.textFilter).split(/\s+/).filter(Boolean),
  groups: query.categories
    .filter((category) => category.values.length > 0)
    .map((category) => ({ categoryId: category.id, valueIds: new Set(category.values.map((value) => value.id)) })),
});

/** The models (by position in the catalogue order) that match the text and every category group but one. */
export const matchMask = (index: SelectionIndex, filter: CompiledFilter, skipCategoryId?: string): Uint8Array => {
  const mask = new Uint8Array(index.size).fill(1);
  for (const token of filter.tokens) {
    const tokenMask = index.tokenMask(token);
    for (let i = 0; i < mask.length; i += 1) {
      mask[i] = (mask[i] as number) & (tokenMask[i] as number);
    }
  }
  for (const group of filter.groups) {
    if (group.categoryId === skipCategoryId) {
      continue;
    }
    const any = new Uint8Array(index.size);
    for (const valueId of group.valueIds) {
      const valueMask = index.valueMask(valueId);
      for (let i = 0; i < any.length; i += 1) {
        any[i] = (any[i] as number) | (valueMask[i] as number);
      }
    }
    for (let i = 0; i < mask.length; i += 1) {
      mask[i] = (mask[i] as number) & (any[i] as number);
    }
  }
  return mask;
};

/** Loads the brand partner and its brand's catalogue; 404 for an unknown brand partner. */
export const loadSelection = async (
  store: CatalogueStore,
  caller: Caller,
  variant: 'public' | 'auth',
  brandPartnerId: string,
): Promise<{ partner: BrandPartnerInfo; catalogue: LoadedVersion }> => {
  if (variant === 'auth') {
    requireUser(caller);
  }
  const partner = await store.getBrandPartner(brandPartnerId);
  if (!partner) {
    throw new AppError(COMMON_MESSAGES.notFound);
  }
  return { partner, catalogue: await store.getCurrentCatalogue(partner.brandId) };
};

/** Each compiled model's "from" price per markup, kept as long as the compiled model is. */
const fromPrices = new WeakMap<object, Map<number, number>>();

/**
 * The "from" price of a model on a brand partner's price list: the cheapest of its start configuration and every
 * configuration one choice away (never the base price alone, which leaves out a value the model requires).
 */
const fromPriceOf = async (
  store: CatalogueStore,
  catalogue: LoadedVersion,
  model: ModelEntry,
  markupBasisPoints: number,
): Promise<number> => {
  const compiled = (await store.getModel(catalogue, model.id))?.compiled;
  if (!compiled) {
    return applyMarkup(model.basePriceCents, markupBasisPoints);
  }
  const known = fromPrices.get(compiled) ?? new Map<number, number>();
  fromPrices.set(compiled, known);
  let cents = known.get(markupBasisPoints);
  if (cents === undefined) {
    cents = fromPriceCents(compiled, { markupBasisPoints });
    known.set(markupBasisPoints, cents);
  }
  return cents;
};

const card = (
  model: ModelEntry,
  partner: BrandPartnerInfo,
  lang: Language,
  priceCents: number | null,
): SelectionModel => {
  return {
    Id: model.id,
    PartId: model.id,
    Name: model.names.name[lang],
    Title: model.names.title[lang],
    BrandName: displayName(model.names, lang),
    // The model's uploaded picture where the catalogue has one, else the drawn door.
    Image: model.picture
      ? catalogueImageUrl(model.picture)
      : partImageUrl({ partId: model.id, brandPartnerId: partner.id, variant: 'original' }),
    ImageXXL: model.picture
      ? catalogueImageUrl(model.picture)
      : partImageUrl({ partId: model.id, brandPartnerId: partner.id, variant: 'xxl' }),
    Price: priceCents === null ? null : centsToMoney(priceCents),
    Order: model.sortOrder,
    IsSpecialOffer: model.isSpecialOffer,
  };
};

/** Builds the model selection service: filter, search and page the models of a brand partner. */
export const createSelectionModelsService = ({ store }: { store: CatalogueStore }) => ({
  /** One page of the models that match the filters, special offers first (prices only for the brand partner's own users). */
  async listModels(
    caller: Caller,
    variant: 'public' | 'auth',
    brandPartnerId: string,
    query: SelectionQueryInput,
    requestLang: Language,
  ): Promise<SelectionModelsReply> {
    const { partner, catalogue } = await loadSelection(store, caller, variant, brandPartnerId);
    const lang = query.lang ?? requestLang;
    const filter = compileFilter(query);
    const mask = matchMask(getSelectionIndex(catalogue), filter);
    const special: ModelEntry[] = [];
    const regular: ModelEntry[] = [];
    catalogue.ordered.forEach((model, position) => {
      if (mask[position] === 1) {
        (model.isSpecialOffer ? special : regular).push(model);
      }
    });
    const pageSize = query.pageSize ?? LIMITS.modelPageSize;
    const page = query.page ?? 1;
    const start = (page - 1) * pageSize;
    const total = special.length + regular.length;
    // A signed-in user of another brand partner sees this catalogue as anonymous visitors do: without prices.
    const showPrices = canSeePrices(caller, partner.id);
    const slice = (list: ModelEntry[], offset: number) =>
      Promise.all(
        list.slice(Math.max(0, start - offset), Math.max(0, start + pageSize - offset)).map(async (model) => {
          const price = showPrices ? await fromPriceOf(store, catalogue, model, partner.markupBasisPoints) : null;
          return card(model, partner, lang, price);
        }),
      );
    return {
      BrandModelsSpecial: await slice(special, 0),
      BrandModelsNotSpecial: await slice(regular, special.length),
      Page: page,
      PageSize: pageSize,
      Total: total,
      HasMore: start + pageSize < total,
      Currency: partner.currency,
    };
  },
});
