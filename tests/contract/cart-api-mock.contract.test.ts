import type { CartApi } from '../../src/application/ports/cart-api.port';
import { MockCartApi } from '../../src/adapters/mock-backend/mock-cart-api';
import { MOCK_PRODUCT_DETAILS } from '../../src/adapters/mock-backend/mock-product-fixtures';
import { cartApiContract, type CartFixture } from './cart-api.contract';

const base64url = (value: string) => Buffer.from(value).toString('base64url');
/** An unsigned token like the mock backend's own, naming a customer (or '0', a guest). */
const mockToken = (userId: string) =>
  `${base64url('{"alg":"none"}')}.${base64url(JSON.stringify({ WebID: 1, UserID: userId, typ: 'access', exp: 4102444800 }))}.mock`;

/** The fixtures' third product (no variants, two add-ons, 10 in stock) and the second's Slim fit (2 left). */
function fixture(): CartFixture {
  const plain = MOCK_PRODUCT_DETAILS[2]!;
  const fitted = MOCK_PRODUCT_DETAILS[1]!;
  const slim = fitted.variants.find((variant) => variant.stock === 2)!;
  return {
    plain: {
      productID: plain.productID,
      price: plain.price.toFixed(2),
      stock: plain.stock,
      addons: plain.addons.map((a) => ({ addonID: a.addonID, price: a.price.toFixed(2) })),
    },
    variant: { productID: fitted.productID, variantID: slim.variantID, price: slim.price.toFixed(2), stock: slim.stock },
    // The fixtures' products with add-ons all share ids 1 and 2: no product offers 99.
    foreignAddonID: 99,
    unknownProductID: 999_999,
  };
}

cartApiContract('in-memory mock backend', async () => {
  let token: string | null = null;
  const mock = new MockCartApi({ accessToken: () => token });
  // One backend, many shoppers: each view sets its token just before the call reads it.
  const api = (accessToken: string | null): CartApi =>
    new Proxy(mock, {
      get:
        (target, method: keyof CartApi) =>
        (...args: unknown[]) => {
          token = accessToken;
          return (target[method] as (...a: unknown[]) => unknown).apply(target, args);
        },
    });
  return { api, guestToken: async () => mockToken('0'), customerToken: async (userId) => mockToken(userId), fixture: fixture() };
});
