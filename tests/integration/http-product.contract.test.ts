import { HttpCatalog } from '../../src/adapters/http/http-catalog';
import { HttpProduct } from '../../src/adapters/http/http-product';
import { HttpWebInfo } from '../../src/adapters/http/http-web-info';
import { createStoreApiClient } from '../../src/adapters/http/store-api-client';
import { productPortContract } from '../contract/product-port.contract';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();

const client = (token: string | null) => createStoreApiClient({ baseUrl: server.baseUrl, accessToken: () => token });

productPortContract('HTTP adapter on the embedded server', async () => ({
  webInfo: new HttpWebInfo({ client: client(null) }),
  catalog: (token) => new HttpCatalog({ client: client(token) }),
  product: (token) => new HttpProduct({ client: client(token) }),
  knownDomain: 'aurora.localhost',
}));
