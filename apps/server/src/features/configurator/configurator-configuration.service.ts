import {
  type CatalogueUpdatePreview,
  type ConfigurationCatalogue,
  type ConfigurationChange,
  type ConfigurationCreateQuery,
  type ConfigurationMetadata,
  type ConfigurationReply,
  type ConfigurationUpdateQuery,
  type ConfigurationUpdateReply,
  configurationImageUrl,
  DOCUMENT_STATUS_IDS,
  IMAGE_VARIANT_SIZES,
  isDocumentReadOnly,
  isInstallerRole,
  type Language,
  type OverviewReply,
  type ParameterValue,
  partImageUrl,
} from '@door/contract';
import {
  applyMarkup,
  centsToMoney,
  configure,
  displayName,
  type EngineResult,
  modelPriceCents,
  type PresentOptions,
  presentChanges,
  presentMessage,
  presentOverview,
  presentPartsTree,
  presentPopupParameters,
  presentTree,
  presentTreeJson,
  presentVersionChanges,
  presentVersionMessage,
  type ValueDefinition,
} from '@door/engine';
import { drawDoorSvg, drawingFromConfiguration } from '@door/engine/door';
import { catalogueImageUrl } from '#server/catalogue/catalogue-pictures';
import { AppError } from '#server/core/app-error';
import type { Caller } from '#server/core/caller';
import { COMMON_MESSAGES } from '#server/core/messages';
import { requireUser } from '#server/policies/access-guard';
import {
  assertCanCreateConfiguration,
  assertCanEditConfiguration,
  assertCanReadConfiguration,
  assertCanUseVariant,
  type ConfigurationAccess,
  type ConfiguratorVariant,
  canEditConfiguration,
  canPriceConfiguration,
  canSeePartsTree,
} from '#server/policies/configuration.policy';
import { assertCanReadDocument, DOCUMENT_POLICY_MESSAGES, requireDocument } from '#server/policies/document.policy';
import { canSeePrices } from '#server/policies/price.policy';
import { CATALOGUE_MESSAGES } from '#server/services/catalogue/catalogue.messages';
import type { BrandPartnerInfo, CatalogueModel, LoadedVersion } from '#server/services/catalogue/catalogue-store';
import {
  createConfigurationVersions,
  runMove,
  type VersionMove,
} from '#server/services/catalogue/configuration-versions';
import { historyEntry } from '#server/services/document-history';
import { changedDemandOf, recordRefusedDemand, refusedDemandOf } from '#server/services/refused-demand';
import { CONFIGURATOR_MESSAGES as M } from './configurator.messages';
import type { ConfigurationRow } from './configurator.repository';
import {
  type ConfiguratorDeps,
  createConfiguratorLoader,
  type DocumentRow,
  documentAccessOf,
  rowOf,
} from './configurator-loader';

/** The document a configuration is opened in: the one that holds it, or the one a new configuration is made for. */
type DocumentContext = {
  document: DocumentRow;
  /** The configuration in the document; null while a new one is being made for it. */
  line: { id: string; position: number; statusId: string | null } | null;
  /** The document is read-only. */
  isReadOnly: boolean;
};

/** A configuration as the caller opened it: its row, the access the policy decides with, and its document. */
type Opened = { row: ConfigurationRow; access: ConfigurationAccess; context: DocumentContext | null };

const isGenerating = (context: DocumentContext | null) =>
  context?.line?.statusId === DOCUMENT_STATUS_IDS.generatingTechnicalDocumentation;

/** Which family of endpoints was called: public (anonymous), `auth` (signed in) or `admin` (editors). */
export type Variant = ConfiguratorVariant;

const commentOf = (result: EngineResult, fallback: string) => {
  const index = result.model.commentParamIndex;
  return index >= 0 ? (result.state.text[index] ?? fallback) : fallback;
};

/**
 * Builds the configuration part of the configurator: create, update, price, values, comment, overview and the
 * documentation list, each checked by the configuration policy; prices only on the caller's own price lists.
 */
