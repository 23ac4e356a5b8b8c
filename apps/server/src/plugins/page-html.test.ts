import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPageHtml, PAGE_PRELOADS_FILE } from './page-html';

const INDEX = '<!doctype html><html><head><script type="module" src="/assets/index-a1.js"></script></head></html>';
const texts = (name: string) => ({ sl: [`/assets/${name}-sl.js`], en: [`/assets/${name}-en.js`] });
const PRELOADS = {
  pages: [
    { path: '/', scripts: ['/assets/selection-1.js'], texts: texts('selection') },
    { path: '/configurator', scripts: ['/assets/selection-1.js'], texts: texts('selection') },
    {
      path: '/configurator/configuration',
      scripts: ['/assets/configuration-1.js', '/assets/schemas-1.js'],
      texts: texts('configurator'),
    },
  ],
  startup: texts('startup'),
};

const distWith = (preloads: unknown) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'door-page-html-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  if (preloads !== undefined) {
    writeFileSync(path.join(dir, PAGE_PRELOADS_FILE), JSON.stringify(preloads));
  }
  return dir;
};

const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('the page HTML', () => {
  const pageHtml = createPageHtml(distWith(PRELOADS));

  it("names the page's code, its texts and the start-up texts in the caller's language, in the head", () => {
    const html = pageHtml('/configurator/configuration', 'en');
    expect(preloaded(html)).toEqual([
      '/assets/startup-en.js',
      '/assets/configuration-1.js',
      '/assets/schemas-1.js',
      '/assets/configurator-en.js',
    ]);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('/assets/index-a1.js');
  });

  it('takes the longest page path an address starts with, in any case, and `/` only for itself', () => {
    expect(preloaded(pageHtml('/Configurator/Configuration/anything', 'sl'))).toContain('/assets/configuration-1.js');
    expect(preloaded(pageHtml('/configurator', 'sl'))).toContain('/assets/selection-1.js');
    expect(preloaded(pageHtml('/', 'sl'))).toContain('/assets/selection-sl.js');
    expect(preloaded(pageHtml('/configuratorX', 'sl'))).toEqual(['/assets/startup-sl.js']);
    expect(preloaded(pageHtml('/admin/myProjects', 'sl'))).toEqual(['/assets/startup-sl.js']);
  });

  it('names no texts of a language the build has none for', () => {
    expect(preloaded(pageHtml('/configurator/configuration', 'de'))).toEqual([
      '/assets/configuration-1.js',
      '/assets/schemas-1.js',
    ]);
  });

  it('is index.html as it is without the preloads file, and refuses a preloads file naming other files', () => {
    expect(createPageHtml(distWith(undefined))('/configurator/configuration', 'en')).toBe(INDEX);
    const outside = { ...PRELOADS, startup: { en: ['https://elsewhere.example/x.js'] } };
    expect(() => createPageHtml(distWith(outside))).toThrow();
  });
});
