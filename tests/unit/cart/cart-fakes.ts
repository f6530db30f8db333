/**
 * Fakes for the cart's ports: an in-memory store server with the cart contract of cart-api.port.ts
 * (customer carts per user, idempotency keys, prices from a catalogue, stock limits), a CartApi over it
 * whose transport the test controls, a storage that outlives actors, a pixel that records.
 */
import { parseCartCode } from '../../../src/domain/cart/cart-code';
import { lineKey, newCartItem, withQuantity, type CartAddonSnapshot } from '../../../src/domain/cart/cart-item';
import { addItem, findLine, removeAddon } from '../../../src/domain/cart/cart-rules';
import type { CartAnswer, CartItem, CartProduct, CartResponse } from '../../../src/domain/cart/cart-types';
import type { CartApi, CartApiResult } from '../../../src/application/ports/cart-api.port';
import type { CartStorage } from '../../../src/application/ports/cart-storage.port';
import type { PixelEvents, PixelPort } from '../../../src/application/ports/pixel.port';

export function productOf(productID: number, variantID = 0): CartProduct {
  return {
    productID,
    variantID,
    sku: `SKU-${productID}-${variantID}`,
    itemName: `Product ${productID}`,
    variantName: variantID ? `Variant ${variantID}` : '',
    unitCents: (productID * 10 + variantID) * 100 + 50,
    imageFile: `media://p${productID}.png`,
    thumbnailFile: `media://p${productID}-t.png`,
    productURL: `/product/${productID}`,
  };
}

export const addonOf = (id: number): CartAddonSnapshot => ({
  cartAddonID: String(id),
  addonName: `Add-on ${id}`,
  unitCents: id * 100 + 25,
});

/** The ADD event a product page sends for a code. */
export function addEvent(code: string) {
  const line = parseCartCode(code)!;
  return {
    type: 'ADD' as const,
    code,
    product: productOf(line.productID, line.variantID),
    addons: line.addonIDs.map(addonOf),
    category: 'Shoes',
    brand: 'Acme',
  };
}

export class FakeCartServer {
  readonly carts = new Map<string, CartItem[]>();
  private readonly keys = new Map<string, Set<string>>();
  private nextId = 100;
  /** Per line key: how many the store has. */
  readonly stock = new Map<string, number>();
  /** Products the store does not sell. */
  readonly unknown = new Set<number>();
  log: string[] = [];
  /** Writes answered from the idempotency record instead of being applied again. */
  repeats = 0;

  cartOf(user: string): CartItem[] {
    return this.carts.get(user) ?? [];
  }

  getCart(user: string | null, codes: string): CartAnswer {
    this.log.push(`getCart ${user ?? 'guest'} ${codes}`);
    if (user) return answer(this.cartOf(user));
    return answer(
      codes
        .split('|')
        .filter(Boolean)
        .flatMap((code) => {
          const line = this.price(code);
          return line ? [line.item] : [];
        }),
    );
  }

  /** Runs a write once per idempotency key; a repeat answers the current cart. */
  write(user: string, key: string, label: string, change: (cart: CartItem[]) => { cart: CartItem[]; response?: CartResponse }): CartAnswer {
    const seen = this.keys.get(user) ?? new Set<string>();
    this.keys.set(user, seen);
    if (seen.has(key)) {
      this.repeats += 1;
      return answer(this.cartOf(user));
    }
    seen.add(key);
    this.log.push(`${label} ${user} ${key}`);
    const { cart, response } = change(this.cartOf(user));
    this.carts.set(user, cart.map(withAddonIds));
    return answer(cart, response);
  }

  add(cart: CartItem[], code: string, cartItemId: string): { cart: CartItem[]; response?: CartResponse } {
    const priced = this.price(code);
    if (!priced || (priced.item.status !== 'ok' && priced.item.status !== 'lessstock')) {
      return { cart, response: { cartCode: code, status: 'notavailable', statusMessage: 'This product is no longer available' } };
    }
    const existing = cartItemId === '0' ? findLine(cart, lineKey(priced.item)) : cart.find((line) => line.cartItemID === cartItemId);
    // Setting a line that is gone changes nothing.
    if (cartItemId !== '0' && !existing) return { cart };
    const asked = parseCartCode(code)!.quantity;
    const wanted = cartItemId === '0' && existing ? Number(existing.quantity) + asked : asked;
    const saved = withAddonIds(
      this.limit(withQuantity({ ...(existing ?? priced.item), cartItemID: existing?.cartItemID ?? String(this.nextId++) }, wanted), wanted),
    );
    const next = existing ? cart.map((line) => (line === existing ? saved : line)) : addItem(cart, saved);
    return {
      cart: next,
      response: { cartCode: saved.cartItemCode, status: saved.status, statusMessage: saved.status === 'ok' ? '' : 'Only a few left' },
    };
  }

  removeAddon(cart: CartItem[], cartItemId: string, addonId: string): CartItem[] {
    const line = cart.find((item) => item.cartItemID === cartItemId);
    return line ? removeAddon(cart, lineKey(line), addonId) : cart;
  }

  private price(code: string): { item: CartItem } | null {
    const line = parseCartCode(code);
    if (!line) return null;
    const item = newCartItem({ code, product: productOf(line.productID, line.variantID), addons: line.addonIDs.map(addonOf) })!;
    if (this.unknown.has(line.productID)) return { item: { ...item, status: 'notavailable' } };
    return { item: this.limit(item, Number(item.quantity)) };
  }

