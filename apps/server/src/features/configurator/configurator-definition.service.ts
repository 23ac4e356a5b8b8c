import { createHmac } from 'node:crypto';
import {
  type ConfiguratorDefectBody,
  DEFINITION_MARKUP_BASIS_POINTS,
  DEFINITION_PRICE_SCALE,
  MODEL_DEFINITION_FORMAT,
  type ModelDefinitionReply,
} from '@door/contract';
import { applyMarkup, type ModelDefinition, type RuleDefinition } from '@door/engine';
import { LRUCache } from 'lru-cache';
import { AppError } from '#server/core/app-error';
import type { Caller } from '#server/core/caller';
import { COMMON_MESSAGES } from '#server/core/messages';
import { assertCanReadConfiguration, canSeePartsTree } from '#server/policies/configuration.policy';
import { assertCanReadDocument } from '#server/policies/document.policy';
import { canSeePrices } from '#server/policies/price.policy';
import { CONFIGURATOR_MESSAGES as M } from './configurator.messages';
import { type ConfiguratorDeps, createConfiguratorLoader, documentAccessOf } from './configurator-loader';

/** Built definitions kept as JSON, by ETag (one per version × model × price list × audience). */
export const DEFINITION_CACHE = { max: 200, ttlMs: 60 * 60_000 } as const;

/** A definition as the route sends it: the JSON, its ETag and how long a browser may keep it. */
export type DefinitionReply = { json: string; etag: string; cacheControl: string };

/**
 * The model's amounts on a price list, in 1/10 000 cent (DEFINITION_PRICE_SCALE): a fixed amount is marked up and
 * rounded as the server's engine does it; a rate per m² or mm is scaled by the markup factor unrounded (the engine
 * rounds the product once), so the browser's engine, run with DEFINITION_MARKUP_BASIS_POINTS, gets every cent the
 * server gets. Without prices every amount is 0 and the price rules are left out; without the parts tree, the parts.
 */
export const definitionForAudience = (
  def: ModelDefinition,
  audience: { markupBasisPoints: number; showPrices: boolean; showPartsTree: boolean },
): ModelDefinition => {
  const { markupBasisPoints: markup, showPrices, showPartsTree } = audience;
  const amount = (cents: number) => (showPrices ? applyMarkup(cents, markup) * DEFINITION_PRICE_SCALE : 0);
  const rate = (cents: number) => cents * (DEFINITION_PRICE_SCALE + markup);
  const rules = def.rules.flatMap((rule): RuleDefinition[] => {
    if (rule.kind === 'part') {
      return showPartsTree ? [rule] : [];
    }
    if (rule.kind !== 'price') {
      return [rule];
    }
    if (!showPrices) {
      return [];
    }
    const term = rule.term;
    switch (term.type) {
      case 'fixed':
        return [{ ...rule, term: { ...term, cents: amount(term.cents) } }];
      case 'perM2':
        return [{ ...rule, term: { ...term, centsPerM2: rate(term.centsPerM2) } }];
      case 'perMmOver':
        return [{ ...rule, term: { ...term, centsPerMm: rate(term.centsPerMm) } }];
      default:
        return [rule];
    }
  });
  return {
    ...def,
    basePriceCents: amount(def.basePriceCents),
    parameters: def.parameters.map((param) => ({
      ...param,
      values: param.values.map((value) => ({ ...value, priceCents: amount(value.priceCents) })),
    })),
    rules,
  };
};

/**
 * Builds the definition part of the configurator: the model a browser evaluates changes with (the same engine and
 * drawing code as the server), and the defect reports of browsers whose result differed from the server's.
 */
