import { readdirSync, readFileSync, statSync } from 'node:fs';
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

/** The import as a path below src/ (`features/cart/api/get-cart`), or the package name as written. */
const resolveImport = (file: string, specifier: string) =>
  specifier.startsWith('.') ? path.relative(SRC, path.resolve(path.dirname(file), specifier)) : specifier;

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
});
