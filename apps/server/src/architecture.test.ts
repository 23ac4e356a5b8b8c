import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));

const listSourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      return name === 'migrations' ? [] : listSourceFiles(full);
    }
    return /\.tsx?$/.test(name) ? [full] : [];
  });

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].map(
    (match) => match[1] ?? '',
  );

/** The server's path alias: `#server/core/app-error` is `src/core/app-error`. */
const ALIAS = '#server/';

/** The import as a path below src/ (`services/mail`), or the package name as written. */
const resolveImport = (file: string, specifier: string) => {
  if (specifier.startsWith(ALIAS)) {
    return path.normalize(specifier.slice(ALIAS.length));
  }
  return specifier.startsWith('.') ? path.relative(SRC, path.resolve(path.dirname(file), specifier)) : specifier;
};

/**
 * The floors of the server, top to bottom: a file imports only from its own floor or the floors below it. Entry
 * points (server, the command line, test helpers) stand above everything; the app wires the features; features use
 * plugins, policies and services; services use the pure catalogue and render code and the database; core and
 * config are the ground every floor stands on.
 */
const FLOORS: readonly (readonly string[])[] = [
  ['server.ts', 'serve.ts', 'cli/', 'test/'],
  ['app.ts', 'app-context.ts', 'server-options.ts'],
  ['db/open-app-database.ts', 'db/seed/'],
  ['features/'],
  ['plugins/'],
  ['policies/'],
  ['services/'],
  ['catalogue/', 'render/'],
  ['db/'],
  ['core/', 'config/'],
];

const floorOf = (relative: string): number => {
  const unix = relative.split(path.sep).join('/');
  const index = FLOORS.findIndex((floor) =>
    floor.some((prefix) => (prefix.endsWith('/') ? unix.startsWith(prefix) : unix === prefix)),
  );
  if (index < 0) {
    throw new Error(`${unix} stands on no floor of architecture.test.ts`);
  }
  return index;
};

/** Every source file (tests left out) with the source files it imports, type-only imports included. */
const importGraph = () => {
  const files = listSourceFiles(SRC).filter((file) => !/\.test\.ts$/.test(file));
  const known = new Set(files.map((file) => path.relative(SRC, file)));
  const resolveFile = (file: string, specifier: string) => {
    const base = resolveImport(file, specifier);
    return [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => known.has(candidate));
  };
  return new Map(
    files.map((file) => [
      path.relative(SRC, file),
      importsOf(file)
        .filter((specifier) => specifier.startsWith('.') || specifier.startsWith(ALIAS))
        .map((specifier) => resolveFile(file, specifier))
        .filter((target): target is string => target !== undefined),
    ]),
  );
};

describe('architecture', () => {
  it('lets every import point down: a file imports from its own floor or a lower one', () => {
    const offenders = [...importGraph()].flatMap(([file, targets]) =>
      targets.filter((target) => floorOf(target) < floorOf(file)).map((target) => `${file} → ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it('has no circle of imports between files', () => {
    const graph = importGraph();
    const state = new Map<string, 'visiting' | 'done'>();
    const circles: string[] = [];
    const visit = (file: string, trail: string[]) => {
      state.set(file, 'visiting');
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === 'visiting') {
          circles.push([...trail.slice(trail.indexOf(next)), file, next].join(' → '));
        } else if (!state.has(next)) {
          visit(next, [...trail, file]);
        }
      }
      state.set(file, 'done');
    };
    for (const file of graph.keys()) {
      if (!state.has(file)) {
        visit(file, []);
      }
    }
    expect(circles).toEqual([]);
  });

  it('keeps features from importing each other', () => {
    const offenders: string[] = [];
    for (const file of listSourceFiles(path.join(SRC, 'features'))) {
      const parts = path.relative(path.join(SRC, 'features'), file).split(path.sep);
      // features/index.ts is the registry that wires every feature in.
      if (parts.length === 1) {
        continue;
      }
      const own = parts[0];
      for (const specifier of importsOf(file)) {
        const target = resolveImport(file, specifier);
        const [root, feature] = target.split(path.sep);
        if (root === 'features' && feature && feature !== own && feature !== 'index') {
          offenders.push(`${path.relative(SRC, file)} → ${specifier}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('keeps the engine package pure: it imports only the contract and lru-cache (the browser runs it too)', () => {
    const engineSource = path.join(SRC, '../../../packages/engine/src');
    const offenders: string[] = [];
    for (const file of listSourceFiles(engineSource).filter((name) => !/\.(test|fixtures)\.ts$/.test(name))) {
      for (const specifier of importsOf(file)) {
        if (!(specifier.startsWith('.') || specifier === '@door/contract' || specifier === 'lru-cache')) {
          offenders.push(`${path.relative(engineSource, file)} → ${specifier}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('keeps the catalogue format pure: no Fastify, database, features, services or node I/O', () => {
    const offenders: string[] = [];
    // The catalogue code (file format, lint, tests, diff, price sheets) runs offline in the command and in the server.
    for (const file of listSourceFiles(path.join(SRC, 'catalogue')).filter((name) => !name.endsWith('.test.ts'))) {
      for (const specifier of importsOf(file)) {
        const target = resolveImport(file, specifier);
        const forbidden =
          /^(fastify|drizzle-orm|pg|@electric-sql|node:fs|node:net|node:http)/.test(target) ||
          /^(db|features|plugins|services|policies|cli)(\/|$)/.test(target);
        if (forbidden) {
          offenders.push(`${path.relative(SRC, file)} → ${specifier}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('lets nothing import the command line (cli/ is an entry point, like server.ts)', () => {
    const offenders = listSourceFiles(SRC)
      .filter((file) => !path.relative(SRC, file).startsWith(`cli${path.sep}`))
      .flatMap((file) =>
        importsOf(file)
          .filter((specifier) => resolveImport(file, specifier).startsWith(`cli${path.sep}`))
          .map((specifier) => `${path.relative(SRC, file)} → ${specifier}`),
      );
    expect(offenders).toEqual([]);
  });

  it('names code of another floor or feature by the alias, and the own folder relatively', () => {
    const offenders = listSourceFiles(SRC).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => /^(\.\.\/){3,}/.test(specifier))
        .map((specifier) => `${path.relative(SRC, file)} → ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps plugins, services, policies, core, engine and render independent of features', () => {
    const offenders: string[] = [];
    for (const area of ['plugins', 'services', 'policies', 'core', 'render', 'catalogue']) {
      for (const file of listSourceFiles(path.join(SRC, area))) {
        for (const specifier of importsOf(file)) {
          if (resolveImport(file, specifier).startsWith(`features${path.sep}`)) {
            offenders.push(`${path.relative(SRC, file)} → ${specifier}`);
          }
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
