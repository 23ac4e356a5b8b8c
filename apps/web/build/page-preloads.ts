import type { Plugin, Rollup } from 'vite';

/**
 * A page whose files the server names in index.html: `path` is matched like the route table (equal, or followed by
 * `/…`; `/` only itself), `modules` are its route's lazily loaded files (relative to the app's root) and
 * `namespaces` its translation namespaces beyond the start-up ones.
 */
export type PreloadedPage = { path: string; modules: string[]; namespaces: string[] };

/** Script files per language. */
type ByLanguage = Record<string, string[]>;

/** What the server adds to index.html per address and language (dist/page-preloads.json). */
export type PagePreloads = {
  /** Every page's code, and its texts per language. */
  pages: { path: string; scripts: string[]; texts: ByLanguage }[];
  /** The start-up texts per language. */
  startup: ByLanguage;
};

export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/** Where the app keeps a language's texts: one namespace, or the start-up ones together. */
export type LocaleModules = {
  languages: readonly string[];
  namespace: (language: string, namespace: string) => string;
  startup: (language: string) => string;
};

const isChunk = (item: Rollup.OutputChunk | Rollup.OutputAsset): item is Rollup.OutputChunk => item.type === 'chunk';

/**
 * The script files each page and each language's texts load beyond those index.html loads itself: the chunks
 * holding the modules and every chunk they import statically.
 */
export const pagePreloadsOf = (
  bundle: Rollup.OutputBundle,
  root: string,
  pages: PreloadedPage[],
  locales: LocaleModules,
): PagePreloads => {
  const chunks = Object.values(bundle).filter(isChunk);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (starts: Rollup.OutputChunk[]) => {
    const files = new Set<string>();
    const visit = (chunk: Rollup.OutputChunk) => {
      if (!files.has(chunk.fileName)) {
        files.add(chunk.fileName);
        for (const imported of chunk.imports) {
          const next = byFile.get(imported);
          if (next) {
            visit(next);
          }
        }
      }
    };
    starts.forEach(visit);
    return files;
  };
  const loadedByIndex = closure(chunks.filter((chunk) => chunk.isEntry));
  const scriptsOf = (modules: string[]) => {
    const ids = modules.map((module) => `${root}/${module}`);
    const missing = ids.filter((id) => !chunks.some((chunk) => chunk.moduleIds.includes(id)));
    if (missing.length > 0) {
      throw new Error(`page preloads: no chunk holds ${missing.join(', ')}`);
    }
    const starts = chunks.filter((chunk) => ids.some((id) => chunk.moduleIds.includes(id)));
    return [...closure(starts)].filter((file) => !loadedByIndex.has(file)).map((file) => `/${file}`);
  };
  const perLanguage = (modulesOf: (language: string) => string[]): ByLanguage =>
    Object.fromEntries(locales.languages.map((language) => [language, scriptsOf(modulesOf(language))]));
  return {
    pages: pages.map((page) => ({
      path: page.path,
      scripts: scriptsOf(page.modules),
      texts: perLanguage((language) => page.namespaces.map((namespace) => locales.namespace(language, namespace))),
    })),
    startup: perLanguage((language) => [locales.startup(language)]),
  };
};

/** Writes dist/page-preloads.json, so the server can name a page's files in its HTML before any script runs. */
export const pagePreloadsPlugin = (pages: PreloadedPage[], locales: LocaleModules): Plugin => {
  let root = '';
  return {
    name: 'door-page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_output, bundle) {
      const preloads = pagePreloadsOf(bundle, root, pages, locales);
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
};
