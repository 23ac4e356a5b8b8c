import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The web app's first page imports these modules through the package index (sideEffects: false); one zod import
// here would pull zod into the first page's bundle.
const ZOD_FREE = [
  'call-route.ts',
  'call-routes.generated.ts',
  'constants.ts',
  'document-actions.ts',
  'door-drawing.ts',
  'format.ts',
  'html.ts',
  'image-urls.ts',
  'limits.ts',
  'links.ts',
  'reference-ids.ts',
  'roles.ts',
];

const importsOf = (file: string) =>
  [...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(/from '([^']+)'/g)].map((match) => match[1]);

describe('zod-free contract modules', () => {
  it.each(ZOD_FREE)('%s imports only other zod-free modules', (file) => {
    const allowed = ZOD_FREE.map((name) => `./${name.replace(/\.ts$/, '')}`);
    expect(importsOf(file).filter((source) => !allowed.includes(source ?? ''))).toEqual([]);
  });
});
