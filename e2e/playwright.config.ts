import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromePath)) {
  console.error(`Chromium not found at ${chromePath}: run 'apt-get install chromium' or set CHROME_PATH.`);
  process.exit(1);
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

// Workers load this file again; they inherit the port and data folder chosen by the main process.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = String(await freePort());
}
// The account journey starts a loopback SMTP sink on this port and reads the mails the server sends to it.
if (!process.env.E2E_SMTP_PORT) {
  process.env.E2E_SMTP_PORT = String(await freePort());
}
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'door-e2e-'));
}
const port = Number(process.env.E2E_PORT);
// E2E_BASE_URL runs the journeys against a server that is already running instead of starting one.
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // The back-office journeys run 40–55 s on a 2-core machine (one took 60 s while other work shared the cores): a
  // journey gets two minutes; each of its steps still waits at most 10 s.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  // Beside this run's data folder, so runs in other checkouts never share it.
  outputDir: `${process.env.E2E_DATA_DIR}-results`,
  use: {
    baseURL,
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
  webServer: external
    ? undefined
    : {
        // The web app must already be built (`npm run build`; the root test script builds before e2e).
        command: 'npm run start -w apps/server',
        cwd: repoRoot,
        url: `${baseURL}/api/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: process.env.E2E_DATA_DIR,
          PUBLIC_URL: baseURL,
          LOG_LEVEL: 'warn',
          NODE_ENV: 'test',
          TOKEN_RATE_LIMIT_PER_MINUTE: '1000',
          SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        },
      },
});