export const createDefinitionService = (deps: ConfiguratorDeps, { etagKey }: { etagKey: Buffer }) => {
  const { repository, store } = deps;
  const loader = createConfiguratorLoader(deps);
  const built = new LRUCache<string, string>({ max: DEFINITION_CACHE.max, ttl: DEFINITION_CACHE.ttlMs });

  /** The price list a document's configuration is priced with: the document's storefront when it sells the brand. */
  const priceListOf = async (caller: Caller, partnerId: string, documentId: string | undefined) => {
    const partner = await loader.brandPartnerOf(partnerId);
    if (!documentId) {
      return { partner, priceList: partner };
    }
    const document = await repository.findDocument(documentId);
    if (!document) {
      throw new AppError(COMMON_MESSAGES.notFound);
    }
    assertCanReadDocument(caller, documentAccessOf(document));
    if (document.brandPartnerId === partner.id) {
      return { partner, priceList: partner };
    }
    const documentPartner = await store.getBrandPartner(document.brandPartnerId);
    return {
      partner,
      priceList: documentPartner && documentPartner.brandId === partner.brandId ? documentPartner : partner,
    };
  };

  return {
    /**
     * The definition of a model in a catalogue version of the brand partner's brand (404 when either is not), on the
     * price list that applies, with prices only for a caller who may see the brand partner's (as every reply decides).
     */
    async getDefinition(
      caller: Caller,
      versionId: string,
      partId: string,
      query: { brandPartnerId: string; documentId?: string | undefined },
    ): Promise<DefinitionReply> {
      const { partner, priceList } = await priceListOf(caller, query.brandPartnerId, query.documentId);
      const version = await store.getVersion(versionId);
      if (!version || version.brandId !== partner.brandId) {
        throw new AppError(M.modelNotFound);
      }
      const model = await loader.modelOf(version, partId);
      const showPrices = canSeePrices(caller, partner.id);
      const showPartsTree = canSeePartsTree(caller, { brandPartnerId: partner.id });
      const markupBasisPoints = showPrices ? priceList.markupBasisPoints : 0;
      // The ETag names what the content depends on, keyed with the server's secret: the markup is the brand partner's
      // own business, and an unkeyed hash of so few possible inputs is recovered by trying them all.
      const etag = `"${createHmac('sha256', etagKey)
        .update(
          [
            MODEL_DEFINITION_FORMAT,
            version.id,
            partId,
            priceList.id,
            markupBasisPoints,
            showPrices,
            showPartsTree,
          ].join('|'),
        )
        .digest('base64url')
        .slice(0, 27)}"`;
      // Without prices the content is fixed by the version; a price list may change, so priced ones revalidate.
      const cacheControl = showPrices ? 'private, no-cache' : 'private, max-age=31536000, immutable';
      let json = built.get(etag);
      if (json === undefined) {
        const reply: ModelDefinitionReply = {
          VersionId: version.id,
          PartId: partId,
          BrandPartnerId: priceList.id,
          ShowPrices: showPrices,
          ShowPartsTree: showPartsTree,
          MarkupBasisPoints: DEFINITION_MARKUP_BASIS_POINTS,
          Design: model.design,
          Model: definitionForAudience(model.def, { markupBasisPoints, showPrices, showPartsTree }),
        };
        json = JSON.stringify(reply);
        built.set(etag, json);
      }
      return { json, etag, cacheControl };
    },

    /**
     * Checks a defect report names a stored configuration the caller may read (404, 403 otherwise, so the log holds
     * no invented or foreign ids) and returns the log entry: ids, fields and values the browser computed, no text the
     * customer typed.
     */
    async describeDefect(caller: Caller, configurationId: string, body: ConfiguratorDefectBody) {
      const { row, access } = await loader.loadHeld(configurationId);
      assertCanReadConfiguration(caller, access);
      return {
        defect: 'configurator-result-mismatch',
        configurationId: row.id,
        brandPartnerId: row.brandPartnerId,
        versionId: body.VersionId,
        partId: body.PartId,
        parameterId: body.ParameterId,
        callerKind: caller.kind,
        differences: body.Differences,
      };
    },
  };
};
/** The definition part of the configurator. */
export type DefinitionService = ReturnType<typeof createDefinitionService>;
