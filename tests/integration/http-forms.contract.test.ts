import { HttpForms } from '../../src/adapters/http/http-forms';
import { HttpWebInfo } from '../../src/adapters/http/http-web-info';
import { createStoreApiClient } from '../../src/adapters/http/store-api-client';
import { formsContract } from '../contract/forms.contract';
import { startStoreApiWithOpenStores } from './support/test-server';

// Atelier's forms section is the one with every field kind; the seed keeps the store in maintenance.
const server = startStoreApiWithOpenStores(['atelier']);

formsContract('HTTP adapter on the embedded server', async () => ({
  forms: (token) => new HttpForms({ client: createStoreApiClient({ baseUrl: server.baseUrl, accessToken: () => token }) }),
  token: async () => {
    const result = await new HttpWebInfo({ client: createStoreApiClient({ baseUrl: server.baseUrl, accessToken: () => null }) }).getWebInfo(
      { domain: 'atelier.localhost', themeId: null },
    );
    if (!result.ok || !result.info.tokens) throw new Error('atelier store missing');
    return result.info.tokens.accessToken;
  },
  sectionId: 'temp-ateform00007',
}));
