import type { Language, SelectionCategory } from '@door/contract';
import type { Caller } from '#server/core/caller';
import type { CatalogueStore } from '#server/services/catalogue/catalogue-store';
import { getSelectionIndex } from '#server/services/catalogue/selection-index';
import { compileFilter, loadSelection, matchMask, type SelectionQueryInput } from './selection-models.service';

/** Builds the selection categories service: filters with, per value, how many models it would leave. */
export const createSelectionCategoriesService = ({ store }: { store: CatalogueStore }) => ({
  /** The selection categories and their values; a value is Active when picking it still leaves matching models. */
  async listCategories(
    caller: Caller,
    variant: 'public' | 'auth',
    brandPartnerId: string,
    query: SelectionQueryInput,
    requestLang: Language,
  ): Promise<SelectionCategory[]> {
    const { catalogue } = await loadSelection(store, caller, variant, brandPartnerId);
    const lang = query.lang ?? requestLang;
    const filter = compileFilter(query);
    const index = getSelectionIndex(catalogue);
    // The text and each category's choice as masks, once; each category is counted with its own choice left out,
    // so that its values read as alternatives.
    const textMask = matchMask(index, { tokens: filter.tokens, groups: [] });
    const groupMasks = filter.groups.map((group) => ({
      categoryId: group.categoryId,
      mask: matchMask(index, { tokens: [], groups: [group] }),
    }));
    const mask = new Uint8Array(index.size);
    return catalogue.selection.map((category) => {
      mask.set(textMask);
      for (const group of groupMasks) {
        if (group.categoryId !== category.id) {
          for (let i = 0; i < mask.length; i += 1) {
            mask[i] = (mask[i] as number) & (group.mask[i] as number);
          }
        }
      }
      const counts = new Map<string, number>();
      for (const value of category.values) {
        const valueMask = index.valueMask(value.id);
        let count = 0;
        for (let i = 0; i < mask.length; i += 1) {
          count += (mask[i] as number) & (valueMask[i] as number);
        }
        counts.set(value.id, count);
      }
      return {
        BrandPartnerCategoryId: category.id,
        Name: category.names[lang],
        Order: category.sortOrder,
        CategoryValues: category.values.map((value) => {
          const count = counts.get(value.id) ?? 0;
          return {
            BrandPartnerCategoryValueId: value.id,
            Name: value.names[lang],
            Active: value.isActive && count > 0,
            Order: value.sortOrder,
            Count: count,
          };
        }),
      };
    });
  },
});
