import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/property/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/support/preload-sections.ts'],
          // Vitest's 5 s default failed property tests of hundreds of runs (theme compile, form
          // validation) when the machine was shared with the browser suite: a limit for a machine
          // half as fast, as the end-to-end suite's (decision 72).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/support/seeded-database.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // The SSE adapter's contract needs EventSource, which Node 20 has only behind a flag.
          execArgv: typeof EventSource === 'undefined' ? ['--experimental-eventsource'] : [],
        },
      },
    ],
  },
});
