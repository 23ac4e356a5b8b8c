import { defineConfig } from 'vitest/config';

const serverApiTests = 'apps/server/src/**/*.api.test.ts';

export default defineConfig({
  test: {
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
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts', 'bench/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-postgres',
                environment: 'node' as const,
                include: [serverApiTests],
                globalSetup: ['apps/server/src/test/global-setup.ts'],
                env: { TEST_DB_KIND: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
