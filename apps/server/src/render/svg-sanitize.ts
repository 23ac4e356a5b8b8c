import { SaxesParser, type SaxesTagNS } from 'saxes';

// An SVG from outside (a storefront's logo) and every SVG before it is rendered is parsed as XML and rebuilt from an
// allow-list: elements, attributes and attribute values. Nothing is matched with patterns on the text: the parser
// decides what is an element, a CDATA section or an entity, and only what the allow-list names is written back.
// Refused outright: a DOCTYPE (and with it every entity declaration), markup that is not well-formed, a root that is
// not SVG, more depth, elements or bytes than the limits. Dropped silently: every other element (with its content),
// attribute, namespace, comment, processing instruction and any reference outside the file but `data:` pictures.

/** The SVG namespace. */
export const SVG_NS = 'http://www.w3.org/2000/svg';
/** The XLink namespace (`xlink:href`). */
export const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** Bounds of an SVG that is parsed: characters, nesting and elements. */
export type SvgLimits = { maxChars: number; maxDepth: number; maxElements: number };

/** The default bounds: a logo is at most 200 KB; a door drawing has a few hundred elements, 4 levels deep. */
export const SVG_LIMITS: SvgLimits = { maxChars: 1024 * 1024, maxDepth: 48, maxElements: 20_000 };

/** Why an SVG was refused. */
export type SvgRefusal = 'notXml' | 'doctype' | 'notSvg' | 'tooLarge' | 'tooDeep' | 'tooManyElements';

/** An element as kept: its local name, its attributes (allow-listed, values checked) and its children. */
export type SvgElement = { name: string; attributes: Map<string, string>; children: SvgNode[] };
/** A node of a kept tree: an element or a text. */
export type SvgNode = SvgElement | { text: string };

/** The elements kept. No script, style, foreignObject, animation, filter, link (`a`) or anything outside SVG. */
export const SVG_ELEMENTS: ReadonlySet<string> = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'image',
]);

/** Elements whose text is drawing (or its accessible name); text anywhere else is dropped. */
const TEXT_ELEMENTS: ReadonlySet<string> = new Set(['text', 'tspan', 'title', 'desc']);

/** Presentation properties: allowed as attributes and as declarations of a `style` attribute. */
const PRESENTATION = [
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-miterlimit',
  'opacity',
  'clip-path',
  'clip-rule',
  'mask',
  'stop-color',
  'stop-opacity',
  'color',
  'display',
  'visibility',
  'paint-order',
  'vector-effect',
  'shape-rendering',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant',
  'letter-spacing',
  'word-spacing',
  'text-anchor',
  'text-decoration',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
] as const;
const PRESENTATION_SET: ReadonlySet<string> = new Set(PRESENTATION);

/** Every attribute kept (names are case-sensitive, as in XML). `href` is XLink's or SVG 2's. */
export const SVG_ATTRIBUTES: ReadonlySet<string> = new Set([
  ...PRESENTATION,
  'id',
  'version',
  'viewBox',
  'preserveAspectRatio',
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
  'fr',
  'dx',
  'dy',
  'd',
  'points',
  'pathLength',
  'transform',
  'offset',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'textLength',
  'lengthAdjust',
  'href',
]);

/** The CSS functions a value may call; `url()` only as `url(#id)`, a reference inside the file. */
const FUNCTIONS: ReadonlySet<string> = new Set([
  'url',
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'matrix',
  'translate',
  'scale',
  'rotate',
  'skewx',
  'skewy',
]);

