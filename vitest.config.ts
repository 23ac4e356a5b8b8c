import { configDefaults, defineConfig } from 'vitest/config';

const serverApiTests = 'apps/server/src/**/*.api.test.ts';
const serverTestOptions = {
  environment: 'node' as const,
  globalSetup: ['apps/server/src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
// These files set process-wide state once (the OpenTelemetry SDK registers its global providers): each runs in a
// process of its own. Every other server file shares its worker's loaded modules with the files before it, which
// saves the server's whole module graph being loaded again per file (about 40% of the suite's time, decisions.md).
const ownProcessTests = ['apps/server/src/core/tracing.api.test.ts'];

export default defineConfig({
  test: {
    // One worker per core: vitest's default leaves one of the machine's two cores to its main process.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          environment: 'node',
          include: ['packages/contract/src/**/*.test.ts', 'packages/engine/src/**/*.test.ts'],
        },
      },
      {
        // The web app's build steps run in Node, not in a page.
        test: { name: 'web-build', environment: 'node', include: ['apps/web/build/**/*.test.ts'] },
      },
      {
        test: {
          ...serverTestOptions,
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ownProcessTests],
          isolate: false,
        },
      },
      { test: { ...serverTestOptions, name: 'server-own-process', include: ownProcessTests } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...serverTestOptions,
                name: 'server-postgres',
                include: [serverApiTests],
                exclude: [...configDefaults.exclude, ...ownProcessTests],
                env: { TEST_DB_KIND: 'postgres' },
                isolate: false,
              },
            },
            {
              test: {
                ...serverTestOptions,
                name: 'server-postgres-own-process',
                include: ownProcessTests,
                env: { TEST_DB_KIND: 'postgres' },
              },
            },
          ]
        : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
