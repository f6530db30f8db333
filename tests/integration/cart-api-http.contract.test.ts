/**
 * The CartApi contract against the HTTP adapter on the embedded store API, over Aurora's seeded
 * catalogue with the stocks the contract needs set first.
 */
import { and, eq, ne, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { HttpCartApi } from '../../src/adapters/http/http-cart-api';
import { createStoreApiClient } from '../../src/adapters/http/store-api-client';
import { TokenService } from '../../server/store-api/platform/token.service';
import { addons, products, stores, variants } from '../../server/store-api/db/schema';
import { cartApiContract, type CartFixture } from '../contract/cart-api.contract';
import { startTestStoreApi } from './support/test-server';

/** The test server's signing key (support/test-server.ts), to mint customer tokens as sign-in will. */
const TEST_TOKEN_SECRET = 'integration-test-secret-integration-test-secret';

let server: Awaited<ReturnType<typeof startTestStoreApi>>;
let fixture: CartFixture;
let webId: number;
const tokens = new TokenService({ secret: TEST_TOKEN_SECRET });

beforeAll(async () => {
  server = await startTestStoreApi();
  const db = server.host.database!.db;
  const [aurora] = await db.select({ id: stores.id }).from(stores).where(eq(stores.name, 'aurora'));
  webId = aurora!.id;
  const withAddons = sql<number>`(select count(*) from addons a where a.product_id = "products"."id")`;
  const [plain] = await db
    .select({ id: products.id, price: products.price })
    .from(products)
    .where(
      and(
        eq(products.storeId, webId),
        eq(products.isHidePrice, false),
        sql`${withAddons} >= 2`,
        notExists(db.select().from(variants).where(eq(variants.productId, products.id))),
      ),
    )
    .limit(1);
  await db.update(products).set({ stock: 10 }).where(eq(products.id, plain!.id));
  const plainAddons = await db
    .select({ addonID: addons.id, price: addons.price })
    .from(addons)
    .where(eq(addons.productId, plain!.id))
    .orderBy(addons.id);
  const [variant] = await db
    .select({ id: variants.id, productId: variants.productId, price: variants.price })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(products.storeId, webId), eq(products.isHidePrice, false)))
    .limit(1);
  await db.update(variants).set({ stock: 2 }).where(eq(variants.id, variant!.id));
  const [foreign] = await db
    .select({ id: addons.id })
    .from(addons)
    .innerJoin(products, eq(products.id, addons.productId))
    .where(and(eq(products.storeId, webId), ne(addons.productId, plain!.id)))
    .limit(1);
  fixture = {
    plain: { productID: plain!.id, price: plain!.price, stock: 10, addons: plainAddons },
    variant: { productID: variant!.productId, variantID: variant!.id, price: variant!.price, stock: 2 },
    foreignAddonID: foreign!.id,
    unknownProductID: 2_000_000_000,
  };
});
afterAll(async () => {
  await server?.host.close();
});

cartApiContract('HTTP adapter on the embedded server', async () => ({
  api: (token) => new HttpCartApi({ client: createStoreApiClient({ baseUrl: server.baseUrl, accessToken: () => token }) }),
  guestToken: async () => (await tokens.issuePair({ WebID: webId, UserID: '0' })).accessToken,
  customerToken: async (userId) => (await tokens.issuePair({ WebID: webId, UserID: userId })).accessToken,
  fixture,
}));
