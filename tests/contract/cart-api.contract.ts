/**
 * The contract of CartApi (src/application/ports/cart-api.port.ts), run against the in-memory mock
 * backend (unit suite) and the HTTP adapter on the embedded store API (integration suite): guests'
 * carts priced from their codes, customers' stored carts (add, set, remove, remove add-on, sync),
 * stock limits, refusals, idempotent repeats and malformed calls.
 */
import { describe, expect, it } from 'vitest';
import type { CartApi, CartApiResult } from '../../src/application/ports/cart-api.port';
import type { CartAnswer, CartItem } from '../../src/domain/cart/cart-types';

export interface CartFixture {
  /** A product without variants, `stock` in stock (at least 5), with at least two add-ons. */
  plain: { productID: number; price: string; stock: number; addons: Array<{ addonID: number; price: string }> };
  /** A variant with `stock` (at least 2) left. */
  variant: { productID: number; variantID: number; price: string; stock: number };
  /** An add-on id `plain` does not offer (another product's). */
  foreignAddonID: number;
  unknownProductID: number;
}

export interface CartContractSubject {
  /** A CartApi sending the given access token (or none); every api of one subject shares one store. */
  api(accessToken: string | null): CartApi;
  guestToken(): Promise<string>;
  customerToken(userId: string): Promise<string>;
  fixture: CartFixture;
}

const cents = (text: string) => Math.round(Number(text) * 100);
/** A line's money in the domain: base cents of unit price × quantity. */
const times = (price: string, quantity: number) => cents(price) * quantity;
let customers = 0;
let keys = 0;
const key = () => `contract.${Date.now().toString(36)}.${++keys}`;

function answered(result: CartApiResult): CartAnswer {
  if (!result.ok) throw new Error(`expected an answer, got ${result.reason} ${result.status}: ${result.message}`);
  return result.answer;
}

const kept = (answer: CartAnswer) => answer.items.filter((item) => item.status === 'ok' || item.status === 'lessstock');
const only = (answer: CartAnswer): CartItem => {
  expect(kept(answer)).toHaveLength(1);
  return kept(answer)[0]!;
};

