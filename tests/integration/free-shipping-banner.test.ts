/**
 * The storefront's free-shipping banners and the checkout read one threshold (decision 37): the home
 * zone's, filled into the owner's {free_shipping_threshold} by GetWebInfo in the store's currency.
 * An owner's new threshold changes the banner's text and what the quote charges at once (the
 * rendered page: tests/e2e/shipping-settings.spec.ts).
 */
import { and, eq, notExists } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, stores, variants } from '../../server/store-api/db/schema';
import { FREE_SHIPPING_TOKEN } from '../../src/domain/shipping/free-shipping-banner';
import { identityCalls, type Any } from './support/identity-calls';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();
const { call, guest, ownerToken } = identityCalls(server);
const db = () => server.host.database!.db;

const themeOf = async (store: string) => (await call(`/Web/GetWebInfo?Domain=${store}`)).body.data.themeSettings.themeData as string;

describe('free-shipping banners', () => {
  it("fill the owner's text with the home zone's threshold in the store's currency", async () => {
    const aurora = await themeOf('aurora');
    expect(aurora).toContain('Standard delivery is free on orders over $100.');
    expect(aurora).not.toContain(FREE_SHIPPING_TOKEN);
    // Nordic's threshold is 543.48 in the base currency: €500 at its rate, with the currency's code shown.
    expect(await themeOf('nordic')).toContain('Free home delivery on orders over €500\u00a0EUR');
  });

  it('change with the threshold the owner saves, and checkout charges by the same one', async () => {
    const owner = await ownerToken('aurora');
    const setup = (await call('/Owner/Shipping', { token: owner })).body.data.shipping;
    const home = setup.zones.find((zone: Any) => zone.countries.includes('US'));
    const standard = home.methods.find((method: Any) => method.freeOver === '100.00');
    standard.freeOver = '150.00';
    expect((await call('/Owner/SaveShipping', { token: owner, body: setup })).status).toBe(200);

    // The next page shows the new amount: the save made the store API forget its cached store.
    expect(await themeOf('aurora')).toContain('Standard delivery is free on orders over $150.');

    const [aurora] = await db().select({ id: stores.id }).from(stores).where(eq(stores.name, 'aurora'));
    const [item] = await db()
      .select({ id: products.id, price: products.price })
      .from(products)
      .where(
        and(
          eq(products.storeId, aurora!.id),
          eq(products.isHidePrice, false),
          notExists(db().select().from(variants).where(eq(variants.productId, products.id))),
        ),
      )
      .orderBy(products.price)
      .limit(1);
    const price = Number(item!.price);
    const shopper = (await guest('aurora')).accessToken;
    const shippingFor = async (quantity: number) =>
      (await call(`/Checkout/GetQuote?CartCodes=${item!.id}_${quantity}_0_&ShippingMethodID=${standard.id}&Country=US`, { token: shopper }))
        .body.data.totals.shipping;
    const reaching = Math.ceil(150 / price);
    expect(await shippingFor(reaching)).toBe('0.00');
    if (price * (reaching - 1) < 150 && reaching > 1) expect(await shippingFor(reaching - 1)).toBe('5.00');

    // No method of the home zone ships free: the amount is empty rather than a stale promise.
    standard.freeOver = null;
    expect((await call('/Owner/SaveShipping', { token: owner, body: setup })).status).toBe(200);
    expect(await themeOf('aurora')).toContain('Standard delivery is free on orders over .');
  });
});
