import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FEATURE = path.dirname(fileURLToPath(import.meta.url));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /(?<!\.test)\.tsx?$/.test(name) ? [full] : [];
  });

/** A module that draws its own Mantine table: `Table` among what it imports from '@mantine/core'. */
const drawsOwnTable = (source: string) =>
  [...source.matchAll(/import \{([^}]*)\} from '@mantine\/core'/g)].some((match) =>
    (match[1] ?? '').split(',').some((name) => name.trim() === 'Table'),
  );

describe('the catalogue pages', () => {
  it('show their lists in the shared table; only the editable price grid is a table of its own, written once', () => {
    const own = sourceFiles(FEATURE)
      .filter((file) => drawsOwnTable(readFileSync(file, 'utf8')))
      .map((file) => path.relative(FEATURE, file).split(path.sep).join('/'));
    expect(own).toEqual(['components/price-grid.tsx']);
  });
});
