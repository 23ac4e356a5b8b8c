import type {
  CatalogueCategory,
  CatalogueDraftOperation,
  CatalogueFile,
  CatalogueModel,
  CatalogueParameter,
  CatalogueRuleSet,
} from '@door/contract';

/** The top lists of the file the tree adds entries to. */
export type TopList = 'categories' | 'parameters' | 'models' | 'ruleSets';

/** The top lists the tree offers to add to, in its order. */
export const TOP_LISTS: readonly TopList[] = ['categories', 'parameters', 'models', 'ruleSets'];

/**
 * A new entry of a top list, valid at once: a category's and a parameter's texts empty (the form marks them
 * missing), a parameter in the first category as a list without values, a model at no price without parameters or
 * rules, named and titled by its code in every language (so the draft's check passes until it is named), a rule set
 * without rules.
 */
export const newTopEntry = (
  file: CatalogueFile,
  list: TopList,
  code: string,
): CatalogueCategory | CatalogueParameter | CatalogueModel | CatalogueRuleSet => {
  switch (list) {
    case 'categories':
      return { code, names: {} };
    case 'parameters':
      return { code, dataType: 'string', category: file.categories[0]?.code ?? code, names: {}, values: [] };
    case 'models':
      return {
        code,
        name: code,
        titles: { sl: code, en: code, de: code, fr: code },
        basePriceCents: 0,
        parameters: [],
      };
    case 'ruleSets':
      return { code, rules: [] };
  }
};

/** The codes a top list holds (a list the file leaves out holds none). */
export const codesOf = (file: CatalogueFile, list: TopList): string[] =>
  ((file[list] ?? []) as { code: string }[]).map((entry) => entry.code);

/** The edit that adds a new entry at the end of a top list (the list created when the file leaves it out). */
export const addTopEntryOp = (file: CatalogueFile, list: TopList, code: string): CatalogueDraftOperation => {
  const entry = newTopEntry(file, list, code);
  return file[list] ? { op: 'add', path: `/${list}/-`, value: entry } : { op: 'add', path: `/${list}`, value: [entry] };
};
