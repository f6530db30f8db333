import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** Unit files that mock modules: each runs with modules of its own. */
const ISOLATED = 'tests/**/*.isolated.test.{ts,tsx}';

const unitFiles: TestProjectInlineConfiguration['test'] = {
  include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/property/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.{ts,tsx}'],
  environment: 'node',
  setupFiles: ['tests/support/preload-sections.ts'],
  // Vitest's 5 s default failed property tests of hundreds of runs (theme compile, form
  // validation) when the machine was shared with the browser suite: a limit for a machine
  // half as fast, as the end-to-end suite's (decision 72).
  testTimeout: 30_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          ...unitFiles,
          exclude: [...configDefaults.exclude, ISOLATED],
          // The files share their workers' loaded modules: importing the renderer and every section
          // again for each of 200 files was most of the suite's time (decision 78). A file that
          // mocks a module (vi.mock) is named *.isolated.test.* and runs in the project below.
          isolate: false,
        },
      },
      { test: { name: 'unit-isolated', ...unitFiles, include: [ISOLATED] } },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/support/seeded-database.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // The files run one after another in one worker that keeps the modules it has loaded: each
          // file re-importing the host, the store API and the renderer cost 1-8 s a file, half the
          // suite's time (decision 78). Each file starts and closes its own servers, and no file mocks
          // a module or changes the environment.
          isolate: false,
          // The SSE adapter's contract needs EventSource, which Node 20 has only behind a flag.
          execArgv: typeof EventSource === 'undefined' ? ['--experimental-eventsource'] : [],
        },
      },
    ],
  },
});
