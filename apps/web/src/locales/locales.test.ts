import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_LOCALES, LANGUAGES, type Language } from '@door/contract';
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

/** A plural form's key (`count_one`, `count_few`): the text's key and the CLDR category. */
const PLURAL_FORM = /^(.*)_(zero|one|two|few|many|other)$/;
/** A key with its plural suffix taken off: every language has the same texts, each with its own plural forms. */
const baseKey = (key: string) => PLURAL_FORM.exec(key)?.[1] ?? key;
const pluralCategories = (language: Language) =>
  new Intl.PluralRules(LANGUAGE_LOCALES[language]).resolvedOptions().pluralCategories.slice().sort();

describe('translations', () => {
  const all = [...new Set(LANGUAGES.flatMap((language) => namespacesOf(language)))].sort();

  it('has every namespace file in sl, en, de and fr', () => {
    for (const language of LANGUAGES) {
      expect(namespacesOf(language), `namespaces of ${language}`).toEqual(all);
    }
  });

  it.each(all)('has every key of %s in every language, none empty', (file) => {
    const keys = new Set(LANGUAGES.flatMap((language) => keysOf(read(language, file)).map(baseKey)));
    for (const language of LANGUAGES) {
      const data = read(language, file);
      const own = new Set(keysOf(data));
      const missing = [...keys].filter((key) => !own.has(key) && ![...own].some((mine) => baseKey(mine) === key));
      expect(missing, `${language}/${file} misses keys`).toEqual([]);
      const empty = [...own].filter(
        (key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], data) === '',
      );
      expect(empty, `${language}/${file} has empty texts`).toEqual([]);
    }
  });

  it.each(all)('gives every plural text of %s exactly the plural forms of each language', (file) => {
    for (const language of LANGUAGES) {
      const forms = new Map<string, string[]>();
      for (const key of keysOf(read(language, file))) {
        const match = PLURAL_FORM.exec(key);
        if (match) {
          forms.set(match[1] ?? '', [...(forms.get(match[1] ?? '') ?? []), match[2] ?? ''].sort());
        }
      }
      for (const [key, categories] of forms) {
        expect(categories, `${language}/${file} ${key}`).toEqual(pluralCategories(language));
      }
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
              // Every plural form has the placeholders of the text (the last form read stands for all).
              baseKey(key),
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
