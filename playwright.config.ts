import { defineConfig } from '@playwright/test';
import { chromiumPath } from './tests/chromium.mjs';

const executablePath: string | undefined = chromiumPath() ?? undefined;
const reporters: NonNullable<Parameters<typeof defineConfig>[0]['reporter']> = [['list']];
if (process.env.PLAYWRIGHT_JSON_OUTPUT_NAME) reporters.push(['json']);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: reporters,
  use: {
    baseURL: 'http://127.0.0.1:4321',
    // Under `use.launchOptions`: directly under `use` the path is silently ignored.
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'node node_modules/astro/astro.js preview --port 4321 --host 127.0.0.1',
      url: 'http://127.0.0.1:4321/',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'node node_modules/astro/astro.js dev --port 4322 --host 127.0.0.1',
      url: 'http://127.0.0.1:4322/',
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
