import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@door/contract';
import { describe, expect, it } from 'vitest';

const root = path.dirname(fileURLToPath(import.meta.url));

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key))
    : [prefix];

const namespacesOf = (language: string) =>
  readdirSync(path.join(root, language))
    .filter((file) => file.endsWith('.json'))
    .sort();

const read = (language: string, file: string): unknown =>
  JSON.parse(readFileSync(path.join(root, language, file), 'utf8'));

describe('translations', () => {
  const all = [...new Set(LANGUAGES.flatMap((language) => namespacesOf(language)))].sort();

  it('has every namespace file in sl, en, de and fr', () => {
    for (const language of LANGUAGES) {
      expect(namespacesOf(language), `namespaces of ${language}`).toEqual(all);
    }
  });

  it.each(all)('has every key of %s in every language, none empty', (file) => {
    const keys = new Set(LANGUAGES.flatMap((language) => keysOf(read(language, file))));
    for (const language of LANGUAGES) {
      const data = read(language, file);
      const own = new Set(keysOf(data));
      const missing = [...keys].filter((key) => !own.has(key));
      expect(missing, `${language}/${file} misses keys`).toEqual([]);
      const empty = [...own].filter(
        (key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], data) === '',
      );
      expect(empty, `${language}/${file} has empty texts`).toEqual([]);
    }
  });

  it('keeps the interpolation placeholders of every text in every language', () => {
    for (const file of all) {
      const placeholders = (language: string) =>
        Object.fromEntries(
          keysOf(read(language, file)).map((key) => {
            const text = key
              .split('.')
              .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], read(language, file));
            return [
              key,
              String(text)
                .match(/\{\{\w+\}\}/g)
                ?.sort() ?? [],
            ];
          }),
        );
      const reference = placeholders('en');
      for (const language of LANGUAGES) {
        expect(placeholders(language), `${language}/${file}`).toEqual(reference);
      }
    }
  });
});
