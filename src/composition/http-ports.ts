/** The store ports over HTTP (the embedded store API or any compatible one). */
import { HttpCatalog } from '../adapters/http/http-catalog';
import { HttpForms } from '../adapters/http/http-forms';
import { HttpListing } from '../adapters/http/http-listing';
import { HttpPages } from '../adapters/http/http-pages';
import { HttpProduct } from '../adapters/http/http-product';
import { HttpWebInfo } from '../adapters/http/http-web-info';
import { createStoreApiClient } from '../adapters/http/store-api-client';
import type { StorePorts } from '../application/ports/store-ports';

export function createHttpPorts(options: { baseUrl: string; accessToken: () => string | null; fetch?: typeof fetch }): StorePorts {
  const client = createStoreApiClient(options);
  return {
    webInfo: new HttpWebInfo({ client }),
    catalog: new HttpCatalog({ client }),
    pages: new HttpPages({ client }),
    product: new HttpProduct({ client }),
    listing: new HttpListing({ client }),
    forms: new HttpForms({ client }),
  };
}
