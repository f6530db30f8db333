import { MockStoreApi } from '../../src/adapters/mock-backend/mock-store-api';
import { storeApiContract } from './store-api.contract';

storeApiContract('in-memory mock backend', async () => ({
  webInfo: new MockStoreApi({ accessToken: () => null }),
  catalog: (token) => new MockStoreApi({ accessToken: () => token }),
  knownDomain: 'mock.localhost',
  categorySlug: 'tops',
}));