export const createConfigurationService = (deps: ConfiguratorDeps) => {
  const { repository, store } = deps;
  const loader = createConfiguratorLoader(deps);
  const versions = createConfigurationVersions(store);
  const { brandPartnerOf, loadAll, modelOf, runEngine } = loader;

  const metadata = (
    caller: Caller,
    lang: Language,
    { row, access }: Pick<Opened, 'row' | 'access'>,
    partner: BrandPartnerInfo,
    model: CatalogueModel,
    result: EngineResult,
    extras: {
      showImage?: boolean;
      position?: number | null;
      context?: DocumentContext | null;
      catalogue: ConfigurationCatalogue;
    },
  ): ConfigurationMetadata => {
    const context = extras.context ?? null;
    const isDocumentLocked =
      context !== null &&
      (context.isReadOnly || isGenerating(context) || (caller.kind === 'user' && isInstallerRole(caller.role)));
    const names = model.def.names;
    const commentParam = result.model.params[result.model.commentParamIndex];
    return {
      ConfigurationId: row.id,
      PartId: row.modelId,
      BrandPartnerId: row.brandPartnerId,
      ModelName: names.name[lang],
      ModelTitle: names.title[lang],
      BrandModelName: displayName(names, lang),
      ModelPrice: canPriceConfiguration(caller, row)
        ? centsToMoney(applyMarkup(model.def.basePriceCents, partner.markupBasisPoints))
        : null,
      FinalImageUrl: configurationImageUrl(row),
      FinalImage: extras.showImage
        ? `data:image/svg+xml;base64,${Buffer.from(drawDoorSvg(drawingFromConfiguration(result, model.design), IMAGE_VARIANT_SIZES.original)).toString('base64')}`
        : null,
      GenerateLiveImage: model.generateLiveImage,
      // The model's uploaded picture where the catalogue has one, else the drawn door.
      PartPicture: model.picture
        ? catalogueImageUrl(model.picture)
        : partImageUrl({ partId: row.modelId, brandPartnerId: partner.id, variant: 'original' }),
      Comment: row.comment,
      CanEdit: canEditConfiguration(caller, access) && !isDocumentLocked,
      InApproval: isGenerating(context),
      HasDocument: context !== null,
      Position: context?.line?.position ?? extras.position ?? null,
      CommentParameterId: commentParam?.def.id ?? null,
      IsPublished: row.isPublished,
      Catalogue: extras.catalogue,
    };
  };

  /**
   * The catalogue a configuration is priced with: its version, the brand's current one, and whether the caller may
   * update it (a configuration of a document that is not read-only, on an older version).
   */
  const catalogueOf = async (
    caller: Caller,
    { row, access }: Pick<Opened, 'row' | 'access'>,
    brandId: string,
    version: LoadedVersion,
    context: DocumentContext | null,
  ): Promise<ConfigurationCatalogue> => {
    const current = await store.currentVersionOf(brandId);
    const isLocked =
      context === null ||
      context.line === null ||
      context.isReadOnly ||
      isGenerating(context) ||
      (caller.kind === 'user' && isInstallerRole(caller.role));
    return {
      VersionId: version.id,
      Version: version.number,
      CurrentVersion: current?.number ?? null,
      CanUpdate:
        !isLocked &&
        canEditConfiguration(caller, access) &&
        current !== null &&
        current.versionId !== row.catalogueVersionId,
    };
  };

  /** The move of a configuration to its brand's current catalogue (409 when it is on it already). */
  const moveOf = async (row: ConfigurationRow, brandId: string): Promise<VersionMove> => {
    const move = await versions.planMove(row, brandId);
    if (!move) {
      throw new AppError(CATALOGUE_MESSAGES.alreadyCurrent);
    }
    return move;
  };

  /** What a move changes, as the configurator shows it before saving. */
  const previewOf = (
    caller: Caller,
    row: ConfigurationRow,
    move: VersionMove,
    partner: BrandPartnerInfo,
    lang: Language,
  ): CatalogueUpdatePreview => {
    const { before, after } = runMove(move, row.choices, partner);
    const showPrices = canPriceConfiguration(caller, row);
    return {
      ConfigurationId: row.id,
      FromVersion: move.from.number,
      ToVersion: move.to.number,
      IsModelAvailable: after !== null,
      PriceBefore: showPrices ? centsToMoney(before.priceCents) : null,
      PriceAfter: showPrices && after ? centsToMoney(after.priceCents) : null,
      Changes: after ? presentVersionChanges(before, after, lang) : [],
    };
  };

  /** How the engine's result is shown; a value's uploaded picture (the model's version has it) replaces the drawn one. */
  const options = (
    lang: Language,
    partner: BrandPartnerInfo,
    showPrices: boolean,
    model: Pick<CatalogueModel, 'valuePictures'>,
  ): PresentOptions => ({
    lang,
    showPrices,
    markupBasisPoints: partner.markupBasisPoints,
    valueImageUrl: (modelId: string, value: ValueDefinition) => {
      const picture = model.valuePictures.get(value.id);
      return picture
        ? catalogueImageUrl(picture)
        : partImageUrl({ partId: modelId, brandPartnerId: partner.id, variant: 'm', parameterValueId: value.id });
    },
  });

  /**
   * The document a staff caller makes a new configuration for (adding mode): the one named, which the caller must
   * see (404 unknown, 403 unseen); null without one and for customers and visitors.
   */
  const addingContextOf = async (caller: Caller, documentId: string | undefined): Promise<DocumentContext | null> => {
    if (!documentId || caller.kind !== 'user' || caller.role === null) {
      return null;
    }
    const document = await repository.findDocument(documentId);
    if (!document) {
      throw new AppError(COMMON_MESSAGES.notFound);
    }
    assertCanReadDocument(caller, documentAccessOf(document));
    return { document, line: null, isReadOnly: isDocumentReadOnly(rowOf(document)) };
  };

  /**
   * Opens a stored configuration for the caller: the one document that holds it decides who reads it (403), and a
   * documentId or documentConfigurationId naming another document or line than that one is refused (400), so no
   * call reaches a document it does not name. A configuration in no document may be opened for a document the
   * caller sees (adding mode).
   */
  const openConfiguration = async (
    caller: Caller,
    configurationId: string,
    named: { documentId?: string; documentConfigurationId?: string },
  ): Promise<Opened> => {
    const { row, holder, access } = await loader.loadHeld(configurationId);
    assertCanReadConfiguration(caller, access);
    if (!holder) {
      if (named.documentConfigurationId) {
        throw new AppError(M.documentMismatch, { detail: 'documentConfigurationId' });
      }
      return { row, access, context: await addingContextOf(caller, named.documentId) };
    }
    if (named.documentId && named.documentId !== holder.documentId) {
      // An unknown document is a 404 as everywhere; a known one is not the one that holds the configuration.
      requireDocument(await repository.findDocument(named.documentId));
      throw new AppError(M.documentMismatch, { detail: 'documentId' });
    }
    if (named.documentConfigurationId && named.documentConfigurationId !== holder.lineId) {
      throw new AppError(M.documentMismatch, { detail: 'documentConfigurationId' });
    }
    const line = { id: holder.lineId, position: holder.position, statusId: holder.lineStatusId };
    return { row, access, context: { document: holder, line, isReadOnly: isDocumentReadOnly(rowOf(holder)) } };
  };

  /**
   * The caller changes an opened configuration: the policy decides (403; 409 for a read-only document), then a
   * configuration of a document waits while its documentation is generating (409) and a special documentation
   * status goes back to draft (recorded in history).
   */
  const assertCanChange = async (caller: Caller, { row, access, context }: Opened) => {
    if (context?.line && caller.kind === 'user' && isInstallerRole(caller.role)) {
      throw new AppError(M.installerMayOnlyOpen);
    }
    assertCanEditConfiguration(caller, access);
    await assertDocumentChange(caller, row, context);
  };

  /** The price list of the document's storefront when it sells the same brand; else the configuration's own. */
  const priceListOf = async (partner: BrandPartnerInfo, context: DocumentContext | null) => {
    if (!context || context.document.brandPartnerId === partner.id) {
      return partner;
    }
    const documentPartner = await store.getBrandPartner(context.document.brandPartnerId);
    return documentPartner && documentPartner.brandId === partner.brandId ? documentPartner : partner;
  };

  /**
   * A change of a configuration in a document: 409 read-only or while its documentation is generating, 403 for
   * installers; a special documentation status goes back to draft (recorded in history).
   */
  const assertDocumentChange = async (caller: Caller, row: ConfigurationRow, context: DocumentContext | null) => {
    // A document context exists only for staff (openConfiguration).
    if (!context || caller.kind !== 'user') {
      return;
    }
    if (isInstallerRole(caller.role)) {
      throw new AppError(M.installerMayOnlyOpen);
    }
    if (context.isReadOnly) {
      throw new AppError(DOCUMENT_POLICY_MESSAGES.documentReadOnly);
    }
    if (isGenerating(context)) {
      throw new AppError(M.documentationGenerating);
    }
    const line = context.line;
    if (line && line.statusId === DOCUMENT_STATUS_IDS.specialTechnicalDocumentationGenerated) {
      await repository.resetSpecialStatus(
        line.id,
        line.statusId,
        DOCUMENT_STATUS_IDS.draft,
        historyEntry(
          context.document.documentId,
          caller.userId,
          'configurationStatusChanged',
          'draft',
          'specialTechnicalDocumentationGenerated',
          { documentConfigurationId: line.id, configurationId: row.id },
        ),
      );
      line.statusId = DOCUMENT_STATUS_IDS.draft;
    }
  };

  return {
    /** Creates a configuration of a model (or opens an existing one) and returns its tree, metadata and price. */
    async create(
      caller: Caller,
      variant: Variant,
      query: ConfigurationCreateQuery,
      lang: Language,
    ): Promise<ConfigurationReply> {
      assertCanUseVariant(caller, variant, query.brandPartnerId);
      let row: ConfigurationRow;
      let partner: BrandPartnerInfo;
      let catalogue: LoadedVersion;
      let model: CatalogueModel;
      let result: EngineResult;
      let context: DocumentContext | null;
      let access: ConfigurationAccess;
      // A configuration in no document follows the current catalogue: opened by whoever may change it, it moves.
      let moved: { message: string; changes: ConfigurationChange[] } | null = null;
      if (query.configurationId) {
        ({ row, access, context } = await openConfiguration(caller, query.configurationId, query));
        const loaded = await loadAll(row);
        ({ catalogue, model } = loaded);
        partner = await priceListOf(loaded.partner, context);
        result = runEngine(model, row.choices, partner, null);
        const move =
          canEditConfiguration(caller, access) && access.document === null
            ? await versions.planMove(row, loaded.partner.brandId)
            : null;
        if (move) {
          const { before, after } = runMove(move, row.choices, partner);
          const showPrices = canPriceConfiguration(caller, row);
          if (after && move.toModel) {
            const changes = presentVersionChanges(before, after, lang);
            const updatedAt = await repository.moveToVersion(row.id, move.to.id, after.choices);
            row = { ...row, catalogueVersionId: move.to.id, choices: after.choices, updatedAt };
            catalogue = move.to;
            model = move.toModel;
            result = after;
            const price = showPrices
              ? { beforeCents: before.priceCents, afterCents: after.priceCents, currency: partner.currency }
              : null;
            moved = {
              message: presentVersionMessage(
                { fromVersion: move.from.number, toVersion: move.to.number, changes },
                lang,
                price,
              ),
              changes,
            };
          } else {
            moved = { message: CATALOGUE_MESSAGES.modelNotInCurrent[lang], changes: [] };
          }
        }
      } else {
        partner = await brandPartnerOf(query.brandPartnerId);
        assertCanCreateConfiguration(caller, partner.id);
        context = await addingContextOf(caller, query.documentId);
        catalogue = await store.getCurrentCatalogue(partner.brandId);
        model = await modelOf(catalogue, query.partId as string);
        partner = await priceListOf(partner, context);
        result = runEngine(model, {}, partner, null);
        row = await repository.insert(repository.db, {
          brandPartnerId: partner.id,
          modelId: model.def.id,
          catalogueVersionId: catalogue.id,
          choices: result.choices,
          comment: '',
          ownerUserId: caller.kind === 'user' ? caller.userId : null,
        });
        access = { brandPartnerId: row.brandPartnerId, ownerUserId: row.ownerUserId, document: null };
      }
      const showPrices = canPriceConfiguration(caller, row);
      const presentation = options(lang, partner, showPrices, model);
      const changes = presentChanges(result, lang);
      return {
        Metadata: metadata(caller, lang, { row, access }, partner, model, result, {
          showImage: query.showImage ?? false,
          position: variant === 'admin' ? (query.p ?? null) : null,
          context,
          catalogue: await catalogueOf(caller, { row, access }, catalogue.brandId, catalogue, context),
        }),
        ViewModel: {
          Tree: presentTree(result, presentation),
          PopupParameters: presentPopupParameters(result, presentation),
        },
        Price: showPrices ? centsToMoney(result.priceCents) : null,
        // A move to the current catalogue says what it changed; the engine's own moves are the same choices.
        Message: moved ? moved.message : presentMessage(changes, lang),
        Changes: moved ? moved.changes : changes,
        PartsTree: canSeePartsTree(caller, row) ? presentPartsTree(result, lang) : null,
      };
    },

    /**
     * Applies one change, propagates, saves, and returns the reply of the update call already as JSON (the Tree is
     * assembled from cached JSON; see presentTreeJson): Tree, PopupParameters, Metadata, Price, Message, Changes.
     */
    async update(caller: Caller, variant: Variant, query: ConfigurationUpdateQuery, lang: Language): Promise<string> {
      assertCanUseVariant(caller, variant, query.brandPartnerId);
      const opened = await openConfiguration(caller, query.configurationId, query);
      const { row, context } = opened;
      if (row.modelId !== query.partId) {
        throw new AppError(M.partMismatch);
      }
      await assertCanChange(caller, opened);
      const loaded = await loadAll(row);
      const { model, catalogue } = loaded;
      const partner = await priceListOf(loaded.partner, context);
      // What the dashboard counts of refused demand: the choice tried and the rule, never who tried it.
      const tried = {
        brandPartnerId: row.brandPartnerId,
        catalogueVersionId: row.catalogueVersionId,
        modelId: row.modelId,
        parameterId: query.parameterId,
        valueId: query.parameterValueId,
      };
      let refusedBy: string | null = null;
      let result: EngineResult;
      try {
        result = runEngine(
          model,
          row.choices,
          partner,
          {
            parameterId: query.parameterId,
            parameterValueId: query.parameterValueId ?? null,
            customValue: query.customValue ?? null,
          },
          (ruleId) => {
            refusedBy = ruleId;
          },
        );
      } catch (error) {
        if (refusedBy !== null) {
          await recordRefusedDemand(repository.db, refusedDemandOf(tried, refusedBy));
        }
        throw error;
      }
      const comment = commentOf(result, row.comment);
      const updatedAt = await repository.writeChoices(row.id, result.choices, comment);
      await recordRefusedDemand(repository.db, changedDemandOf(tried, result));
      const saved: ConfigurationRow = { ...row, choices: result.choices, comment, updatedAt };
      const showPrices = canPriceConfiguration(caller, row);
      const presentation = options(lang, partner, showPrices, model);
      const changes = presentChanges(result, lang);
      const rest: Omit<ConfigurationUpdateReply, 'Tree'> = {
        PopupParameters: presentPopupParameters(result, presentation),
        Metadata: metadata(caller, lang, { row: saved, access: opened.access }, partner, model, result, {
          context,
          catalogue: await catalogueOf(
            caller,
            { row: saved, access: opened.access },
            catalogue.brandId,
            catalogue,
            context,
          ),
        }),
        Price: showPrices ? centsToMoney(result.priceCents) : null,
        Message: presentMessage(changes, lang),
        Changes: changes,
        PartsTree: canSeePartsTree(caller, row) ? presentPartsTree(result, lang) : null,
      };
      const tree = presentTreeJson(
        result,
        presentation,
        `${lang}|${showPrices}|${partner.id}|${partner.markupBasisPoints}`,
      );
      return `{"Tree":${tree},${JSON.stringify(rest).slice(1)}`;
    },

    /** The configuration's price on its brand partner's price list; null unless the caller acts for it. */
    async getPrice(caller: Caller, configurationId: string, documentId?: string | null) {
      const opened = await openConfiguration(caller, configurationId, { documentId: documentId ?? undefined });
      const { row } = opened;
      // Without a document named, the configuration's own price list.
      const context = documentId ? opened.context : null;
      const loaded = await loadAll(row);
      const partner = await priceListOf(loaded.partner, context);
      const result = runEngine(loaded.model, row.choices, partner, null);
      return {
        Price: canPriceConfiguration(caller, row) ? centsToMoney(result.priceCents) : null,
        Currency: context?.document.currency ?? partner.currency,
      };
    },

    /** Every value of one parameter of a model, as allowed in the model's default configuration. */
    async listValues(
      caller: Caller,
      partId: string,
      parameterId: string,
      brandPartnerId: string,
      lang: Language,
    ): Promise<ParameterValue[]> {
      const { partner, model } = await loader.loadModel(brandPartnerId, partId);
      const result = configure(model.compiled, {}, null, { markupBasisPoints: partner.markupBasisPoints });
      const tree = presentTree(result, options(lang, partner, canSeePrices(caller, partner.id), model));
      const parameter = tree.find((param) => param.ParameterId === parameterId);
      if (!parameter) {
        throw new AppError(M.parameterNotFound);
      }
      return parameter.Values;
    },

    /** Saves the comment (at most 2000 characters) into the configuration and its comment parameter. */
    async updateComment(caller: Caller, configurationId: string, comment: string) {
      const opened = await openConfiguration(caller, configurationId, {});
      const { row } = opened;
      await assertCanChange(caller, opened);
      const { model } = await loadAll(row);
      const commentParam = model.compiled.params[model.compiled.commentParamIndex];
      const choices = commentParam ? { ...row.choices, [commentParam.def.id]: comment } : row.choices;
      await repository.writeChoices(row.id, choices, comment);
      return { ConfigurationId: row.id, Comment: comment };
    },

    /** The overview: chosen parameters by category with category prices and the total. */
    async getOverview(
      caller: Caller,
      variant: 'public' | 'auth',
      configurationId: string,
      lang: Language,
      documentId?: string | null,
    ): Promise<OverviewReply> {
      if (variant === 'auth') {
        requireUser(caller);
      }
      const { row, access, context } = await openConfiguration(caller, configurationId, {
        documentId: documentId ?? undefined,
      });
      const loaded = await loadAll(row);
      const { model, catalogue } = loaded;
      const partner = await priceListOf(loaded.partner, context);
      const result = runEngine(model, row.choices, partner, null);
      const showPrices = canPriceConfiguration(caller, row);
      return {
        Metadata: metadata(caller, lang, { row, access }, partner, model, result, {
          context,
          catalogue: await catalogueOf(caller, { row, access }, catalogue.brandId, catalogue, context),
        }),
        Categories: presentOverview(result, catalogue.categories, { lang, showPrices }),
        ModelPrice: showPrices ? centsToMoney(modelPriceCents(result)) : null,
        ConfigurationPrice: showPrices ? centsToMoney(result.priceCents) : null,
        Currency: context?.document.currency ?? partner.currency,
        PartsTree: canSeePartsTree(caller, row) ? presentPartsTree(result, lang) : null,
      };
    },

    /**
     * What updating a configuration to the brand's current catalogue would change: price old → new and each choice no
     * longer allowed with what it becomes and the rule's reason (409 when it is on the current catalogue already).
     */
    async previewCatalogueUpdate(
      caller: Caller,
      configurationId: string,
      documentId: string | undefined,
      lang: Language,
    ): Promise<CatalogueUpdatePreview> {
      const { row, context } = await openConfiguration(caller, configurationId, { documentId });
      const loaded = await loadAll(row);
      const partner = await priceListOf(loaded.partner, context);
      return previewOf(caller, row, await moveOf(row, loaded.partner.brandId), partner, lang);
    },

    /**
     * Updates a configuration to the brand's current catalogue and, in a document, prices its line again (recorded in
     * the document's history). 409 on a read-only document, a model the current catalogue no longer has, or when it
     * is current already; installers 403.
     */
    async applyCatalogueUpdate(
      caller: Caller,
      configurationId: string,
      documentId: string | undefined,
      lang: Language,
    ): Promise<CatalogueUpdatePreview> {
      const opened = await openConfiguration(caller, configurationId, { documentId });
      const { row, context } = opened;
      await assertCanChange(caller, opened);
      const loaded = await loadAll(row);
      const partner = await priceListOf(loaded.partner, context);
      const move = await moveOf(row, loaded.partner.brandId);
      const preview = previewOf(caller, row, move, partner, lang);
      const { after } = runMove(move, row.choices, partner);
      if (!after) {
        throw new AppError(CATALOGUE_MESSAGES.modelNotInCurrent);
      }
      const target = { id: row.id, catalogueVersionId: move.to.id, choices: after.choices };
      if (context?.line && caller.kind === 'user') {
        await repository.moveLineToVersion(
          target,
          { id: context.line.id, unitPriceCents: after.priceCents },
          historyEntry(
            context.document.documentId,
            caller.userId,
            'configurationChanged',
            String(context.line.position),
            (after.priceCents / 100).toFixed(2),
            { documentConfigurationId: context.line.id, configurationId: row.id },
          ),
        );
      } else {
        await repository.moveToVersion(target.id, target.catalogueVersionId, target.choices);
      }
      return preview;
    },
  };
};
/** The configuration part of the configurator. */
export type ConfigurationService = ReturnType<typeof createConfigurationService>;
