/** The embedded store API on its own (`npm run api`), for a storefront elsewhere (STORE_API_URL). */
import { loadConfig } from './config';
import { createHost } from './host/host';

const config = { ...loadConfig(), embeddedStoreApi: true };
const host = await createHost({ config });
await host.app.listen({ port: config.port, host: config.host });
console.log(`Store API listening on http://localhost:${config.port}/store-api`);
