import { MockProducts } from '../../src/adapters/mock-backend/mock-products';
import { MockStoreApi } from '../../src/adapters/mock-backend/mock-store-api';
import { productPortContract } from './product-port.contract';

productPortContract('in-memory mock backend', async () => ({
  webInfo: new MockStoreApi({ accessToken: () => null }),
  catalog: (token) => new MockStoreApi({ accessToken: () => token }),
  product: (token) => new MockProducts({ accessToken: () => token }),
  knownDomain: 'mock.localhost',
}));
