import { readFileSync } from 'node:fs';
import { LANGUAGES } from '@door/contract';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_PAGES, LOCALE_MODULES } from './customer-pages.ts';
import { pagePreloadsOf } from './page-preloads.ts';

const ROOT = '/app';
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) =>
  ({
    type: 'chunk',
    fileName,
    moduleIds: moduleIds.map((id) => `${ROOT}/${id}`),
    imports,
    isEntry,
  }) as Rollup.OutputChunk;
const bundle = (chunks: Rollup.OutputChunk[]) =>
  Object.fromEntries(chunks.map((item) => [item.fileName, item])) as Rollup.OutputBundle;

const LOCALES = {
  languages: ['en', 'sl'],
  namespace: (language: string, namespace: string) => `src/locales/${language}/${namespace}.json`,
  startup: (language: string) => `src/locales/${language}/startup.ts`,
};

describe('page preloads', () => {
  const built = bundle([
    chunk('assets/index-1.js', ['src/main.tsx', 'src/lib/shared.ts'], [], true),
    chunk('assets/page-1.js', ['src/routes/page.tsx'], ['assets/index-1.js', 'assets/schemas-1.js']),
    chunk('assets/schemas-1.js', ['src/schemas.ts'], ['assets/zod-1.js']),
    chunk('assets/zod-1.js', ['node_modules/zod/index.js']),
    chunk('assets/startup-en.js', ['src/locales/en/startup.ts']),
    chunk('assets/startup-sl.js', ['src/locales/sl/startup.ts']),
    chunk('assets/page-en.js', ['src/locales/en/page.json']),
    chunk('assets/page-sl.js', ['src/locales/sl/page.json']),
  ]);

  it("name a page's chunks and all they import, without those index.html loads, and its texts per language", () => {
    const preloads = pagePreloadsOf(
      built,
      ROOT,
      [{ path: '/page', modules: ['src/routes/page.tsx'], namespaces: ['page'] }],
      LOCALES,
    );
    expect(preloads.pages).toEqual([
      {
        path: '/page',
        scripts: ['/assets/page-1.js', '/assets/schemas-1.js', '/assets/zod-1.js'],
        texts: { en: ['/assets/page-en.js'], sl: ['/assets/page-sl.js'] },
      },
    ]);
    expect(preloads.startup).toEqual({ en: ['/assets/startup-en.js'], sl: ['/assets/startup-sl.js'] });
  });

  it('refuse a page module no chunk holds, so a renamed route cannot silently lose its preloads', () => {
    expect(() =>
      pagePreloadsOf(built, ROOT, [{ path: '/x', modules: ['src/routes/gone.tsx'], namespaces: [] }], LOCALES),
    ).toThrow(/gone\.tsx/);
  });

  it("hold the customer's pages to the route table: the same modules, loaded lazily there", () => {
    const router = readFileSync(new URL('../src/app/router.tsx', import.meta.url), 'utf8');
    for (const page of CUSTOMER_PAGES) {
      for (const module of page.modules) {
        expect(router).toContain(`import('#web/${module.replace(/^src\//, '').replace(/\.tsx?$/, '')}')`);
      }
    }
  });

  it('name the texts of every language of the contract', () => {
    expect(LOCALE_MODULES.languages).toEqual([...LANGUAGES].sort());
  });
});
