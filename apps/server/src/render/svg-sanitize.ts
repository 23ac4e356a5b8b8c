import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';

// An uploaded SVG (a storefront's logo) keeps only drawing: an allow-list of elements and attributes, rebuilt from the
// parsed tree. Scripts, event handlers, foreign objects, style sheets, animation and every reference outside the
// file itself (href, url() to another document) are dropped, whatever their spelling.

const ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'defs',
  'lineargradient',
  'radialgradient',
  'stop',
  'clippath',
  'mask',
  'title',
  'desc',
  'use',
]);

const ATTRIBUTES = new Set([
  'xmlns',
  'version',
  'id',
  'viewbox',
  'preserveaspectratio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'stroke-miterlimit',
  'opacity',
  'clip-path',
  'clip-rule',
  'mask',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientunits',
  'gradienttransform',
  'spreadmethod',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'letter-spacing',
  'text-anchor',
  'dominant-baseline',
  'href',
  'xlink:href',
  'xmlns:xlink',
]);

const PREFIX = '@_';
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: PREFIX,
  preserveOrder: true,
  processEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  commentPropName: '#comment',
});
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: PREFIX,
  preserveOrder: true,
  suppressEmptyNode: true,
  processEntities: false,
});

type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

/** A value that may only point inside the file: `#id` for href, `url(#id)` for paint and clip references. */
const isSafeValue = (name: string, value: string): boolean => {
  const lower = value.toLowerCase().replace(/\s+/g, '');
  if (name === 'href' || name === 'xlink:href') {
    return /^#[\w.-]+$/.test(value.trim());
  }
  if (lower.includes('url(')) {
    return /^url\(#[\w.-]+\)$/.test(lower);
  }
  return !/javascript:|data:|expression\(/.test(lower);
};

const cleanNodes = (nodes: readonly XmlNode[]): XmlNode[] =>
  nodes.flatMap((node): XmlNode[] => {
    if ('#text' in node) {
      return [{ '#text': node['#text'] }];
    }
    const tag = Object.keys(node).find((key) => key !== ':@');
    if (!tag || !ELEMENTS.has(tag.toLowerCase())) {
      return [];
    }
    const attributes = Object.fromEntries(
      Object.entries(node[':@'] ?? {}).filter(([key, value]) => {
        const name = key.slice(PREFIX.length).toLowerCase();
        return ATTRIBUTES.has(name) && isSafeValue(name, String(value));
      }),
    );
    const children = cleanNodes((node[tag] as XmlNode[] | undefined) ?? []);
    return [{ [tag]: children, ...(Object.keys(attributes).length > 0 ? { ':@': attributes } : {}) }];
  });

/**
 * The drawing of an SVG document without anything that could run or load: null when it is not well-formed XML or
 * its root is not an `svg` element.
 */
export const sanitizeSvg = (text: string): string | null => {
  if (XMLValidator.validate(text) !== true) {
    return null;
  }
  const nodes = (parser.parse(text) as XmlNode[]).filter((node) => !('#comment' in node) && !('#text' in node));
  const [root] = nodes;
  if (nodes.length !== 1 || !root || !('svg' in root)) {
    return null;
  }
  const [clean] = cleanNodes([root]);
  if (!clean) {
    return null;
  }
  // An SVG shown through `img` draws only with its namespace.
  clean[':@'] = { [`${PREFIX}xmlns`]: 'http://www.w3.org/2000/svg', ...clean[':@'] };
  return builder.build([clean]) as string;
};
