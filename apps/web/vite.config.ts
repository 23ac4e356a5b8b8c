import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { CUSTOMER_PAGES, LOCALE_MODULES } from './build/customer-pages.ts';
import { pagePreloadsPlugin } from './build/page-preloads.ts';

export default defineConfig({
  plugins: [react(), pagePreloadsPlugin(CUSTOMER_PAGES, LOCALE_MODULES)],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps for reading production stack traces; no bundle points at them and the server does not serve them.
    sourcemap: 'hidden',
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page needs in one file: a phone on a slow network fetches a few files at a time (six per
            // server over HTTP/1.1), so thirty small files cost it more than one.
            { name: 'app', tags: ['$initial'] },
          ],
          experimentalInlineCommonChunks: { maxSize: 12_000 },
        },
      },
      preserveEntrySignatures: false,
    },
  },
});
