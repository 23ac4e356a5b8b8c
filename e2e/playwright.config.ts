import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromePath)) {
  console.error(`Chromium not found at ${chromePath}: run 'apt-get install chromium' or set CHROME_PATH.`);
  process.exit(1);
}

// Each worker starts a server of its own (fixtures/app-server.ts); this data folder only holds the run's results.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'door-e2e-'));
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Two journeys at a time, each worker on its own server and database: much of a journey is waiting (debounces,
  // mail, a scheduled publish), so two share two cores well. E2E_WORKERS=1 runs them one after another.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // The back-office journeys run 40–55 s on a 2-core machine (one took 60 s while other work shared the cores): a
  // journey gets two minutes; each of its steps still waits at most 10 s.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  // Beside this run's data folder, so runs in other checkouts never share it.
  outputDir: `${process.env.E2E_DATA_DIR}-results`,
  use: {
    locale: 'en-US',
    // The app honours reduced motion: no fade-in of pages and dialogs, so axe never reads colours mid-animation.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], locale: 'en-US' } }],
});
