import {
  type ConfigurationCreateQuery,
  type ConfigurationMetadata,
  type ConfigurationReply,
  type ConfigurationUpdateQuery,
  type ConfigurationUpdateReply,
  configurationImageUrl,
  type FileReply,
  IMAGE_VARIANT_SIZES,
  type ImageVariant,
  type Language,
  type OverviewReply,
  type ParameterValue,
  partImageUrl,
} from '@door/contract';
import ExcelJS from 'exceljs';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import {
  applyMarkup,
  ChangeError,
  type Choices,
  type CompiledParameter,
  centsToMoney,
  configure,
  displayName,
  type EngineResult,
  type PresentOptions,
  presentChanges,
  presentMessage,
  presentOverview,
  presentPartsTree,
  presentPopupParameters,
  presentTree,
  presentTreeJson,
  type ValueDefinition,
} from '../../engine';
import { requireBrandPartner, requireStaff, requireUser } from '../../policies/access-guard';
import { drawingFromConfiguration } from '../../render/door/door-from-configuration';
import { svgToPngOrPlaceholder } from '../../render/door/door-png';
import { type DoorDrawing, drawDoorSvg, drawSwatchSvg } from '../../render/door/door-svg';
import type { BrandPartnerInfo, CatalogueModel, CatalogueStore, LoadedCatalogue } from '../../services/catalogue-store';
import { CONFIGURATOR_MESSAGES as M } from './configurator.messages';
import type { ConfigurationRow, ConfiguratorRepository } from './configurator.repository';

/** Which family of endpoints was called: public (anonymous), `auth` (signed in) or `admin` (editors). */
export type Variant = 'public' | 'auth' | 'admin';

/** An image reply: bytes and content type. */
export type ImageReply = { body: Buffer | string; contentType: string; isPlaceholder: boolean };

/** Small least-recently-used cache for rendered pictures. */
const createLru = <V>(capacity: number) => {
  const map = new Map<string, V>();
  return {
    get(key: string): V | undefined {
      const value = map.get(key);
      if (value !== undefined) {
        map.delete(key);
        map.set(key, value);
      }
      return value;
    },
    set(key: string, value: V) {
      map.delete(key);
      map.set(key, value);
      if (map.size > capacity) {
        map.delete(map.keys().next().value as string);
      }
    },
  };
};

const renderPicture = (
  draw: () => string,
  format: 'png' | 'svg',
  size: { width: number; height: number },
): ImageReply => {
  if (format === 'svg') {
    return { body: draw(), contentType: 'image/svg+xml', isPlaceholder: false };
  }
  const { png, isPlaceholder } = svgToPngOrPlaceholder(draw, size);
  return { body: png, contentType: 'image/png', isPlaceholder };
};

const isStaff = (caller: Caller) => caller.kind === 'user' && caller.role !== null;

