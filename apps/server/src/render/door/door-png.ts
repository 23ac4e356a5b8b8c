import { existsSync } from 'node:fs';
import { placeholderSvg } from '@door/engine/door';
import { Resvg } from '@resvg/resvg-js';

const FONT_FILES = ['/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'].filter((file) => existsSync(file));

/**
 * resvg 2.6 panics (and a Rust panic aborts the whole process) when a layer has an empty bounding box on the canvas:
 * a shape with group opacity or a filter lying wholly outside a cropped viewBox, as in the handle close-ups.
 * Cropped pictures therefore get fill-opacity instead of layers and no blur shadows.
 */
const withoutEmptyLayers = (svg: string): string => {
  const viewBox = /viewBox="([^"]*)"/.exec(svg)?.[1] ?? '0 0';
  if (viewBox.startsWith('0 0 ')) {
    return svg;
  }
  return svg.replace(/ filter="url\(#[^"]+\)"/g, '').replace(/ opacity="/g, ' fill-opacity="');
};

/** Renders an SVG to PNG; only the bundled font files are loaded (system font scanning is slow). */
export const svgToPng = (svg: string): Buffer => {
  const resvg = new Resvg(withoutEmptyLayers(svg), {
    font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: 'DejaVu Sans' },
    shapeRendering: 2,
  });
  return resvg.render().asPng();
};

/** Renders an SVG to PNG, or the placeholder picture when drawing fails. */
export const svgToPngOrPlaceholder = (
  draw: () => string,
  size: { width: number; height: number },
): { png: Buffer; isPlaceholder: boolean } => {
  try {
    return { png: svgToPng(draw()), isPlaceholder: false };
  } catch {
    return { png: svgToPng(placeholderSvg(size)), isPlaceholder: true };
  }
};
