/**
 * `npm run bench:cart`: only the cart calls of `npm run bench` (cart-bench.ts), each beside the health
 * call in the same run, on the built host and the embedded database. For work on cart writes, where
 * the whole bench's minutes of SSR and overload runs measure nothing that changed.
 */
import { startBuiltHost } from './built-host';
import { benchCart } from './cart-bench';

const { host, listen } = await startBuiltHost();
const port = await listen();
const cart = await benchCart({
  db: host.database!.db,
  origin: `http://127.0.0.1:${port}`,
  tokenSecret: host.tokenSecret!,
  durationSeconds: Number(process.env.BENCH_SECONDS ?? 5),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
});
await host.close();
console.log('Cart calls on the embedded database, each beside GET /store-api/Health in the same run');
console.table(cart);
