// Characters XML 1.0 cannot carry at all (C0 controls but tab, LF, CR; lone surrogates; U+FFFE, U+FFFF).
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const HAS_NOT_XML_CHAR = new RegExp(NOT_XML_CHAR.source, 'u');

/** Where a text first holds a character XML 1.0 cannot carry at all (-1 for nowhere): a well-formed document has none. */
export const indexOfNonXmlChar = (text: string): number => text.search(HAS_NOT_XML_CHAR);

/** Drops the characters XML 1.0 cannot represent, so every text the writers get can be written. */
export const xmlSafe = (text: string): string => text.replace(NOT_XML_CHAR, '');

/**
 * Escapes text content: `&`, `<`, `>` (also guards `]]>`) and CR as `&#13;`, because a parser turns a literal
 * CR into LF and the round trip must keep it.
 */
export const escapeXmlText = (text: string): string =>
  text.replace(/[&<>\r]/g, (char) =>
    char === '&' ? '&amp;' : char === '<' ? '&lt;' : char === '>' ? '&gt;' : '&#13;',
  );

/** Escapes an attribute value (also quotes and the whitespace a parser would normalise). */
export const escapeXmlAttribute = (text: string): string =>
  escapeXmlText(text).replace(/["\t\n]/g, (char) => (char === '"' ? '&quot;' : char === '\t' ? '&#9;' : '&#10;'));

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * Resolves the five predefined entities and character references of raw parsed text (the parser runs with
 * entity processing off, so nothing else is ever expanded), after XML's line-end normalisation. Returns null
 * for a reference XML does not define, which the caller reports as not well-formed.
 */
export const decodeXmlText = (raw: string): string | null => {
  let invalid = false;
  const decoded = raw.replace(/\r\n?/g, '\n').replace(/&([^;&\s]*);|&/g, (whole, name: string | undefined) => {
    if (name === undefined) {
      invalid = true;
      return whole;
    }
    const named = NAMED[name];
    if (named !== undefined) {
      return named;
    }
    const hex = /^#x([0-9a-fA-F]{1,6})$/.exec(name);
    const dec = /^#([0-9]{1,7})$/.exec(name);
    const codePoint = hex ? Number.parseInt(hex[1] as string, 16) : dec ? Number.parseInt(dec[1] as string, 10) : -1;
    const char = codePoint >= 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '';
    if (char === '' || xmlSafe(char) !== char) {
      invalid = true;
      return whole;
    }
    return char;
  });
  return invalid ? null : decoded;
};

/** A node of the little element tree the writers build: an element with attributes and children, or text. */
export type XmlNode = { name: string; attributes?: [string, string][]; children?: XmlNode[]; text?: string };

/** An element holding text; left out (null) when the text is empty, which the format reads back as empty. */
export const optionalText = (name: string, text: string): XmlNode | null => (text === '' ? null : { name, text });

/** An element with children, skipping the left-out ones. */
export const element = (name: string, children: (XmlNode | null)[], attributes: [string, string][] = []): XmlNode => ({
  name,
  attributes,
  children: children.filter((child): child is XmlNode => child !== null),
});

const serialize = (node: XmlNode, indent: string, out: string[]): void => {
  const attributes = (node.attributes ?? []).map(([key, value]) => ` ${key}="${escapeXmlAttribute(value)}"`).join('');
  if (node.text !== undefined) {
    out.push(`${indent}<${node.name}${attributes}>${escapeXmlText(xmlSafe(node.text))}</${node.name}>`);
    return;
  }
  const children = node.children ?? [];
  if (children.length === 0) {
    out.push(`${indent}<${node.name}${attributes}/>`);
    return;
  }
  out.push(`${indent}<${node.name}${attributes}>`);
  for (const child of children) {
    serialize(child, `${indent}  `, out);
  }
  out.push(`${indent}</${node.name}>`);
};

/** Writes a document: the XML 1.0 declaration, the tree indented by two spaces, LF line ends, a final LF. */
export const serializeXml = (root: XmlNode): string => {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  serialize(root, '', out);
  return `${out.join('\n')}\n`;
};

/**
 * The most elements an uploaded file may hold: a document of 1,000 positions with 40 parameters each holds about
 * 60,000; a million empty elements, no order but a file made to hold the parser, took 10 s at load.
 */
export const XML_MAX_ELEMENTS = 250_000;

/** How deep elements may nest and how many a file may hold before the validator and the parser see it. */
export type XmlShapeLimits = { maxDepth: number; maxElements: number };

/**
 * Where an element first nests deeper than `maxDepth`, or is one more than `maxElements`, with the reason for the
 * message; null when neither happens. One linear pass over the tags (comments, CDATA and processing instructions
 * skipped, `>` inside quoted attribute values not taken for a tag's end), run before the validator and the parser.
 * Both walk the whole text first and fail late: a file of a million unclosed start tags took seconds and its
 * refusal listed every open tag (megabytes of message); a million empty elements held the process for 10 s at load.
 * Malformed text it cannot follow is left to the validator.
 */
export const findXmlOverLimit = (xml: string, limits: XmlShapeLimits): { at: number; reason: string } | null => {
  let depth = 0;
  let elements = 0;
  let at = xml.indexOf('<');
  while (at !== -1) {
    const next = xml.charCodeAt(at + 1);
    let end: number;
    if (xml.startsWith('<!--', at)) {
      end = xml.indexOf('-->', at + 4);
    } else if (xml.startsWith('<![CDATA[', at)) {
      end = xml.indexOf(']]>', at + 9);
    } else if (next === 0x3f /* ? */) {
      end = xml.indexOf('?>', at + 2);
    } else {
      let quote = 0;
      end = -1;
      for (let index = at + 1; index < xml.length; index += 1) {
        const char = xml.charCodeAt(index);
        if (quote !== 0) {
          quote = char === quote ? 0 : quote;
        } else if (char === 0x22 || char === 0x27) {
          quote = char;
        } else if (char === 0x3e /* > */) {
          end = index;
          break;
        }
      }
      if (end !== -1 && next === 0x2f /* / */) {
        depth -= 1;
      } else if (end !== -1 && next !== 0x21 /* ! */) {
        elements += 1;
        if (elements > limits.maxElements) {
          return { at, reason: `Too many elements (more than ${limits.maxElements})` };
        }
        if (xml.charCodeAt(end - 1) !== 0x2f) {
          depth += 1;
          if (depth > limits.maxDepth) {
            return { at, reason: `Maximum nested tags exceeded (deeper than ${limits.maxDepth} elements)` };
          }
        }
      }
    }
    if (end === -1) {
      return null;
    }
    at = xml.indexOf('<', end + 1);
  }
  return null;
};

/** The line (1-based) of a place in a text, for a message. */
export const lineAt = (text: string, index: number): number => text.slice(0, index).split('\n').length;

/** The longest reason of a parser's refusal a message repeats (its own may quote a whole stack of tags). */
const REASON_MAX = 200;

/** A parser's reason cut for a message. */
export const shortReason = (reason: string): string =>
  reason.length > REASON_MAX ? `${reason.slice(0, REASON_MAX)}…` : reason;
