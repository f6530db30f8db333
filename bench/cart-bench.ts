/**
 * Cart calls on the embedded database: a customer's GetCart (five stored lines), a guest's GetCart
 * (five codes priced), and AddCartItem as customers (every request its own Idempotency-Key, spread
 * over many customers and products so most of them insert or update a line), each beside GET
 * /store-api/Health measured in the same run: the store API's fixed cost with no database.
 */
import autocannon from 'autocannon';
import { and, asc, eq, gt, like, notExists } from 'drizzle-orm';
import { TokenService } from '../server/store-api/platform/token.service';
import type { Db } from '../server/store-api/platform/database/client';
import { carts, idempotencyKeys, products, stores, variants } from '../server/store-api/db/schema';

interface CartBenchOptions {
  db: Db;
  origin: string;
  tokenSecret: string;
  durationSeconds: number;
  connections: number;
}

const CUSTOMERS = 200;

export async function benchCart(options: CartBenchOptions): Promise<Array<Record<string, unknown>>> {
  const { db, origin } = options;
  const [aurora] = await db.select({ id: stores.id }).from(stores).where(eq(stores.name, 'aurora'));
  const sellable = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.storeId, aurora!.id),
        eq(products.isEnabled, true),
        eq(products.isHidePrice, false),
        gt(products.stock, 0),
        notExists(db.select().from(variants).where(eq(variants.productId, products.id))),
      ),
    )
    .orderBy(asc(products.id))
    .limit(8);
  if (sellable.length < 5) throw new Error('aurora has too few products to bench the cart');
  const tokens = new TokenService({ secret: options.tokenSecret });
  const run = `bench-${Date.now().toString(36)}`;
  const customerTokens = await Promise.all(
    Array.from({ length: CUSTOMERS }, async (_, i) => (await tokens.issuePair({ WebID: aurora!.id, UserID: `${run}-${i}` })).accessToken),
  );
  const guest = (await tokens.issuePair({ WebID: aurora!.id, UserID: '0' })).accessToken;
  const codes = sellable.slice(0, 5).map((p) => `${p.id}_1_0_`);
  const api = `${origin}/store-api`;

  // The customer whose cart GetCart reads: five lines, written once before measuring.
  const reader = customerTokens[0]!;
  await fetch(`${api}/Cart/SyncCart`, {
    method: 'POST',
    body: JSON.stringify({ CartCodes: codes.join('|') }),
    headers: { authorization: `Bearer ${reader}`, 'content-type': 'application/json', 'idempotency-key': `${run}.seed` },
  });

  let n = 0;
  const measure = async (request: autocannon.Request & { url: string }) => {
    const result = await autocannon({
      url: request.url,
      connections: options.connections,
      duration: options.durationSeconds,
      requests: [request],
    });
    return {
      requestsPerSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    };
  };
  const cases: Array<{ call: string; request: autocannon.Request & { url: string } }> = [
    {
      call: 'GetCart, customer (5 lines)',
      request: { url: `${api}/Cart/GetCart`, method: 'GET', headers: { authorization: `Bearer ${reader}` } },
    },
    {
      call: 'GetCart, guest (5 codes)',
      request: {
        url: `${api}/Cart/GetCart?CartCodes=${encodeURIComponent(codes.join('|'))}`,
        method: 'GET',
        headers: { authorization: `Bearer ${guest}` },
      },
    },
    {
      call: 'AddCartItem, customers',
      request: {
        url: `${api}/Cart/AddCartItem`,
        method: 'POST',
        setupRequest: (request: autocannon.Request) => {
          n += 1;
          const product = sellable[Math.floor(n / CUSTOMERS) % sellable.length]!;
          return {
            ...request,
            body: JSON.stringify({ CartCodes: '', CartCode: `${product.id}_1_0_`, CartItemID: '0' }),
            headers: {
              authorization: `Bearer ${customerTokens[n % CUSTOMERS]}`,
              'content-type': 'application/json',
              'idempotency-key': `${run}.${n}`,
            },
          };
        },
      },
    },
  ];
  const rows: Array<Record<string, unknown>> = [];
  for (const { call, request } of cases) {
    const check = await fetch(request.url, { method: request.method ?? 'GET', headers: request.headers as Record<string, string> });
    if (request.method === 'GET' && !check.ok) throw new Error(`${call} answered ${check.status}`);
    const cart = await measure(request);
    const health = await measure({ url: `${api}/Health`, method: 'GET' });
    rows.push({
      call,
      rps: cart.requestsPerSecond,
      p99Ms: cart.p99Ms,
      healthRps: health.requestsPerSecond,
      healthP99Ms: health.p99Ms,
      non2xx: cart.non2xx,
      errors: cart.errors,
    });
  }
  // The bench's customers leave no carts behind in the bench database.
  await db.delete(carts).where(and(eq(carts.storeId, aurora!.id), like(carts.customerId, `${run}-%`)));
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.storeId, aurora!.id), like(idempotencyKeys.customerId, `${run}-%`)));
  return rows;
}
