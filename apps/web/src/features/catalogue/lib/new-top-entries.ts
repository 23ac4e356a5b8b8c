import type { CatalogueCategory, CatalogueFile, CatalogueModel, CatalogueParameter } from '@door/contract';

/** The top lists of the file the tree adds entries to. */
export type TopList = 'categories' | 'parameters' | 'models';

/**
 * A new entry of a top list, valid at once: its texts empty (the form marks them missing), a parameter in the first
 * category as a list without values, a model at no price without parameters.
 */
export const newTopEntry = (
  file: CatalogueFile,
  list: TopList,
  code: string,
): CatalogueCategory | CatalogueParameter | CatalogueModel => {
  switch (list) {
    case 'categories':
      return { code, names: {} };
    case 'parameters':
      return { code, dataType: 'string', category: file.categories[0]?.code ?? code, names: {}, values: [] };
    case 'models':
      return { code, name: code, titles: {}, basePriceCents: 0, parameters: [] };
  }
};
