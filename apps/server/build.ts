// The server's production build: one ES module bundle of the server's own code and the shared contract (written in
// TypeScript, so it cannot be loaded as a package), with every other package left to node_modules, and a source map
// so stack traces name the TypeScript lines. `npm start` runs it with `node --enable-source-maps dist/server.js`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Packages stay outside the bundle, but for the workspace's own (`@door/…`, TypeScript sources, and the server's
 * `#server/…` path alias) and JSON files of packages (country names): the bundle carries those, as an external JSON
 * import would need its import attribute.
 */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      /^(@door\/|#server\/)/.test(args.path) || args.path.endsWith('.json')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

const started = performance.now();
const result = await build({
  entryPoints: [path.join(here, 'src/server.ts'), path.join(here, 'src/cli/files.ts')],
  outdir: path.join(here, 'dist'),
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `server built to apps/server/dist in ${(performance.now() - started).toFixed(0)} ms (${(bytes / 1024 / 1024).toFixed(1)} MB with source maps)`,
);
