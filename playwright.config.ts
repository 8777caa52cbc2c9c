import { defineConfig } from '@playwright/test';
import { chromiumPath } from './tests/chromium.mjs';

const executablePath: string | undefined = chromiumPath() ?? undefined;
// Ports and build folder can be moved (PW_PORT, PW_DEV_PORT, PW_OUTDIR), so several checkouts or
// builds can be tested side by side; PW_NO_DEV=1 leaves out the `astro dev` server.
const port = Number(process.env.PW_PORT ?? 4321);
const devPort = Number(process.env.PW_DEV_PORT ?? 4322);
const outDir = process.env.PW_OUTDIR ?? 'dist';
const reporters: NonNullable<Parameters<typeof defineConfig>[0]['reporter']> = [['list']];
if (process.env.PLAYWRIGHT_JSON_OUTPUT_NAME) reporters.push(['json']);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // On CI one retry: a test that passes only on its retry is reported as flaky by name in the
  // closing lines of `npm test` (tests/run-all.mjs), never silently counted as passed.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: reporters,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
  // „ruhig“ runs after all other tests, alone, because it measures the page's main thread
  // (tests/e2e/profi-ruhig.spec.ts). Run one file of it with `--no-deps`.
  projects: [
    { name: 'chromium', testIgnore: /-ruhig\.spec\.ts$/ },
    { name: 'ruhig', testMatch: /-ruhig\.spec\.ts$/, dependencies: ['chromium'] },
  ],
  webServer: [
    {
      command: `node node_modules/astro/astro.js preview --port ${port} --host 127.0.0.1 --outDir ${outDir}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(process.env.PW_NO_DEV
      ? []
      : [
          {
            command: `node node_modules/astro/astro.js dev --port ${devPort} --host 127.0.0.1`,
            url: `http://127.0.0.1:${devPort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 120_000,
          },
        ]),
  ],
});
