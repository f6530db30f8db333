import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/support/find-chromium';
import { E2E_OPERATOR_TOKEN, E2E_OWNER_TOKEN } from './tests/e2e/support/store-urls';
import type { StudioTestOptions } from './tests/e2e/support/third-party-cookies';
import { TIME_LIMITS } from './tests/e2e/support/time-limits';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The fake Stripe (tests/fakes/fake-stripe.ts): card payments run through it, with no network. */
const STRIPE = {
  port: Number(process.env.FAKE_STRIPE_PORT ?? PORT + 7000),
  secretKey: 'sk_test_e2e_fake_stripe',
  webhookSecret: 'whsec_e2e_fake_stripe',
};

/** The DNS stub (tests/fakes/run-fake-dns.ts): stores' domain checks ask it, with no network (decision 98). */
const FAKE_DNS_PORT = Number(process.env.FAKE_DNS_PORT ?? PORT + 7010);

/** Specs whose changes reach every open tab of a store (see the projects below). */
const STORE_WIDE = /(live-tabs|shipping-settings)\.spec\.ts/;
/**
 * Specs that edit a store's theme draft in the studio. Two of them editing one store's draft at once
 * make the later save a conflict ("The draft was changed elsewhere"), so they run one at a time in a
 * lane of their own, beside the shopper specs (decision 72).
 */
const THEME_DRAFTS = /(theme-studio|colour-schemes|studio-blocks|studio-pages|studio-preview)\.spec\.ts/;

export default defineConfig<StudioTestOptions>({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two browsers beside the server on CI's two cores: a third adds load and waits, not throughput.
  workers: 2,
  // One retry: a test that passes only on its retry is listed as flaky in the report, so it is seen
  // and fixed, while one hiccup of a loaded CI host does not fail the whole run.
  retries: 1,
  timeout: TIME_LIMITS.test,
  expect: { timeout: TIME_LIMITS.expect },
  reporter: [['list']],
  // Every file's time at the end of the run, slowest first, so a file that grows is seen.
  reportSlowTests: { max: 60, threshold: 0 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    actionTimeout: TIME_LIMITS.expect,
    navigationTimeout: TIME_LIMITS.navigation,
    trace: 'retain-on-failure',
    // Headless Chromium announces itself as HeadlessChrome, which bot detection rightly flags;
    // the suite browses as a shopper's Chrome would.
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  // Chromium's default contexts block third-party cookies, as owners' browsers do: every test runs so.
  // The studio-preview spec runs once more with them allowed, on another store so drafts never collide.
  // Two specs change a whole store that other specs browse, so they run after them (on their own:
  // --project store-wide --no-deps): live-tabs closes nordic for a few seconds, and shipping-settings
  // saves Aurora's shipping, after which every open Aurora tab loads its next page as a whole new
  // document (the store-access machine, by design), which failed other specs' in-app navigations.
  projects: [
    { name: 'theme-drafts', testMatch: THEME_DRAFTS, workers: 1, use: { browserName: 'chromium' } },
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: [STORE_WIDE, THEME_DRAFTS] },
    {
      name: 'studio-3pc-allowed',
      testMatch: /studio-preview\.spec\.ts/,
      use: { browserName: 'chromium', thirdPartyCookies: 'allowed', studioStore: 'vault' },
    },
    {
      name: 'store-wide',
      testMatch: STORE_WIDE,
      dependencies: ['theme-drafts', 'chromium', 'studio-3pc-allowed'],
      use: { browserName: 'chromium' },
    },
  ],
  webServer: [
    {
      // Pictures render at the production limits. The load-shedding limits are raised: the suite's two
      // browsers share the server's two cores, so the event loop lags as no production host's would, and
      // shed pages failed listing tests (shedding itself is tested in load-shedding.test.ts).
      // A fresh embedded database each run: the suite sees exactly the seeded demo stores. The owners'
      // scripts are inserted inert, so no request leaves the machine. Node's request client cannot resolve
      // *.localhost, so specs also name stores with `localhost:PORT/?store=`, which production refuses
      // unless DEV_SHARED_HOST_STORES opts in (for development and tests only, decision 70). The demo
      // stores are seeded only when asked in production (SEED_DEMO_STORES, decision 93).
      command: `rm -rf .data-e2e-${PORT} && node --import tsx server/index.ts`,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: `.data-e2e-${PORT}`,
        NODE_ENV: 'production',
        OWNER_API_TOKEN: E2E_OWNER_TOKEN,
        // Specs that change an owner's password or two-factor sign-in open a store of their own through the
        // operator API, so the demo owners' password (owner@webx.example / Studio-2026) never changes.
        OPERATOR_API_TOKEN: E2E_OPERATOR_TOKEN,
        OWNER_SCRIPTS: 'inert',
        DEV_MAILBOX: '1',
        DEV_SHARED_HOST_STORES: '1',
        SEED_DEMO_STORES: '1',
        MAX_EVENT_LOOP_DELAY_MS: '2000',
        MAX_IN_FLIGHT: '512',
        MAX_PAGE_RENDERS: '8',
        PAGE_QUEUE: '64',
        STRIPE_SECRET_KEY: STRIPE.secretKey,
        STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
        STRIPE_API_BASE: `http://127.0.0.1:${STRIPE.port}`,
        // The webhooks journey's receiver listens on 127.0.0.1, which production refuses unless the
        // operator allows loopback targets (decision 91): for this test server only.
        WEBHOOKS_ALLOW_LOOPBACK: '1',
        // Stores' own domains are proven by TXT records the domains journey publishes on the DNS stub.
        DOMAIN_DNS_SERVERS: `127.0.0.1:${FAKE_DNS_PORT}`,
      },
      url: `http://localhost:${PORT}/placeholder/1x1.svg`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: 'node --import tsx tests/fakes/run-fake-stripe.ts',
      env: {
        FAKE_STRIPE_PORT: String(STRIPE.port),
        STRIPE_SECRET_KEY: STRIPE.secretKey,
        STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
        FAKE_STRIPE_WEBHOOK_URL: `http://127.0.0.1:${PORT}/store-api/Payments/StripeWebhook`,
      },
      url: `http://127.0.0.1:${STRIPE.port}/v1/health`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: 'node --import tsx tests/fakes/run-fake-dns.ts',
      env: { FAKE_DNS_PORT: String(FAKE_DNS_PORT) },
      url: `http://127.0.0.1:${FAKE_DNS_PORT}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
  ],
});
