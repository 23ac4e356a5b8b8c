import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCUMENT_HISTORY_TYPES, LANGUAGES } from '@door/contract';
import { describe, expect, it } from 'vitest';

const locales = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../locales');
const labelsOf = (language: string) =>
  (
    JSON.parse(readFileSync(path.join(locales, language, 'document.json'), 'utf8')) as {
      historyTypes: Record<string, string>;
    }
  ).historyTypes;

describe('history type labels', () => {
  it.each(LANGUAGES)('gives every history type the server writes a label in %s', (language) => {
    const labels = labelsOf(language);
    const missing = DOCUMENT_HISTORY_TYPES.filter((type) => !labels[type]?.trim());
    expect(missing, `document.json of ${language} has no historyTypes label for`).toEqual([]);
  });

  it.each(LANGUAGES)('has no label in %s for a type the server never writes', (language) => {
    const known = new Set<string>(DOCUMENT_HISTORY_TYPES);
    expect(Object.keys(labelsOf(language)).filter((type) => !known.has(type))).toEqual([]);
  });
});
