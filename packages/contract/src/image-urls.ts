/** Addresses of the pictures the server draws; zod-free, so the web app's first page can use them. */
import { API_PREFIX, type ImageVariant } from './constants';

/** A picture format: PNG (the default) or SVG. */
export type ImageFormat = 'png' | 'svg';

/**
 * Address of a configuration's door picture. The time stamp (base 36) changes whenever the door does, so a browser
 * fetches a changed door again while an unchanged one stays cached.
 */
export const configurationImageUrl = (configuration: { id: string; updatedAt: Date }): string =>
  `${API_PREFIX}/configurator/${configuration.id}/image?t=${configuration.updatedAt.getTime().toString(36)}`;

/** What a model or value picture shows: a model in a size, or one of its parameter values (a swatch or close-up). */
export type PartImage = {
  /** The model. */
  partId: string;
  /** The storefront whose catalogue draws it. */
  brandPartnerId: string;
  variant: ImageVariant;
  /** A value of the model's parameter to picture instead of the model. */
  parameterValueId?: string;
};

/** Address of a model picture, or of one of its parameter values (`GET /configurator/part/{partId}/image`). */
export const partImageUrl = ({ partId, brandPartnerId, variant, parameterValueId }: PartImage): string =>
  `${API_PREFIX}/configurator/part/${partId}/image?brandPartnerId=${brandPartnerId}&variant=${variant}${
    parameterValueId ? `&parameterValueId=${parameterValueId}` : ''
  }`;

/** A picture address in the given format; an address that already names a format keeps it. */
export const withImageFormat = (url: string, format: ImageFormat): string =>
  /[?&]format=/.test(url) ? url : `${url}${url.includes('?') ? '&' : '?'}format=${format}`;
