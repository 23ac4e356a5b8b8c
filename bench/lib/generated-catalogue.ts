import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CatalogueFile, CatalogueModel, CatalogueRule } from '@door/contract';
import { CATALOGUES_DIR } from '../../apps/server/src/db/seed/catalogue.seed';

const WORDS = [
  'Aurora',
  'Nova',
  'Terra',
  'Luna',
  'Sol',
  'Vega',
  'Orion',
  'Atlas',
  'Nord',
  'Alba',
  'Kras',
  'Lipa',
  'Mira',
  'Zora',
];

/** The name of the i-th generated model (searchable words, as the selection bench searches them). */
export const generatedName = (index: number) =>
  `${WORDS[index % WORDS.length]} ${WORDS[(index * 7) % WORDS.length]} ${index}`;

/** The search words of the generated names. */
export const GENERATED_WORDS = WORDS;

/**
 * The default brand's demo catalogue with `count` more models: copies of the demo models under generated codes and
 * names, each with its own parts (its leaf part is named after it), as a manufacturer's large catalogue would be.
 */
export const generatedCatalogue = (count: number): CatalogueFile => {
  const file = JSON.parse(readFileSync(path.join(CATALOGUES_DIR, 'alpina.json'), 'utf8')) as CatalogueFile;
  const demo = file.models;
  const models: CatalogueModel[] = [...demo];
  for (let i = 0; i < count; i += 1) {
    const source = demo[i % demo.length] as CatalogueModel;
    const code = `GEN${i}`;
    const rename = (partCode: string) => (partCode === `LEAF-${source.code}` ? `LEAF-${code}` : partCode);
    const { brandName: _brandName, ...rest } = source;
    models.push({
      ...rest,
      code,
      name: generatedName(i),
      isSpecialOffer: i % 17 === 0,
      rules: (source.rules ?? []).map(
        (rule): CatalogueRule =>
          rule.kind === 'part'
            ? { ...rule, partCode: rename(rule.partCode), ...(rule.parent ? { parent: rename(rule.parent) } : {}) }
            : rule,
      ),
    });
  }
  return { ...file, models };
};
