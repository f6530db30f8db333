/**
 * CartApi of the in-memory mock backend: the store API's cart over the mock fixtures, by the same
 * domain rules (cart-ledger.ts to change a stored cart, cart-settle.ts to price it), with customers'
 * carts and idempotency keys kept in memory for the life of the page or process. The customer is
 * the UserID of the (unsigned) mock access token, as the real API reads it from a signed one.
 */
import type { CartApi, CartApiFailure, CartApiResult } from '../../application/ports/cart-api.port';
import { applyCartWrite, type CartWrite, type LedgerChange, type LedgerLine } from '../../domain/cart/cart-ledger';
import type { CartLine } from '../../domain/cart/cart-code';
import type { SellableProduct } from '../../domain/cart/cart-pricing';
import { checkCartCode, checkCartCodes, checkCartId, checkIdempotencyKey, type Checked } from '../../domain/cart/cart-request';
import { cartAnswerOf, settleCart, settleGuestCart, withCartItemId } from '../../domain/cart/cart-settle';
import type { CartResponse } from '../../domain/cart/cart-types';
import { isGuest, readAccessClaims } from '../../domain/store/access-token';
import { priceMinor } from '../../domain/money/money';
import { MOCK_PRODUCT_DETAILS } from './mock-product-fixtures';

const CATALOG: ReadonlyMap<number, SellableProduct> = new Map(
  MOCK_PRODUCT_DETAILS.map((p) => [
    p.productID,
    {
      productID: p.productID,
      name: p.name,
      sku: p.sku,
      unitCents: priceMinor(p.price),
      isHidePrice: p.isHidePrice,
      stock: p.stock,
      imageFile: p.images[0]?.imageFile ?? '',
      thumbnailFile: p.images[0]?.thumbnailFile ?? '',
      productURL: p.productURL,
      variants: p.variants.map((v) => ({
        variantID: v.variantID,
        sku: v.sku,
        name: v.name,
        unitCents: priceMinor(v.price),
        stock: v.stock,
        imageFile: v.imageFile,
      })),
      addons: p.addons.map((a) => ({ addonID: a.addonID, name: a.name, unitCents: priceMinor(a.price) })),
    },
  ]),
);

const refused = (status: number, message: string): CartApiFailure => ({ ok: false, reason: 'refused', status, message });

/** The first failed check as the store API answers it: a 400 naming the field. */
function invalid(...checks: Array<Checked<unknown>>): CartApiFailure {
  const failed = checks.find((check): check is { ok: false; message: string } => !check.ok);
  return refused(400, `Invalid request: ${failed?.message ?? 'malformed cart call'}`);
}

/** The token's customer: a UserID, null for a guest, undefined when there is no readable token. */
function userOf(token: string | null): string | null | undefined {
  try {
    const payload = token?.split('.')[1];
    if (!payload) return undefined;
    const claims = readAccessClaims(JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))));
    return claims ? (isGuest(claims) ? null : claims.UserID) : undefined;
  } catch {
    return undefined;
  }
}

export class MockCartApi implements CartApi {
  private readonly carts = new Map<string, LedgerLine[]>();
  private readonly keys = new Map<string, { request: string; cartResponse: CartResponse | null }>();
  private nextId = 1;

  constructor(private readonly deps: { accessToken: () => string | null }) {}

  async getCart(cartCodes: string): Promise<CartApiResult> {
    const codes = checkCartCodes(cartCodes);
    if (!codes.ok) return invalid(codes);
    return this.as((user) => (user === null ? this.guest(codes.value, null) : this.write(user, null, null)));
  }

  async addCartItem(request: Parameters<CartApi['addCartItem']>[0]): Promise<CartApiResult> {
    const codes = checkCartCodes(request.cartCodes);
    const code = checkCartCode(request.cartCode);
    const id = checkCartId(request.cartItemId, 'CartItemID', true);
    const key = checkIdempotencyKey(request.idempotencyKey);
    if (!codes.ok || !code.ok || !id.ok || !key.ok) return invalid(codes, code, id, key);
    return this.as((user) =>
      user === null
        ? this.guest(codes.value, code.value)
        : this.write(user, key.value, { op: 'add', line: code.value, cartItemId: id.value }),
    );
  }

