import { MockListing } from '../../src/adapters/mock-backend/mock-listing';
import { listingContract } from './listing.contract';

listingContract('in-memory mock backend', async () => ({
  listing: (token) => new MockListing({ accessToken: () => token }),
  accessToken: async () => 'mock-token',
  category: { id: 1, name: 'Tops' },
  keyword: 'acme',
}));