  private limit(item: CartItem, wanted: number): CartItem {
    const stock = this.stock.get(lineKey(item));
    if (stock === undefined || wanted <= stock) return { ...withQuantity(item, wanted), status: 'ok' };
    return { ...withQuantity(item, stock), status: 'lessstock' };
  }
}

const withAddonIds = (item: CartItem): CartItem => ({
  ...item,
  addons: item.addons.map((addon) => ({ ...addon, cartItemID: item.cartItemID })),
});

function answer(items: CartItem[], response?: CartResponse): CartAnswer {
  const troubled = items.some((item) => item.status !== 'ok');
  return {
    items: items.map(withAddonIds),
    cartResponse: response ?? null,
    cartStatusHeading: troubled ? 'Your cart changed' : '',
    cartStatusMessage: troubled ? 'Some items changed since you added them' : '',
  };
}

/** How a call travels: the test decides when (and whether) the server sees it and the answer comes back. */
export type Transport = (label: string, serve: () => CartAnswer) => Promise<CartApiResult>;

export const instant: Transport = async (_label, serve) => ({ ok: true, answer: serve() });

/** The CartApi over a FakeCartServer; `user` is who the access token names when a call is made. */
export class FakeCartApi implements CartApi {
  user: string | null = null;
  calls: Array<{ op: string; request: unknown }> = [];
  /** Shared with the storage's log, to see what happened first. */
  log: string[] = [];
  constructor(
    readonly server: FakeCartServer,
    public transport: Transport = instant,
  ) {}

  getCart(cartCodes: string) {
    const user = this.user;
    this.calls.push({ op: 'getCart', request: cartCodes });
    this.log.push('call getCart');
    return this.transport('getCart', () => this.server.getCart(user, cartCodes));
  }
  addCartItem(request: Parameters<CartApi['addCartItem']>[0]) {
    return this.write('addCartItem', request, request.idempotencyKey, (cart) =>
      this.server.add(cart, request.cartCode, request.cartItemId),
    );
  }
  removeCartItem(request: Parameters<CartApi['removeCartItem']>[0]) {
    return this.write('removeCartItem', request, request.idempotencyKey, (cart) => ({
      cart: cart.filter((line) => line.cartItemID !== request.cartItemId),
    }));
  }
  removeCartAddon(request: Parameters<CartApi['removeCartAddon']>[0]) {
    return this.write('removeCartAddon', request, request.idempotencyKey, (cart) => ({
      cart: this.server.removeAddon(cart, request.cartItemId, request.cartAddonId),
    }));
  }
  syncCart(request: Parameters<CartApi['syncCart']>[0]) {
    return this.write('syncCart', request, request.idempotencyKey, (cart) => ({
      cart: request.cartCodes
        .split('|')
        .filter(Boolean)
        .reduce((next, code) => this.server.add(next, code, '0').cart, cart),
    }));
  }

  private write(op: string, request: unknown, key: string, change: (cart: CartItem[]) => { cart: CartItem[]; response?: CartResponse }) {
    const user = this.user;
    this.calls.push({ op, request });
    this.log.push(`call ${op}`);
    if (!user) return Promise.resolve<CartApiResult>({ ok: false, reason: 'refused', status: 401, message: 'Sign in first' });
    return this.transport(op, () => this.server.write(user, key, op, change));
  }
}

export class MemoryStorage implements CartStorage {
  writes: string[] = [];
  constructor(
    public text: string | null = null,
    private readonly log?: string[],
  ) {}
  load() {
    return this.text;
  }
  save(text: string) {
    this.text = text;
    this.writes.push(text);
    this.log?.push('save');
  }
  clear() {
    this.text = null;
    this.log?.push('clear');
  }
}

export class RecordingPixel implements PixelPort {
  events: Array<{ event: string; data: unknown }> = [];
  track<E extends keyof PixelEvents>(event: E, data: PixelEvents[E]) {
    this.events.push({ event, data });
  }
}

/** A transport that holds every call until the test answers it. */
export class GatedTransport {
  readonly held: Array<{ label: string; serve: () => CartAnswer; resolve: (result: CartApiResult) => void }> = [];
  readonly transport: Transport = (label, serve) => new Promise((resolve) => this.held.push({ label, serve, resolve }));

  get labels() {
    return this.held.map((call) => call.label);
  }
  /** The server applies the call and its answer arrives. */
  async deliver(index = 0) {
    const call = this.take(index);
    call.resolve({ ok: true, answer: call.serve() });
    await settle();
  }
  /** The call never reaches the server (network down, 5xx). */
  async fail(status: number | null = 500, index = 0) {
    this.take(index).resolve({ ok: false, reason: 'unavailable', status, message: 'Server error' });
    await settle();
  }
  /** The server applies the call but the answer is lost. */
  async lose(index = 0) {
    const call = this.take(index);
    call.serve();
    call.resolve({ ok: false, reason: 'unavailable', status: null, message: 'Network error' });
    await settle();
  }
  async refuse(message: string, index = 0) {
    this.take(index).resolve({ ok: false, reason: 'refused', status: 400, message });
    await settle();
  }
  private take(index: number) {
    const [call] = this.held.splice(index, 1);
    if (!call) throw new Error(`no held call at ${index}`);
    return call;
  }
}

/** Lets promise callbacks (answers reaching the actor) run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
