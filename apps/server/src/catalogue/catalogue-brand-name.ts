/**
 * The brand a catalogue file names (`brand.name`), read from its text without parsing the rest: a new brand's taken
 * name is refused before a large file is parsed and checked (issue 38). The top level is walked key by key; the value
 * of every other key is skipped by its brackets and strings, never built. The format writes `brand` near the start,
 * so a 30 MB file is usually answered after a few hundred characters.
 */
import { isJsonObject } from './catalogue-json';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_LIST = 0x5b;
const CLOSE_LIST = 0x5d;

/** A walk over JSON text: where it stands; a method answers null when the text is not what it expects. */
class JsonWalk {
  at = 0;

  constructor(private readonly text: string) {}

  /** Skips spaces, tabs and line breaks; answers the next character's code (NaN at the end). */
  peek(): number {
    const { text } = this;
    while (this.at < text.length) {
      const code = text.charCodeAt(this.at);
      if (code !== 0x20 && code !== 0x0a && code !== 0x0d && code !== 0x09) {
        return code;
      }
      this.at += 1;
    }
    return Number.NaN;
  }

  /** Steps over the character expected next. */
  take(code: number): boolean {
    if (this.peek() !== code) {
      return false;
    }
    this.at += 1;
    return true;
  }

  /** Reads a string (its escapes decoded). */
  string(): string | null {
    const start = this.at;
    if (!this.skipString()) {
      return null;
    }
    try {
      const value: unknown = JSON.parse(this.text.slice(start, this.at));
      return typeof value === 'string' ? value : null;
    } catch {
      return null;
    }
  }

  /** Steps over a string, jumping from quote to quote. */
  private skipString(): boolean {
    if (!this.take(QUOTE)) {
      return false;
    }
    const { text } = this;
    for (;;) {
      const quote = text.indexOf('"', this.at);
      if (quote < 0) {
        return false;
      }
      let slashes = 0;
      while (text.charCodeAt(quote - 1 - slashes) === BACKSLASH) {
        slashes += 1;
      }
      this.at = quote + 1;
      if (slashes % 2 === 0) {
        return true;
      }
    }
  }

  /** Steps over any value: a string, or an object or a list by its brackets (the strings in it stepped over whole). */
  skipValue(): boolean {
    const first = this.peek();
    if (first === QUOTE) {
      return this.skipString();
    }
    if (first !== OPEN_OBJECT && first !== OPEN_LIST) {
      // A number, true, false or null: up to the next separator.
      const { text } = this;
      const start = this.at;
      while (this.at < text.length && !/[\s,\]}]/.test(text.charAt(this.at))) {
        this.at += 1;
      }
      return this.at > start;
    }
    const { text } = this;
    let depth = 0;
    while (this.at < text.length) {
      const code = text.charCodeAt(this.at);
      if (code === QUOTE) {
        if (!this.skipString()) {
          return false;
        }
        continue;
      }
      if (code === OPEN_OBJECT || code === OPEN_LIST) {
        depth += 1;
      } else if (code === CLOSE_OBJECT || code === CLOSE_LIST) {
        depth -= 1;
      }
      this.at += 1;
      if (depth === 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * Walks the keys of the object at this place, stepping over the values of the others, and reads the value of `key`
   * with `read`. Null when the text is not an object here, or the key is not in it.
   */
  findKey<T>(key: string, read: () => T | null): T | null {
    if (!this.take(OPEN_OBJECT)) {
      return null;
    }
    if (this.take(CLOSE_OBJECT)) {
      return null;
    }
    for (;;) {
      if (this.peek() !== QUOTE) {
        return null;
      }
      const name = this.string();
      if (name === null || !this.take(COLON)) {
        return null;
      }
      if (name === key) {
        return read();
      }
      if (!this.skipValue()) {
        return null;
      }
      if (!this.take(COMMA)) {
        return null;
      }
    }
  }
}

/**
 * The `brand.name` of a catalogue file's text, read without parsing the rest of it; null when the text does not
 * begin as a JSON object whose `brand` object has a text `name` before the walk meets something that is not JSON
 * (then the whole file is read, and its findings say what is wrong).
 */
export const brandNameOfText = (text: string): string | null => {
  const walk = new JsonWalk(text);
  return walk.findKey('brand', () => walk.findKey('name', () => (walk.peek() === QUOTE ? walk.string() : null)));
};

/** The `brand.name` a catalogue file declares, from its text (brandNameOfText) or from JSON already parsed. */
export const declaredBrandName = (body: unknown): string | null => {
  if (typeof body === 'string') {
    return brandNameOfText(body);
  }
  const brand = isJsonObject(body) ? body.brand : undefined;
  return isJsonObject(brand) && typeof brand.name === 'string' ? brand.name : null;
};
