import { IMAGE_VARIANT_SIZES, type ImageVariant } from '@door/contract';
import { ChangeError, type CompiledParameter, configure, type ValueDefinition } from '@door/engine';
import { type DoorDrawing, drawDoorSvg, drawingFromConfiguration, drawSwatchSvg } from '@door/engine/door';
import { LRUCache } from 'lru-cache';
import { AppError } from '#server/core/app-error';
import { measure } from '#server/core/telemetry';
import { svgToPngOrPlaceholder } from '#server/render/door/door-png';
import type { CatalogueModel } from '#server/services/catalogue/catalogue-store';
import { CONFIGURATOR_MESSAGES as M } from './configurator.messages';
import { type ConfiguratorDeps, createConfiguratorLoader } from './configurator-loader';

/** An image reply: bytes and content type. */
export type ImageReply = { body: Buffer | string; contentType: string; isPlaceholder: boolean };

/** Bounds of the rendered-picture cache: entries, bytes and age. */
export const PICTURE_CACHE = { max: 400, maxBytes: 64 * 1024 * 1024, ttlMs: 60 * 60 * 1000 } as const;

const renderPicture = async (
  draw: () => string,
  format: 'png' | 'svg',
  size: { width: number; height: number },
): Promise<ImageReply> => {
  if (format === 'svg') {
    return { body: measure('pictureRender', draw, 'svg'), contentType: 'image/svg+xml', isPlaceholder: false };
  }
  const { png, isPlaceholder } = await measure('pictureRender', () => svgToPngOrPlaceholder(draw, size), 'png');
  return { body: png, contentType: 'image/png', isPlaceholder };
};

/** The model with the value chosen; a value that cannot be chosen by id (a number's) is a 400, not a 500. */
const drawWithValue = (model: CatalogueModel, param: CompiledParameter, valueId: string) => {
  try {
    return configure(
      model.compiled,
      {},
      { parameterId: param.def.id, parameterValueId: valueId },
      { markupBasisPoints: 0 },
    );
  } catch (error) {
    if (error instanceof ChangeError) {
      throw new AppError(M.choiceRefused, { message: error.localized });
    }
    throw error;
  }
};

/**
 * Draws the picture of one value: a swatch for colours and for the glass role's values, a close-up for the handle
 * role's, else the door with it.
 */
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
  if (param.def.drawingRole === 'glass' && value.color) {
    return () => drawSwatchSvg(value.color as string, size, 'glass');
  }
  const result = drawWithValue(model, param, valueId);
  const drawing: DoorDrawing = drawingFromConfiguration(result, model.design);
  return () => drawDoorSvg(drawing, size, param.def.drawingRole === 'handle' ? 'handle' : 'door');
};

/**
 * Builds the picture part of the configurator: the drawn door of a configuration and the pictures of models and
 * values. Pictures carry no prices and are public by GUID (an `<img>` sends no token); rendered ones are kept in a
 * bounded LRU.
 */
export const createPicturesService = (deps: ConfiguratorDeps) => {
  const { loadAll, loadModel, loadRow, runEngine } = createConfiguratorLoader(deps);
  const pictures = new LRUCache<string, ImageReply>({
    max: PICTURE_CACHE.max,
    maxSize: PICTURE_CACHE.maxBytes,
    sizeCalculation: (image) => Math.max(1, typeof image.body === 'string' ? image.body.length * 2 : image.body.length),
    ttl: PICTURE_CACHE.ttlMs,
  });

  return {
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
      const image = await renderPicture(draw, format, size);
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
      const { partner, model } = await loadModel(brandPartnerId, partId);
      // The version is in the key: a publish that changes the model draws it anew in every process at once.
      const key = `${partner.brandId}:${model.versionId}:${partId}:${variant}:${format}:${parameterValueId ?? ''}`;
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
      const image = await renderPicture(draw, format, size);
      pictures.set(key, image);
      return image;
    },
  };
};
/** The picture part of the configurator. */
export type PicturesService = ReturnType<typeof createPicturesService>;
