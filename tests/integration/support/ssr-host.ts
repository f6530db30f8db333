/**
 * The host with server rendering, for page tests: the real server entry (src/ui/entry-server.tsx)
 * behind a bare HTML template, over the embedded store API. Started before the file's tests.
 */
import { beforeAll } from 'vitest';
import type { ServerConfig } from '../../../server/config';
import type { RenderInput } from '../../../src/ui/entry-server';
import { startTestStoreApi, type TestStoreApi } from './test-server';

const TEMPLATE = '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

/**
 * `onRender` hears every page the entry renders (a page the host's cache answers is not rendered);
 * `joinDatabase`: a second instance on the PostgreSQL the file's first host set up (test-server.ts);
 * `config`: settings that differ from the test server's (test-server.ts), or a function giving them.
 */
export function startSsrHostForFile(
  options: {
    onRender?: (input: RenderInput) => void;
    joinDatabase?: boolean;
    /** Or a function, for settings known only once an earlier `beforeAll` ran (a receiver's port). */
    config?: Partial<ServerConfig> | (() => Partial<ServerConfig>);
  } = {},
): TestStoreApi {
  const server = {} as TestStoreApi;
  beforeAll(async () => {
    Object.assign(
      server,
      await startTestStoreApi(
        {
          ssr: {
            template: async () => TEMPLATE,
            studioPage: async () => '',
            render: async (input: RenderInput) => {
              options.onRender?.(input);
              return (await import('../../../src/ui/entry-server')).render(input);
            },
            guestCookies: async (backend, tokenHost, pair) =>
              (await import('../../../src/ui/entry-server')).guestCookies(backend, tokenHost, pair),
          },
        },
        { storeApiUrl: 'http://embedded/store-api', ...(typeof options.config === 'function' ? options.config() : options.config) },
        options.joinDatabase ?? false,
      ),
    );
    return () => server.host.close();
  });
  return server;
}
