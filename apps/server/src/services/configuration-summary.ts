import { configurationImageUrl, type Language } from '@door/contract';
import type { Database } from '../db/client';
import { type CompiledParameter, choiceText, configure, displayName } from '../engine';
import { getCatalogueStore } from './catalogue-store';

/** A stored configuration as the cart and the inquiry read it. */
export type StoredConfiguration = {
  id: string;
  brandPartnerId: string;
  modelId: string;
  choices: Record<string, string>;
  comment: string;
  updatedAt: Date;
};

/** What the cart and the inquiry mails show of a configuration: name, picture, price and chosen parameters. */
export type ConfigurationSummary = {
  id: string;
  name: string;
  image: string;
  /** Price on the brand partner's price list in cents; null when the model is no longer in the catalogue. */
  priceCents: number | null;
  currency: string;
  /** "Parameter: value" of every enabled parameter with a value, in display order. */
  lines: string[];
  comment: string;
};

/**
 * Summarizes configurations with the engine on the shared in-memory catalogue, so the cart and the mails show the
 * same price and choices as the configurator.
 */
export const createConfigurationSummaries = (database: Database) => {
  const store = getCatalogueStore(database);
  return {
    /** Name, picture, price and chosen parameters of one configuration in a language. */
    async summarize(configuration: StoredConfiguration, lang: Language): Promise<ConfigurationSummary> {
      const partner = await store.getBrandPartner(configuration.brandPartnerId);
      const catalogue = partner ? await store.getCatalogue(partner.brandId) : null;
      const model = catalogue?.models.get(configuration.modelId);
      const base = {
        id: configuration.id,
        image: configurationImageUrl(configuration),
        currency: partner?.currency ?? 'EUR',
        comment: configuration.comment,
      };
      if (!partner || !model) {
        return { ...base, name: configuration.id, priceCents: null, lines: [] };
      }
      const result = configure(model.compiled, configuration.choices, null, {
        markupBasisPoints: partner.markupBasisPoints,
      });
      const lines = [...result.model.params]
        .sort((a, b) => a.def.order - b.def.order || a.index - b.index)
        .filter((param: CompiledParameter) => result.params[param.index]?.enabled && param.def.dataType !== 'comment')
        .flatMap((param) => {
          const text = choiceText(result, param, lang);
          return text === null || text === '' ? [] : [`${displayName(param.def.names, lang)}: ${text}`];
        });
      return { ...base, name: displayName(model.def.names, lang), priceCents: result.priceCents, lines };
    },
  };
};
/** Summaries of configurations for the cart and the inquiry. */
export type ConfigurationSummaries = ReturnType<typeof createConfigurationSummaries>;