const ID = /^[A-Za-z_][\w.-]{0,99}$/;
const LOCAL_REFERENCE = /^#[A-Za-z_][\w.-]{0,99}$/;
const LOCAL_URL = /^url\(\s*(['"]?)#[A-Za-z_][\w.-]{0,99}\1\s*\)/;
/** A picture inside the file: PNG, JPEG or WebP as base64. */
const DATA_PICTURE = /^data:image\/(?:png|jpeg|webp);base64,[A-Za-z0-9+/=\s]+$/;
// Characters no kept value needs: markup, CSS escapes and blocks, `:` (schemes), `;` (declarations), controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point of this pattern.
const FORBIDDEN_IN_VALUE = /[<>\\{}@:;`\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Whether a value (of an allow-listed attribute other than `id`/`href`) is plain drawing data. */
const isSafeValue = (value: string): boolean => {
  if (value.length > 200_000 || FORBIDDEN_IN_VALUE.test(value)) {
    return false;
  }
  for (const call of value.matchAll(/([A-Za-z-]*)\s*\(/g)) {
    const name = (call[1] ?? '').toLowerCase();
    if (!FUNCTIONS.has(name)) {
      return false;
    }
    if (name === 'url' && !LOCAL_URL.test(value.slice(call.index))) {
      return false;
    }
  }
  return true;
};

/** The kept value of an attribute of an element, or null to drop it. */
const keptValue = (element: string, name: string, value: string): string | null => {
  if (name === 'id') {
    return ID.test(value) ? value : null;
  }
  if (name === 'href') {
    const trimmed = value.trim();
    if (LOCAL_REFERENCE.test(trimmed)) {
      return element === 'image' ? null : trimmed;
    }
    return element === 'image' && DATA_PICTURE.test(trimmed) ? trimmed.replace(/\s+/g, '') : null;
  }
  return SVG_ATTRIBUTES.has(name) && isSafeValue(value) ? value : null;
};

/** The declarations of a `style` attribute that are allow-listed presentation properties with safe values. */
const styleDeclarations = (style: string): [string, string][] =>
  style.split(';').flatMap((declaration): [string, string][] => {
    const colon = declaration.indexOf(':');
    if (colon < 0) {
      return [];
    }
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .replace(/!\s*important\s*$/i, '')
      .trim();
    return PRESENTATION_SET.has(name) && value !== '' && isSafeValue(value) ? [[name, value]] : [];
  });

/** Elements that draw nothing without a reference: dropped when theirs was not kept. */
const NEEDS_HREF: ReadonlySet<string> = new Set(['use', 'image']);

class Refused extends Error {
  constructor(readonly reason: SvgRefusal) {
    super(reason);
  }
}

/** The result of parsing: the kept tree, or why the whole SVG was refused. */
export type SvgParse = { root: SvgElement } | { refused: SvgRefusal };

/** Parses an SVG and keeps what the allow-list names (see the top of this file). */
export const parseSvg = (text: string, limits: SvgLimits = SVG_LIMITS): SvgParse => {
  if (text.length > limits.maxChars) {
    return { refused: 'tooLarge' };
  }
  const parser = new SaxesParser({ xmlns: true, position: false });
  // Each open element: its kept node, or null when it (or an ancestor) is dropped.
  const stack: (SvgElement | null)[] = [];
  let root: SvgElement | null = null;
  let elements = 0;
  let failure: string | null = null;
  parser.on('error', (error) => {
    failure ??= error.message;
  });
  parser.on('doctype', () => {
    throw new Refused('doctype');
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    elements += 1;
    if (elements > limits.maxElements) {
      throw new Refused('tooManyElements');
    }
    if (stack.length >= limits.maxDepth) {
      throw new Refused('tooDeep');
    }
    const isSvg = (tag.uri === SVG_NS || tag.uri === '') && SVG_ELEMENTS.has(tag.local);
    if (stack.length === 0 && !(isSvg && tag.local === 'svg')) {
      throw new Refused('notSvg');
    }
    const parent = stack.length === 0 ? undefined : stack[stack.length - 1];
    if (parent === null || !isSvg) {
      stack.push(null);
      return;
    }
    const attributes = new Map<string, string>();
    let style: string | undefined;
    for (const attribute of Object.values(tag.attributes)) {
      const name =
        attribute.uri === XLINK_NS && attribute.local === 'href' ? 'href' : attribute.uri === '' ? attribute.local : '';
      if (name === 'style') {
        style = attribute.value;
        continue;
      }
      const kept = name === '' ? null : keptValue(tag.local, name, attribute.value);
      if (kept !== null) {
        attributes.set(name, kept);
      }
    }
    // A declaration of `style` wins over the attribute of the same name, as in CSS.
    for (const [name, value] of style === undefined ? [] : styleDeclarations(style)) {
      attributes.set(name, value);
    }
    if (NEEDS_HREF.has(tag.local) && !attributes.has('href')) {
      stack.push(null);
      return;
    }
    const element: SvgElement = { name: tag.local, attributes, children: [] };
    if (parent) {
      parent.children.push(element);
    } else {
      root = element;
    }
    stack.push(element);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  const onText = (content: string) => {
    const current = stack[stack.length - 1];
    if (current && TEXT_ELEMENTS.has(current.name) && content !== '') {
      current.children.push({ text: content });
    }
  };
  parser.on('text', onText);
  // A CDATA section is text like any other: written back escaped, never as markup.
  parser.on('cdata', onText);
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof Refused) {
      return { refused: error.reason };
    }
    failure ??= error instanceof Error ? error.message : String(error);
  }
  if (failure !== null) {
    return { refused: 'notXml' };
  }
  return root ? { root } : { refused: 'notSvg' };
};

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

const hasHref = (element: SvgElement): boolean =>
  element.attributes.has('href') || element.children.some((child) => 'name' in child && hasHref(child));

/** Writes a kept tree back as SVG text: the SVG namespace on the root, XLink's when a reference is kept. */
export const serializeSvg = (root: SvgElement): string => {
  const parts: string[] = [];
  const write = (element: SvgElement, isRoot: boolean) => {
    parts.push(`<${element.name}`);
    if (isRoot) {
      parts.push(` xmlns="${SVG_NS}"`);
      if (hasHref(element)) {
        parts.push(` xmlns:xlink="${XLINK_NS}"`);
      }
    }
    for (const [name, value] of element.attributes) {
      parts.push(` ${name === 'href' ? 'xlink:href' : name}="${escapeAttribute(value)}"`);
    }
    if (element.children.length === 0) {
      parts.push('/>');
      return;
    }
    parts.push('>');
    for (const child of element.children) {
      if ('text' in child) {
        parts.push(escapeText(child.text));
      } else {
        write(child, false);
      }
    }
    parts.push(`</${element.name}>`);
  };
  write(root, true);
  return parts.join('');
};

/** An SVG rebuilt from the allow-list, or why it was refused. */
export const rebuildSvg = (text: string, limits: SvgLimits = SVG_LIMITS): { svg: string } | { refused: SvgRefusal } => {
  const parsed = parseSvg(text, limits);
  return 'root' in parsed ? { svg: serializeSvg(parsed.root) } : parsed;
};

/** The drawing of an SVG document without anything that could run or load; null when it is refused. */
export const sanitizeSvg = (text: string, limits: SvgLimits = SVG_LIMITS): string | null => {
  const rebuilt = rebuildSvg(text, limits);
  return 'svg' in rebuilt ? rebuilt.svg : null;
};
