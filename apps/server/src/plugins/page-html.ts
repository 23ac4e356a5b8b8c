import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@door/contract';
import { z } from 'zod';

const scripts = z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/));
const byLanguage = z.record(z.string(), scripts);

/** dist/page-preloads.json as the web build writes it (apps/web/build/page-preloads.ts). */
const pagePreloadsSchema = z.object({
  pages: z.array(z.object({ path: z.string().startsWith('/'), scripts, texts: byLanguage })),
  startup: byLanguage,
});
type PagePreloads = z.infer<typeof pagePreloadsSchema>;

/** Written by the web build beside index.html (apps/web/build/page-preloads.ts). */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/** The page of an address: the longest page path equal to it or followed by `/…` (`/` only itself). */
const pageOf = (preloads: PagePreloads, pathname: string) => {
  const lower = pathname.toLowerCase();
  return preloads.pages
    .filter((page) => lower === page.path || (page.path !== '/' && lower.startsWith(`${page.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
};

const preloadLinks = (files: string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');

/**
 * index.html for an address, naming for preloading the files its page and the caller's language will ask for, so a
 * phone downloads them beside the app's own files instead of after those ran. Without the build's
 * page-preloads.json, index.html as it is.
 */
export const createPageHtml = (webDist: string) => {
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const preloadsFile = path.join(webDist, PAGE_PRELOADS_FILE);
  const preloads = existsSync(preloadsFile)
    ? pagePreloadsSchema.parse(JSON.parse(readFileSync(preloadsFile, 'utf8')))
    : null;
  // One text per page and language: a handful, made once.
  const rendered = new Map<string, string>();
  return (pathname: string, language: Language): string => {
    if (!preloads || !template.includes('</head>')) {
      return template;
    }
    const page = pageOf(preloads, pathname);
    const key = `${page?.path ?? ''} ${language}`;
    let html = rendered.get(key);
    if (html === undefined) {
      const files = [...(preloads.startup[language] ?? []), ...(page?.scripts ?? []), ...(page?.texts[language] ?? [])];
      html = template.replace('</head>', `${preloadLinks(files)}</head>`);
      rendered.set(key, html);
    }
    return html;
  };
};
