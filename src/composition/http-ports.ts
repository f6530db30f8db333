/** The store ports over HTTP (the embedded store API or any compatible one). */
import { HttpCatalog } from '../adapters/http/http-catalog';
import { HttpPages } from '../adapters/http/http-pages';
import { HttpWebInfo } from '../adapters/http/http-web-info';
import { createStoreApiClient } from '../adapters/http/store-api-client';
import type { StorePorts } from '../application/ports/store-ports';

export function createHttpPorts(options: { baseUrl: string; accessToken: () => string | null; fetch?: typeof fetch }): StorePorts {
  const client = createStoreApiClient(options);
  return {
    webInfo: new HttpWebInfo({ client }),
    catalog: new HttpCatalog({ client }),
    pages: new HttpPages({ client }),
  };
}
