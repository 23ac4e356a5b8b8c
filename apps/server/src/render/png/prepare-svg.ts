import { parseSvg, type SvgElement, serializeSvg } from '#server/render/svg-sanitize';
import { RenderFailure } from './svg-render-pool';

/** Shapes that paint with a fill and a stroke and hold nothing else. */
const SHAPES: ReadonlySet<string> = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon']);

const paints = (value: string | undefined) => value !== undefined && value.trim() !== 'none';
const times = (opacity: string, other: string | undefined) => {
  const product = Number(opacity) * (other === undefined ? 1 : Number(other));
  return Number.isFinite(product) ? String(Math.round(product * 10_000) / 10_000) : null;
};

/**
 * A shape that paints only its fill (or only its stroke) looks the same with its `opacity` moved into
 * `fill-opacity` (or `stroke-opacity`); the renderer then draws it directly instead of on a layer of its own (faster,
 * and resvg 2.6 fails on a layer whose box lies outside the picture, as in the handle close-ups).
 */
const paintOpacityInsteadOfLayers = (element: SvgElement, fill: string | undefined, stroke: string | undefined) => {
  const ownFill = element.attributes.get('fill') ?? fill;
  const ownStroke = element.attributes.get('stroke') ?? stroke;
  const opacity = element.attributes.get('opacity');
  if (SHAPES.has(element.name) && opacity !== undefined) {
    // The initial fill is black, the initial stroke none.
    const fills = ownFill === undefined || paints(ownFill);
    const strokes = paints(ownStroke);
    const target = fills && !strokes ? 'fill-opacity' : strokes && !fills ? 'stroke-opacity' : null;
    const product = target ? times(opacity, element.attributes.get(target)) : null;
    if (target && product !== null) {
      element.attributes.delete('opacity');
      element.attributes.set(target, product);
    }
  }
  for (const child of element.children) {
    if ('name' in child) {
      paintOpacityInsteadOfLayers(child, ownFill, ownStroke);
    }
  }
};

/**
 * Every SVG is rebuilt from the sanitiser's allow-list before it is drawn, whoever made it: a reference to a file or
 * an address cannot reach the renderer (only `#id` and `data:` pictures of the allowed types), nor can anything the
 * sanitiser refuses (a DOCTYPE, too deep, too large). Throws a `RenderFailure` for a refused SVG.
 */
export const prepareSvgForRendering = (svg: string): string => {
  const parsed = parseSvg(svg);
  if ('refused' in parsed) {
    throw new RenderFailure('invalid', parsed.refused);
  }
  paintOpacityInsteadOfLayers(parsed.root, undefined, undefined);
  return serializeSvg(parsed.root);
};