/** Builds the configurator service: configurations, the engine on every change, pictures, overview, price file. */
export const createConfiguratorService = ({
  repository,
  store,
}: {
  repository: ConfiguratorRepository;
  store: CatalogueStore;
}) => {
  const pictures = createLru<ImageReply>(400);

  const brandPartnerOf = async (brandPartnerId: string): Promise<BrandPartnerInfo> => {
    const info = await store.getBrandPartner(brandPartnerId);
    if (!info) {
      throw new AppError(M.brandPartnerNotFound);
    }
    return info;
  };

  const modelOf = (catalogue: LoadedCatalogue, modelId: string): CatalogueModel => {
    const model = catalogue.models.get(modelId);
    if (!model) {
      throw new AppError(M.modelNotFound);
    }
    return model;
  };

  const checkVariant = (caller: Caller, variant: Variant, brandPartnerId: string) => {
    if (variant === 'auth') {
      requireUser(caller);
    } else if (variant === 'admin') {
      requireStaff(caller);
      requireBrandPartner(caller, brandPartnerId);
    }
  };

  /** Tenant isolation: a signed-in user reads only configurations of brand partners it acts for. */
  const checkRead = (caller: Caller, row: ConfigurationRow) => {
    if (caller.kind === 'user' && !caller.brandPartnerIds.includes(row.brandPartnerId)) {
      throw new AppError(M.cannotEdit);
    }
  };

  /** Anonymous configurations: whoever holds the GUID; owned ones: the owner and staff of the brand partner. */
  const canEdit = (caller: Caller, row: ConfigurationRow): boolean => {
    if (caller.kind === 'user' && !caller.brandPartnerIds.includes(row.brandPartnerId)) {
      return false;
    }
    if (row.ownerUserId === null) {
      return true;
    }
    return caller.kind === 'user' && (caller.userId === row.ownerUserId || isStaff(caller));
  };

  const loadRow = async (configurationId: string): Promise<ConfigurationRow> => {
    const row = await repository.getById(configurationId);
    if (!row) {
      throw new AppError(M.configurationNotFound);
    }
    return row;
  };

  const loadAll = async (row: ConfigurationRow) => {
    const partner = await brandPartnerOf(row.brandPartnerId);
    const catalogue = await store.getCatalogue(partner.brandId);
    return { partner, catalogue, model: modelOf(catalogue, row.modelId) };
  };

  const metadata = (
    caller: Caller,
    lang: Language,
    row: ConfigurationRow,
    partner: BrandPartnerInfo,
    model: CatalogueModel,
    result: EngineResult,
    extras: { showImage?: boolean; position?: number | null },
  ): ConfigurationMetadata => {
    const names = model.def.names;
    const commentParam = result.model.params[result.model.commentParamIndex];
    return {
      ConfigurationId: row.id,
      PartId: row.modelId,
      BrandPartnerId: row.brandPartnerId,
      ModelName: names.name[lang],
      ModelTitle: names.title[lang],
      BrandModelName: displayName(names, lang),
      ModelPrice:
        caller.kind === 'user' ? centsToMoney(applyMarkup(model.def.basePriceCents, partner.markupBasisPoints)) : null,
      FinalImageUrl: configurationImageUrl(row),
      FinalImage: extras.showImage
        ? `data:image/svg+xml;base64,${Buffer.from(drawDoorSvg(drawingFromConfiguration(result, model.design), IMAGE_VARIANT_SIZES.original)).toString('base64')}`
        : null,
      GenerateLiveImage: model.generateLiveImage,
      PartPicture: partImageUrl({ partId: row.modelId, brandPartnerId: partner.id, variant: 'original' }),
      Comment: row.comment,
      CanEdit: canEdit(caller, row),
      InApproval: false,
      HasDocument: false,
      Position: extras.position ?? null,
      CommentParameterId: commentParam?.def.id ?? null,
      IsPublished: row.isPublished,
    };
  };

  const options = (caller: Caller, lang: Language, partner: BrandPartnerInfo): PresentOptions => ({
    lang,
    showPrices: caller.kind === 'user',
    markupBasisPoints: partner.markupBasisPoints,
    valueImageUrl: (modelId: string, value: ValueDefinition) =>
      partImageUrl({ partId: modelId, brandPartnerId: partner.id, variant: 'm', parameterValueId: value.id }),
  });

  const runEngine = (
    model: CatalogueModel,
    choices: Choices,
    partner: BrandPartnerInfo,
    change: Parameters<typeof configure>[2],
  ) => {
    try {
      return configure(model.compiled, choices, change, { markupBasisPoints: partner.markupBasisPoints });
    } catch (error) {
      if (error instanceof ChangeError) {
        throw new AppError(M.choiceRefused, { message: error.localized });
      }
      throw error;
    }
  };

  const commentOf = (result: EngineResult, fallback: string) => {
    const index = result.model.commentParamIndex;
    return index >= 0 ? (result.state.text[index] ?? fallback) : fallback;
  };

  return {
    /** Creates a configuration of a model (or opens an existing one) and returns its tree, metadata and price. */
    async create(
      caller: Caller,
      variant: Variant,
      query: ConfigurationCreateQuery,
      lang: Language,
    ): Promise<ConfigurationReply> {
      checkVariant(caller, variant, query.brandPartnerId);
      let row: ConfigurationRow;
      let partner: BrandPartnerInfo;
      let model: CatalogueModel;
      let result: EngineResult;
      if (query.configurationId) {
        row = await loadRow(query.configurationId);
        checkRead(caller, row);
        ({ partner, model } = await loadAll(row));
        result = runEngine(model, row.choices, partner, null);
      } else {
        partner = await brandPartnerOf(query.brandPartnerId);
        if (caller.kind === 'user' && !caller.brandPartnerIds.includes(partner.id)) {
          throw new AppError(M.cannotEdit);
        }
        const catalogue = await store.getCatalogue(partner.brandId);
        model = modelOf(catalogue, query.partId as string);
        result = runEngine(model, {}, partner, null);
        row = await repository.insert(repository.db, {
          brandPartnerId: partner.id,
          modelId: model.def.id,
          choices: result.choices,
          comment: '',
          ownerUserId: caller.kind === 'user' ? caller.userId : null,
        });
      }
      const presentation = options(caller, lang, partner);
      const changes = presentChanges(result, lang);
      return {
        Metadata: metadata(caller, lang, row, partner, model, result, {
          showImage: query.showImage ?? false,
          position: variant === 'admin' ? (query.p ?? null) : null,
        }),
        ViewModel: {
          Tree: presentTree(result, presentation),
          PopupParameters: presentPopupParameters(result, presentation),
        },
        Price: caller.kind === 'user' ? centsToMoney(result.priceCents) : null,
        Message: presentMessage(changes, lang),
        Changes: changes,
        PartsTree: isStaff(caller) ? presentPartsTree(result, lang) : null,
      };
    },

    /**
     * Applies one change, propagates, saves, and returns the reply of the update call already as JSON (the Tree is
     * assembled from cached JSON; see presentTreeJson): Tree, PopupParameters, Metadata, Price, Message, Changes.
     */
    async update(caller: Caller, variant: Variant, query: ConfigurationUpdateQuery, lang: Language): Promise<string> {
      checkVariant(caller, variant, query.brandPartnerId);
      const row = await loadRow(query.configurationId);
      checkRead(caller, row);
      if (!canEdit(caller, row)) {
        throw new AppError(M.cannotEdit);
      }
      if (row.modelId !== query.partId) {
        throw new AppError(M.partMismatch);
      }
      const { partner, model } = await loadAll(row);
      const result = runEngine(model, row.choices, partner, {
        parameterId: query.parameterId,
        parameterValueId: query.parameterValueId ?? null,
        customValue: query.customValue ?? null,
      });
      const comment = commentOf(result, row.comment);
      const updatedAt = await repository.writeChoices(row.id, result.choices, comment);
      const saved: ConfigurationRow = { ...row, choices: result.choices, comment, updatedAt };
      const presentation = options(caller, lang, partner);
      const showPrices = caller.kind === 'user';
      const changes = presentChanges(result, lang);
      const rest: Omit<ConfigurationUpdateReply, 'Tree'> = {
        PopupParameters: presentPopupParameters(result, presentation),
        Metadata: metadata(caller, lang, saved, partner, model, result, {}),
        Price: showPrices ? centsToMoney(result.priceCents) : null,
        Message: presentMessage(changes, lang),
        Changes: changes,
        PartsTree: isStaff(caller) ? presentPartsTree(result, lang) : null,
      };
      const tree = presentTreeJson(
        result,
        presentation,
        `${lang}|${showPrices}|${partner.id}|${partner.markupBasisPoints}`,
      );
      return `{"Tree":${tree},${JSON.stringify(rest).slice(1)}`;
    },

    /** The configuration's price on its brand partner's price list; null for anonymous callers. */
    async getPrice(caller: Caller, configurationId: string) {
      const row = await loadRow(configurationId);
      checkRead(caller, row);
      const { partner, model } = await loadAll(row);
      const result = runEngine(model, row.choices, partner, null);
      return { Price: caller.kind === 'user' ? centsToMoney(result.priceCents) : null, Currency: partner.currency };
    },

    /** The drawn door of a configuration as PNG (or SVG); a placeholder picture when drawing fails. */
    async getImage(configurationId: string, format: 'png' | 'svg', variant: ImageVariant): Promise<ImageReply> {
      const row = await loadRow(configurationId);
      const size = IMAGE_VARIANT_SIZES[variant];
      const key = `${row.id}:${row.updatedAt.getTime()}:${format}:${variant}`;
      const cached = pictures.get(key);
      if (cached) {
        return cached;
      }
      const { partner, model } = await loadAll(row);
      const result = runEngine(model, row.choices, partner, null);
      const draw = () => drawDoorSvg(drawingFromConfiguration(result, model.design), size);
      const image = renderPicture(draw, format, size);
      pictures.set(key, image);
      return image;
    },

    /** Picture of a model (its default door) or of one of its parameter values (swatch, handle close-up or door). */
    async getPartImage(
      brandPartnerId: string,
      partId: string,
      variant: ImageVariant,
      format: 'png' | 'svg',
      parameterValueId: string | undefined,
    ): Promise<ImageReply> {
      const partner = await brandPartnerOf(brandPartnerId);
      const catalogue = await store.getCatalogue(partner.brandId);
      const model = modelOf(catalogue, partId);
      const key = `${partner.brandId}:${partId}:${variant}:${format}:${parameterValueId ?? ''}`;
      const cached = pictures.get(key);
      if (cached) {
        return cached;
      }
      const size = IMAGE_VARIANT_SIZES[variant];
      let draw: () => string;
      if (parameterValueId) {
        const param = model.compiled.params.find((candidate) => candidate.valueIndexById.has(parameterValueId));
        if (!param) {
          throw new AppError(M.parameterNotFound);
        }
        draw = valuePicture(model, param, parameterValueId, size);
      } else {
        const result = configure(model.compiled, {}, null, { markupBasisPoints: 0 });
        draw = () => drawDoorSvg(drawingFromConfiguration(result, model.design), size);
      }
      const image = renderPicture(draw, format, size);
      pictures.set(key, image);
      return image;
    },

    /** Every value of one parameter of a model, as allowed in the model's default configuration. */
    async listValues(
      caller: Caller,
      partId: string,
      parameterId: string,
      brandPartnerId: string,
      lang: Language,
    ): Promise<ParameterValue[]> {
      const partner = await brandPartnerOf(brandPartnerId);
      const catalogue = await store.getCatalogue(partner.brandId);
      const model = modelOf(catalogue, partId);
      const result = configure(model.compiled, {}, null, { markupBasisPoints: partner.markupBasisPoints });
      const tree = presentTree(result, options(caller, lang, partner));
      const parameter = tree.find((param) => param.ParameterId === parameterId);
      if (!parameter) {
        throw new AppError(M.parameterNotFound);
      }
      return parameter.Values;
    },

    /** Saves the comment (at most 2000 characters) into the configuration and its comment parameter. */
    async updateComment(caller: Caller, configurationId: string, comment: string) {
      const row = await loadRow(configurationId);
      checkRead(caller, row);
      if (!canEdit(caller, row)) {
        throw new AppError(M.cannotEdit);
      }
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
    ): Promise<OverviewReply> {
      if (variant === 'auth') {
        requireUser(caller);
      }
      const row = await loadRow(configurationId);
      checkRead(caller, row);
      const { partner, model, catalogue } = await loadAll(row);
      const result = runEngine(model, row.choices, partner, null);
      const showPrices = caller.kind === 'user';
      return {
        Metadata: metadata(caller, lang, row, partner, model, result, {}),
        Categories: presentOverview(result, catalogue.categories, { lang, showPrices }),
        ModelPrice: showPrices
          ? centsToMoney(result.terms.reduce((sum, term) => (term.paramIndex < 0 ? sum + term.cents : sum), 0))
          : null,
        ConfigurationPrice: showPrices ? centsToMoney(result.priceCents) : null,
        Currency: partner.currency,
        PartsTree: isStaff(caller) ? presentPartsTree(result, lang) : null,
      };
    },

    /** The brand partner's price list and this configuration's price terms as a spreadsheet (heads of sales of a parent partner). */
    async getPriceFile(caller: Caller, configurationId: string, lang: Language): Promise<FileReply> {
      const user = requireStaff(caller, ['admin']);
      if (!user.isParentPartner) {
        throw new AppError(M.priceFileForbidden);
      }
      const row = await loadRow(configurationId);
      checkRead(caller, row);
      const { partner, model, catalogue } = await loadAll(row);
      const result = runEngine(model, row.choices, partner, null);
      const workbook = new ExcelJS.Workbook();
      workbook.creator = 'Door configurator';
      const sheet = workbook.addWorksheet(displayName(model.def.names, lang).slice(0, 31));
      sheet.columns = [
        { header: 'Parameter', key: 'parameter', width: 36 },
        { header: 'Value', key: 'value', width: 36 },
        { header: `Price (${partner.currency})`, key: 'price', width: 16, style: { numFmt: '#,##0.00' } },
      ];
      for (const term of result.terms) {
        const param = term.paramIndex >= 0 ? (result.model.params[term.paramIndex] as CompiledParameter) : null;
        sheet.addRow({
          parameter: param ? displayName(param.def.names, lang) : displayName(model.def.names, lang),
          value: term.label ? term.label[lang] : param ? (presentTreeValue(result, param, lang) ?? '') : model.def.code,
          price: centsToMoney(term.cents),
        });
      }
      sheet.addRow({ parameter: 'Total', value: '', price: centsToMoney(result.priceCents) }).font = { bold: true };
      const list = workbook.addWorksheet('Price list');
      list.columns = [
        { header: 'Model', key: 'model', width: 30 },
        { header: 'Parameter', key: 'parameter', width: 30 },
        { header: 'Value', key: 'value', width: 36 },
        { header: `Price (${partner.currency})`, key: 'price', width: 16, style: { numFmt: '#,##0.00' } },
      ];
      for (const entry of catalogue.ordered) {
        list.addRow({
          model: displayName(entry.def.names, lang),
          parameter: '',
          value: entry.def.code,
          price: centsToMoney(applyMarkup(entry.def.basePriceCents, partner.markupBasisPoints)),
        });
      }
      const seen = new Set<string>();
      for (const entry of catalogue.ordered) {
        for (const param of entry.def.parameters) {
          for (const value of param.values) {
            if (value.priceCents === 0 || seen.has(value.id)) {
              continue;
            }
            seen.add(value.id);
            list.addRow({
              model: '',
              parameter: displayName(param.names, lang),
              value: value.brandNames?.[lang] || value.names[lang],
              price: centsToMoney(applyMarkup(value.priceCents, partner.markupBasisPoints)),
            });
          }
        }
      }
      const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
      return {
        FileName: `price-list-${model.def.code.toLowerCase()}.xlsx`,
        MimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        Contents: buffer.toString('base64'),
      };
    },

    /** Documentation files attached to a configuration (the documentation issue adds them; none exist before). */
    async listDocuments(caller: Caller, configurationId: string) {
      const row = await loadRow(configurationId);
      checkRead(caller, row);
      return [] as {
        ConfigurationDocumentationId: string;
        Url: string | null;
        FileName: string;
        DateModified: string;
      }[];
    },
  };
};
/** The configurator service. */
export type ConfiguratorService = ReturnType<typeof createConfiguratorService>;