export function cartApiContract(name: string, subject: () => Promise<CartContractSubject>) {
  async function customer() {
    const s = await subject();
    const api = s.api(await s.customerToken(`c-contract-${++customers}`));
    const add = async (cartCode: string, cartItemId = '0', idempotencyKey = key()) =>
      answered(await api.addCartItem({ cartCodes: '', cartCode, cartItemId, idempotencyKey }));
    return { s, api, add, f: s.fixture };
  }

  describe(`cart API contract: ${name}`, () => {
    it('prices a guest cart from its codes, one line per code, add-ons beside the line price', async () => {
      const s = await subject();
      const { plain } = s.fixture;
      const [a, b] = plain.addons;
      const answer = answered(
        await s.api(await s.guestToken()).getCart(`${plain.productID}_2_0_|${plain.productID}_3_0_${a!.addonID},${b!.addonID}`),
      );
      expect(answer.items).toHaveLength(2);
      const [bare, withAddons] = answer.items;
      expect(bare).toMatchObject({
        cartItemID: '0',
        cartItemCode: `${plain.productID}_2_0_`,
        quantity: 2,
        totalCents: times(plain.price, 2),
        status: 'ok',
      });
      expect(bare!.product).toMatchObject({ productID: plain.productID, variantID: 0, unitCents: cents(plain.price) });
      expect(bare!.product.itemName).not.toBe('');
      expect(bare!.product.productURL).toMatch(/^\//);
      expect(withAddons!.totalCents).toBe(times(plain.price, 3));
      expect(withAddons!.addons.map((addon) => [addon.cartAddonID, addon.quantity, addon.totalCents])).toEqual([
        [String(a!.addonID), 3, times(a!.price, 3)],
        [String(b!.addonID), 3, times(b!.price, 3)],
      ]);
      expect(answer.cartStatusHeading).toBe('');
    });

    it('answers a guest line above stock as lessstock with the quantity the store has, and refuses unknown products', async () => {
      const s = await subject();
      const { plain, unknownProductID } = s.fixture;
      const answer = answered(
        await s.api(await s.guestToken()).getCart(`${plain.productID}_${plain.stock + 5}_0_|${unknownProductID}_1_0_`),
      );
      expect(answer.items[0]).toMatchObject({
        status: 'lessstock',
        quantity: plain.stock,
        cartItemCode: `${plain.productID}_${plain.stock}_0_`,
      });
      expect(answer.items[1]!.status).not.toMatch(/^(ok|lessstock)$/);
      expect(answer.cartStatusHeading).not.toBe('');
      expect(answer.cartStatusMessage).not.toBe('');
    });

    it("adds to a guest's cart: the same item adds quantities, another is appended, and the answer names the line", async () => {
      const s = await subject();
      const { plain } = s.fixture;
      const addon = plain.addons[0]!.addonID;
      const api = s.api(await s.guestToken());
      const answer = answered(
        await api.addCartItem({
          cartCodes: `${plain.productID}_1_0_|${plain.productID}_1_0_${addon}`,
          cartCode: `${plain.productID}_2_0_`,
          cartItemId: '0',
          idempotencyKey: key(),
        }),
      );
      expect(answer.items.map((item) => item.cartItemCode)).toEqual([`${plain.productID}_3_0_`, `${plain.productID}_1_0_${addon}`]);
      expect(answer.cartResponse).toEqual({ cartCode: `${plain.productID}_3_0_`, status: 'ok', statusMessage: '' });
      const refused = answered(
        await api.addCartItem({ cartCodes: '', cartCode: `${s.fixture.unknownProductID}_1_0_`, cartItemId: '0', idempotencyKey: key() }),
      );
      expect(refused.cartResponse?.status).not.toMatch(/^(ok|lessstock)$/);
      expect(refused.cartResponse?.statusMessage).not.toBe('');
    });

    it("refuses guests' writes to a stored cart", async () => {
      const s = await subject();
      const result = await s.api(await s.guestToken()).removeCartItem({ cartItemId: '5', idempotencyKey: key() });
      expect(result).toMatchObject({ ok: false, reason: 'refused', status: 403 });
    });

    it('keeps a customer cart: add creates a saved line, add again adds, a saved id sets the quantity', async () => {
      const { api, add, f } = await customer();
      const first = only(await add(`${f.plain.productID}_1_0_`));
      expect(first.cartItemID).toMatch(/^[1-9]\d*$/);
      expect(only(await add(`${f.plain.productID}_2_0_`))).toMatchObject({
        cartItemID: first.cartItemID,
        quantity: 3,
        totalCents: times(f.plain.price, 3),
      });
      const set = await add(`${f.plain.productID}_2_0_`, first.cartItemID);
      expect(only(set)).toMatchObject({ cartItemID: first.cartItemID, quantity: 2, cartItemCode: `${f.plain.productID}_2_0_` });
      expect(set.cartResponse).toMatchObject({ cartCode: `${f.plain.productID}_2_0_`, status: 'ok' });
      expect(only(answered(await api.getCart('')))).toMatchObject({ cartItemID: first.cartItemID, quantity: 2, status: 'ok' });
    });

    it('clamps a customer line to stock (lessstock, reported once) and keeps the quantity it allowed', async () => {
      const { api, add, f } = await customer();
      const answer = await add(`${f.plain.productID}_${f.plain.stock + 3}_0_`);
      expect(only(answer)).toMatchObject({ quantity: f.plain.stock, status: 'lessstock' });
      expect(answer.cartResponse).toMatchObject({ cartCode: `${f.plain.productID}_${f.plain.stock}_0_`, status: 'lessstock' });
      expect(answer.cartResponse?.statusMessage).not.toBe('');
      expect(only(await add(`${f.plain.productID}_1_0_`))).toMatchObject({ quantity: f.plain.stock, status: 'lessstock' });
      expect(only(answered(await api.getCart('')))).toMatchObject({ quantity: f.plain.stock, status: 'ok' });
    });

    it('prices variants with their own price and stock, and refuses impossible options', async () => {
      const { api, add, f } = await customer();
      const { productID, variantID, price, stock } = f.variant;
      const line = only(await add(`${productID}_1_${variantID}_`));
      expect(line.product).toMatchObject({ productID, variantID, unitCents: cents(price) });
      expect(line.product.variantName).not.toBe('');
      expect(only(await add(`${productID}_${stock + 1}_${variantID}_`))).toMatchObject({ quantity: stock, status: 'lessstock' });
      for (const code of [
        `${productID}_1_0_`,
        `${productID}_1_${variantID + 100000}_`,
        `${f.plain.productID}_1_0_${f.foreignAddonID}`,
        `${f.unknownProductID}_1_0_`,
      ]) {
        const refused = await add(code);
        expect(refused.cartResponse?.status, code).not.toMatch(/^(ok|lessstock)$/);
      }
      expect(kept(answered(await api.getCart(''))).map((item) => item.cartItemCode)).toEqual([`${productID}_${stock}_${variantID}_`]);
    });

    it('applies a write once per idempotency key and refuses the key for another call', async () => {
      const { api, add, f } = await customer();
      const once = key();
      const first = await add(`${f.plain.productID}_1_0_`, '0', once);
      const repeat = await add(`${f.plain.productID}_1_0_`, '0', once);
      expect(only(repeat).quantity).toBe(1);
      expect(repeat.cartResponse).toEqual(first.cartResponse);
      const other = await api.removeCartItem({ cartItemId: only(first).cartItemID, idempotencyKey: once });
      expect(other).toMatchObject({ ok: false, reason: 'refused', status: 422 });
      expect(only(answered(await api.getCart(''))).quantity).toBe(1);
    });

    it('removes a line and an add-on; an add-on removed into an existing item merges the lines', async () => {
      const { api, add, f } = await customer();
      const p = f.plain.productID;
      const [a, b] = f.plain.addons.map((addon) => addon.addonID);
      await add(`${p}_2_0_`);
      const both = (await add(`${p}_1_0_${a},${b}`)).items.find((item) => item.addons.length === 2)!;
      const stripped = answered(await api.removeCartAddon({ cartItemId: both.cartItemID, cartAddonId: String(b), idempotencyKey: key() }));
      expect(stripped.items.find((item) => item.cartItemID === both.cartItemID)).toMatchObject({ cartItemCode: `${p}_1_0_${a}` });
      expect(stripped.items.find((item) => item.cartItemID === both.cartItemID)!.addons.map((addon) => addon.cartAddonID)).toEqual([
        String(a),
      ]);
      const merged = answered(await api.removeCartAddon({ cartItemId: both.cartItemID, cartAddonId: String(a), idempotencyKey: key() }));
      expect(kept(merged).map((item) => item.cartItemCode)).toEqual([`${p}_3_0_`]);
      const removed = answered(await api.removeCartItem({ cartItemId: kept(merged)[0]!.cartItemID, idempotencyKey: key() }));
      expect(removed.items).toEqual([]);
      expect(answered(await api.removeCartItem({ cartItemId: kept(merged)[0]!.cartItemID, idempotencyKey: key() })).items).toEqual([]);
    });

    it("syncs a guest cart into the customer's cart like adds with id '0', reporting codes it cannot take", async () => {
      const { api, add, f } = await customer();
      await add(`${f.plain.productID}_1_0_`);
      const synced = answered(
        await api.syncCart({
          cartCodes: `${f.plain.productID}_2_0_|${f.variant.productID}_1_${f.variant.variantID}_|${f.unknownProductID}_1_0_`,
          idempotencyKey: key(),
        }),
      );
      expect(synced.items.find((item) => item.product.productID === f.unknownProductID)?.status).not.toMatch(/^(ok|lessstock)$/);
      const cart = answered(await api.getCart(''));
      expect(cart.items.map((item) => item.cartItemCode)).toEqual([
        `${f.plain.productID}_3_0_`,
        `${f.variant.productID}_1_${f.variant.variantID}_`,
      ]);
      expect(
        cart.items.every((item) => item.cartItemID !== '0' && item.addons.every((addon) => addon.cartItemID === item.cartItemID)),
      ).toBe(true);
    });

    it('keeps each customer to their own cart', async () => {
      const one = await customer();
      const line = only(await one.add(`${one.f.plain.productID}_1_0_`));
      const other = one.s.api(await one.s.customerToken(`c-contract-${++customers}`));
      expect(answered(await other.getCart('')).items).toEqual([]);
      answered(await other.removeCartItem({ cartItemId: line.cartItemID, idempotencyKey: key() }));
      expect(only(answered(await one.api.getCart('')))).toMatchObject({ cartItemID: line.cartItemID });
    });

    it('refuses malformed calls (400) and answers calls without a token as not yet possible', async () => {
      const { s, api, f } = await customer();
      const guest = s.api(await s.guestToken());
      const huge = '9'.repeat(12);
      const bad: Array<Promise<CartApiResult>> = [
        guest.getCart('abc'),
        guest.getCart(`${f.plain.productID}_-1_0_`),
        guest.getCart(Array.from({ length: 201 }, () => `${f.plain.productID}_1_0_`).join('|')),
        api.addCartItem({ cartCodes: '', cartCode: `${huge}_1_0_`, cartItemId: '0', idempotencyKey: key() }),
        api.addCartItem({ cartCodes: '', cartCode: `${f.plain.productID}_1000_0_`, cartItemId: '0', idempotencyKey: key() }),
        api.addCartItem({ cartCodes: '', cartCode: `${f.plain.productID}_1_0_`, cartItemId: 'x', idempotencyKey: key() }),
        api.addCartItem({ cartCodes: '', cartCode: `${f.plain.productID}_1_0_`, cartItemId: '0', idempotencyKey: 'has spaces' }),
        api.removeCartItem({ cartItemId: huge, idempotencyKey: key() }),
        api.removeCartAddon({ cartItemId: '1', cartAddonId: '-2', idempotencyKey: key() }),
        api.syncCart({ cartCodes: 'x|y', idempotencyKey: key() }),
      ];
      for (const result of await Promise.all(bad)) expect(result).toMatchObject({ ok: false, reason: 'refused', status: 400 });
      expect(await s.api(null).getCart('')).toMatchObject({ ok: false, reason: 'unavailable', status: 401 });
    });
  });
}
