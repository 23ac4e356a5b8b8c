import { withImageFormat } from '@door/contract';

/** Placeholder picture when the door cannot be drawn. */
export const NO_IMAGE =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 900"><rect width="600" height="900" fill="%23eeeeea"/></svg>';

/** The live picture in SVG: drawn quickly by the server and sharp at every size. */
export const livePictureUrl = (finalImageUrl: string) => withImageFormat(finalImageUrl, 'svg');

/** The picture the server gives a configuration: its live drawing, or the model's picture where none is drawn. */
export const serverPictureOf = (metadata: {
  GenerateLiveImage: boolean;
  FinalImageUrl: string;
  PartPicture: string;
}) => (metadata.GenerateLiveImage ? livePictureUrl(metadata.FinalImageUrl) : metadata.PartPicture);

/** A catalogue picture in SVG: the server draws it without rasterising (faster, and sharp on every screen). */
export const svgPicture = (url: string) => withImageFormat(url, 'svg');