  async removeCartItem(request: Parameters<CartApi['removeCartItem']>[0]): Promise<CartApiResult> {
    const id = checkCartId(request.cartItemId, 'CartItemID', false);
    if (!id.ok) return invalid(id);
    return this.asCustomer(request.idempotencyKey, { op: 'remove', cartItemId: id.value });
  }

  async removeCartAddon(request: Parameters<CartApi['removeCartAddon']>[0]): Promise<CartApiResult> {
    const id = checkCartId(request.cartItemId, 'CartItemID', false);
    const addon = checkCartId(request.cartAddonId, 'CartAddonID', false);
    if (!id.ok || !addon.ok) return invalid(id, addon);
    return this.asCustomer(request.idempotencyKey, { op: 'removeAddon', cartItemId: id.value, addonId: addon.value });
  }

  async syncCart(request: Parameters<CartApi['syncCart']>[0]): Promise<CartApiResult> {
    const codes = checkCartCodes(request.cartCodes);
    if (!codes.ok) return invalid(codes);
    return this.asCustomer(request.idempotencyKey, { op: 'sync', lines: codes.value });
  }

  /** Who calls: like the store API's guard, no valid token is a 401 (kept and retried once a token is back). */
  private as(run: (user: string | null) => CartApiResult): CartApiResult {
    const user = userOf(this.deps.accessToken());
    if (user === undefined)
      return { ok: false, reason: 'unavailable', status: 401, message: 'Unauthorized: a valid access token is required' };
    return run(user);
  }

  private asCustomer(key: string, write: CartWrite): CartApiResult {
    return this.as((user) =>
      user === null ? refused(403, 'A guest cart is kept in the browser: sign in to change a stored cart') : this.write(user, key, write),
    );
  }

  private guest(codes: readonly CartLine[], added: CartLine | null): CartApiResult {
    const settled = settleGuestCart(codes, added, CATALOG);
    return {
      ok: true,
      answer: cartAnswerOf(
        settled.lines.map((line) => withCartItemId(line.item, '0')),
        settled.response,
      ),
    };
  }

  /** A customer's call: `write` null reads. Applied once per key, then the cart is priced and kept. */
  private write(user: string, key: string | null, write: CartWrite | null): CartApiResult {
    const previous = this.carts.get(user) ?? [];
    const unchanged: LedgerChange = { lines: previous, asked: new Map(), target: null };
    if (!write || key === null) return this.store(user, unchanged, null);
    const checkedKey = checkIdempotencyKey(key);
    if (!checkedKey.ok) return invalid(checkedKey);
    const request = JSON.stringify(write);
    const seen = this.keys.get(`${user}\n${key}`);
    if (seen && seen.request !== request) return refused(422, 'Idempotency-Key was already used for another cart call');
    if (seen) return this.store(user, unchanged, seen.cartResponse);
    const result = this.store(user, applyCartWrite(previous, write), undefined);
    this.keys.set(`${user}\n${key}`, { request, cartResponse: result.ok ? result.answer.cartResponse : null });
    return result;
  }

  /** Prices the lines, keeps what can be sold (new lines get ids), answers the whole cart. */
  private store(user: string, change: LedgerChange, response: CartResponse | null | undefined): CartApiResult {
    const settled = settleCart(change, CATALOG);
    const items = settled.lines.map((line) => {
      if (line.kept && line.line.id === 0) line.line = { ...line.line, id: this.nextId++ };
      return withCartItemId(line.item, String(line.line.id));
    });
    this.carts.set(
      user,
      settled.lines.filter((line) => line.kept).map((line) => line.line),
    );
    return { ok: true, answer: cartAnswerOf(items, response === undefined ? settled.response : response) };
  }
}
