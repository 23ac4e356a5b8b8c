import { configurationImageUrl, type Language } from '@door/contract';
import { type CompiledParameter, choiceText, configure, displayName } from '@door/engine';
import type { Database } from '#server/db/client';
import { getCatalogueStore } from './catalogue/catalogue-store';
import { createConfigurationVersions } from './catalogue/configuration-versions';

/** A stored configuration as the cart and the inquiry read it. */
export type StoredConfiguration = {
  id: string;
  brandPartnerId: string;
  modelId: string;
  catalogueVersionId: string;
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
  /** The version and settled choices the price was computed with (the current version: carts follow it). */
  catalogueVersionId: string;
  choices: Record<string, string>;
};

/**
 * Summarizes configurations with the engine on the shared in-memory catalogue, so the cart and the mails show the
 * same price and choices as the configurator. Cart configurations are in no document: they follow the brand's
 * current catalogue, so they are summarized on it (the inquiry then pins them to it).
 */
export const createConfigurationSummaries = (database: Database) => {
  const store = getCatalogueStore(database);
  const catalogue = createConfigurationVersions(store);
  return {
    /** Name, picture, price and chosen parameters of one configuration in a language. */
    async summarize(configuration: StoredConfiguration, lang: Language): Promise<ConfigurationSummary> {
      const partner = await store.getBrandPartner(configuration.brandPartnerId);
      const move = partner ? await catalogue.planMove(configuration, partner.brandId) : null;
      const pinned = move?.toModel
        ? { versionId: move.to.id, model: move.toModel }
        : {
            versionId: configuration.catalogueVersionId,
            model: (await catalogue.pinned(configuration))?.model ?? null,
          };
      const base = {
        id: configuration.id,
        image: configurationImageUrl(configuration),
        currency: partner?.currency ?? 'EUR',
        comment: configuration.comment,
        catalogueVersionId: configuration.catalogueVersionId,
        choices: configuration.choices,
      };
      const model = pinned.model;
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
      return {
        ...base,
        catalogueVersionId: pinned.versionId,
        choices: result.choices,
        name: displayName(model.def.names, lang),
        priceCents: result.priceCents,
        lines,
      };
    },
  };
};
/** Summaries of configurations for the cart and the inquiry. */
export type ConfigurationSummaries = ReturnType<typeof createConfigurationSummaries>;