const presentTreeValue = (result: EngineResult, param: CompiledParameter, lang: Language): string | null => {
  const sel = result.state.sel[param.index] as number;
  if (param.isList && sel >= 0) {
    const value = param.def.values[sel] as ValueDefinition;
    return value.brandNames?.[lang] || value.names[lang];
  }
  const number = result.state.num[param.index] as number;
  return param.isNumeric && !Number.isNaN(number) ? String(number) : (result.state.text[param.index] ?? null);
};

/** Draws the picture of one value: a swatch for colours and glass, a close-up for handles, else the door with it. */
const valuePicture = (
  model: CatalogueModel,
  param: CompiledParameter,
  valueId: string,
  size: { width: number; height: number },
): (() => string) => {
  const value = param.def.values[param.valueIndexById.get(valueId) as number] as ValueDefinition;
  if (param.def.dataType === 'color' && value.color) {
    return () => drawSwatchSvg(value.color as string, size);
  }
  if (param.def.code === 'glass' && value.color) {
    return () => drawSwatchSvg(value.color as string, size, 'glass');
  }
  const result = configure(
    model.compiled,
    {},
    { parameterId: param.def.id, parameterValueId: valueId },
    { markupBasisPoints: 0 },
  );
  const drawing: DoorDrawing = drawingFromConfiguration(result, model.design);
  return () => drawDoorSvg(drawing, size, param.def.code === 'handle' ? 'handle' : 'door');
};
