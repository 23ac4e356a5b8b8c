import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));

const listSourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      return listSourceFiles(full);
    }
    return /\.tsx?$/.test(name) ? [full] : [];
  });

/** Every module a file loads: `import … from`, `export … from`, `import '…'` and lazy `import('…')`. */
export const importsOf = (source: string): string[] =>
  [
    ...source.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/import\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1] ?? '');

/** The web app's path alias: `#web/lib/paths` is `src/lib/paths`. */
const ALIAS = '#web/';

/** The import as a path below src/ (`features/cart/api/get-cart`), or the package name as written. */
const resolveImport = (file: string, specifier: string) => {
  if (specifier.startsWith(ALIAS)) {
    return path.normalize(specifier.slice(ALIAS.length));
  }
  return specifier.startsWith('.') ? path.relative(SRC, path.resolve(path.dirname(file), specifier)) : specifier;
};

/** The top folder below src/ and, under features/, the feature: `['features', 'cart']`, `['lib', 'paths']`. */
const layerOf = (relativePath: string) => relativePath.split(path.sep).slice(0, 2);

/** Imports of files under `areas` whose target breaks `isForbidden(ownPath, targetPath)`, as `file → import`. */
const findImports = (areas: string[], isForbidden: (own: string, target: string) => boolean) =>
  areas.flatMap((area) =>
    listSourceFiles(path.join(SRC, area)).flatMap((file) => {
      const own = path.relative(SRC, file);
      return importsOf(readFileSync(file, 'utf8'))
        .filter((specifier) => isForbidden(own, resolveImport(file, specifier)))
        .map((specifier) => `${own} → ${specifier}`);
    }),
  );

/** The source file a relative import names (`./a` → `a.ts`, `a.tsx` or `a/index.ts`), or null for a package. */
const resolveFile = (file: string, specifier: string): string | null => {
  if (!specifier.startsWith('.') && !specifier.startsWith(ALIAS)) {
    return null;
  }
  const base = specifier.startsWith(ALIAS)
    ? path.join(SRC, specifier.slice(ALIAS.length))
    : path.resolve(path.dirname(file), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate)) ?? null;
};

/** Every circle of imports among the files (Tarjan's strongly connected components of two or more files). */
export const findImportCycles = (files: string[], importsOfFile: (file: string) => string[]): string[][] => {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const visit = (file: string) => {
    index.set(file, counter);
    lowest.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of importsOfFile(file)) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(file, Math.min(lowest.get(file) ?? 0, lowest.get(next) ?? 0));
      } else if (onStack.has(next)) {
        lowest.set(file, Math.min(lowest.get(file) ?? 0, index.get(next) ?? 0));
      }
    }
    if (lowest.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member !== undefined) {
          onStack.delete(member);
          component.push(member);
        }
      } while (member !== undefined && member !== file);
      if (component.length > 1 || importsOfFile(file).includes(file)) {
        cycles.push(component.sort());
      }
    }
  };
  for (const file of files) {
    if (!index.has(file)) {
      visit(file);
    }
  }
  return cycles;
};

describe('architecture of the web app', () => {
  it('reads static, re-exported, side-effect and lazy imports', () => {
    const source = [
      "import { a } from '../../cart/api/get-cart';",
      "export { b } from './b';",
      "import './styles.css';",
      "const page = () => import('../features/inquiry/routes/inquiry');",
    ].join('\n');
    expect(importsOf(source).sort()).toEqual(
      ['../../cart/api/get-cart', './b', './styles.css', '../features/inquiry/routes/inquiry'].sort(),
    );
  });

  it('keeps features from importing each other (what two features share lives in components/, lib/ or api/)', () => {
    const offenders = findImports(['features'], (own, target) => {
      const [, ownFeature] = layerOf(own);
      const [root, feature] = layerOf(target);
      return root === 'features' && feature !== ownFeature;
    });
    expect(offenders).toEqual([]);
  });

  it('keeps features from importing the app shell (the app wires features, never the other way)', () => {
    expect(findImports(['features'], (_own, target) => layerOf(target)[0] === 'app')).toEqual([]);
  });

  it('keeps the shared folders independent of features, and their code of the app shell', () => {
    // A test beside shared code may check it against the app's theme; the code itself may not depend on the app.
    const offenders = findImports(['api', 'components', 'lib', 'stores'], (own, target) => {
      const [root] = layerOf(target);
      return root === 'features' || (root === 'app' && !/\.test\.tsx?$/.test(own));
    });
    expect(offenders).toEqual([]);
  });

  it('finds a circle of imports, type-only ones included', () => {
    const graph: Record<string, string[]> = { a: ['b'], b: ['c'], c: ['a'], d: ['a'], e: ['e'] };
    expect(findImportCycles(Object.keys(graph), (file) => graph[file] ?? [])).toEqual([['a', 'b', 'c'], ['e']]);
  });

  it('has no circle of imports (static, lazy or type-only): every arrow between files points one way', () => {
    const files = listSourceFiles(SRC);
    const graph = new Map(
      files.map((file) => [
        file,
        importsOf(readFileSync(file, 'utf8'))
          .map((specifier) => resolveFile(file, specifier))
          .filter((target): target is string => target !== null),
      ]),
    );
    const cycles = findImportCycles(files, (file) => graph.get(file) ?? []).map((cycle) =>
      cycle.map((file) => path.relative(SRC, file)).join(' ↔ '),
    );
    expect(cycles).toEqual([]);
  });

  it("brings Mantine's component styles with every module that draws Mantine components (none on the first paint)", () => {
    // The theme's provider draws none: the app's first paint waits only for Mantine's small base (main.tsx).
    const PROVIDERS = new Set(['app/theme.ts', 'app/theme-provider.tsx']);
    const drawsMantine = /^import (?!type )[^;]*?from '@mantine\/core';/ms;
    const missing = listSourceFiles(SRC)
      .filter((file) => !/\.test\.tsx?$/.test(file) && !PROVIDERS.has(path.relative(SRC, file)))
      .filter((file) => {
        const source = readFileSync(file, 'utf8');
        return drawsMantine.test(source) && !importsOf(source).includes('#web/lib/mantine-styles');
      })
      .map((file) => path.relative(SRC, file));
    expect(missing).toEqual([]);
  });

  it('takes every API address from the call table: no module spells the API prefix by hand', () => {
    const spelled = listSourceFiles(SRC)
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .filter((file) => /['"`]\/api\/v1\//.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(spelled).toEqual([]);
  });
});
