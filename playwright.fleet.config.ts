/**
 * The fleet check (docs/deploy.md): two instances on one PostgreSQL behind a round-robin proxy, driven in
 * Chromium and over HTTP. Needs TEST_DATABASE_URL; .ci/run runs it after the PostgreSQL integration suite.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/support/find-chromium';

export default defineConfig({
  testDir: 'tests/fleet',
  globalSetup: './tests/fleet/fleet-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 1,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'fleet', use: { browserName: 'chromium' } }],
});
