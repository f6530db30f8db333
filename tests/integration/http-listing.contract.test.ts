import { afterAll, beforeAll } from 'vitest';
import { HttpListing } from '../../src/adapters/http/http-listing';
import { HttpPages } from '../../src/adapters/http/http-pages';
import { HttpWebInfo } from '../../src/adapters/http/http-web-info';
import { createStoreApiClient } from '../../src/adapters/http/store-api-client';
import { listingContract } from '../contract/listing.contract';
import { startTestStoreApi } from './support/test-server';

let server: Awaited<ReturnType<typeof startTestStoreApi>>;
let token = '';
let category = { id: 0, name: '' };
beforeAll(async () => {
  server = await startTestStoreApi();
  const info = await new HttpWebInfo({ client: createStoreApiClient({ baseUrl: server.baseUrl, accessToken: () => null }) }).getWebInfo({
    domain: 'aurora',
    themeId: null,
  });
  if (!info.ok) throw new Error('aurora missing');
  token = info.info.tokens!.accessToken;
  const page = await new HttpPages({ client: createStoreApiClient({ baseUrl: server.baseUrl, accessToken: () => token }) }).resolvePage(
    'dresses',
  );
  if (page?.listing?.kind !== 'category') throw new Error('dresses is not a category');
  category = { id: page.listing.id, name: page.listing.name };
});
afterAll(async () => {
  await server?.host.close();
});

listingContract('HTTP adapter on the embedded server', async () => ({
  listing: (accessToken) => new HttpListing({ client: createStoreApiClient({ baseUrl: server.baseUrl, accessToken: () => accessToken }) }),
  accessToken: async () => token,
  category,
  keyword: 'linen',
}));
