import { HttpCatalog } from '../../src/adapters/http/http-catalog';
import { HttpWebInfo } from '../../src/adapters/http/http-web-info';
import { createStoreApiClient } from '../../src/adapters/http/store-api-client';
import { storeApiContract } from '../contract/store-api.contract';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();

storeApiContract('HTTP adapter on the embedded server', async () => ({
  webInfo: new HttpWebInfo({ client: createStoreApiClient({ baseUrl: server.baseUrl, accessToken: () => null }) }),
  catalog: (token) => new HttpCatalog({ client: createStoreApiClient({ baseUrl: server.baseUrl, accessToken: () => token }) }),
  knownDomain: 'aurora.localhost',
  categorySlug: 'dresses',
}));
