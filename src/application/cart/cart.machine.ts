/**
 * The cart (decision 10). Every change is applied locally and saved before any network call; changes to
 * a customer's cart queue up and go to the store API one at a time, each with its idempotency key;
 * an answer becomes the new base and the changes still queued replay on top of it (cart-intents.ts).
 * A call that fails for want of network or server is kept and retried (backoff, or ONLINE); a refused
 * one is dropped with a message. Guests' carts live in storage and GetCart only prices them.
 */
import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import { lineTotal, newCartItem } from '../../domain/cart/cart-item';
import { CART_POPUP_TIMING, popupFor, popupText, showsCartPopups } from '../../domain/cart/cart-status';
import { GENERIC_MESSAGES } from '../storefront/shopper-notices';
import type { CartApi } from '../ports/cart-api.port';
import type { CartStorage } from '../ports/cart-storage.port';
import type { IdGenerator } from '../ports/id-generator.port';
import type { AddToCartPixelData, PixelPort } from '../ports/pixel.port';
import { cartOf, changeFor, cleared, emptied, recordChange, refreshRequested, restore, signIn, stored } from './cart.actions';
import { acknowledge } from './cart-answers';
import type { CartContext, CartEmitted, CartEvent, CartInput } from './cart.context';
import { backoffDelay, planCall, runCartCall, type CartCall, type CartCallOutcome } from './cart-sync';

const OFFLINE_MESSAGE = `${GENERIC_MESSAGES.failure}: your cart is kept on this device and will be saved when the connection is back.`;
const RESTORE_MESSAGE = 'Some saved cart items could not be read and were removed or corrected.';

const nextCall = (context: CartContext): CartCall | null => {
  const head = context.pending[0];
  return head ? planCall(head, context.base, context.items) : null;
};
const mayCall = (context: CartContext) => context.pending.length > 0 && (context.owner === null || context.signedIn);

const cart = setup({
  types: { context: {} as CartContext, events: {} as CartEvent, emitted: {} as CartEmitted, input: {} as CartInput },
  actors: {
    /** Sends RESTORE with the stored cart as the actor starts, before any other event. */
    storedCart: fromCallback<CartEvent>(() => undefined),
    /** The browser's own news while the cart runs: the network back (ONLINE), another tab's cart (RESTORE). */
    browserEvents: fromCallback<CartEvent>(() => undefined),
    cartCall: fromPromise<CartCallOutcome, CartCall>(({ input }) =>
      Promise.resolve({ call: input, result: { ok: false, reason: 'unavailable', status: null, message: 'no cart API provided' } }),
    ),
  },
  actions: {
    persist: (_: unknown) => undefined,
    forget: () => undefined,
    trackAddToCart: (_: unknown, _data: AddToCartPixelData) => undefined,
  },
  guards: {
    headNeedsNoCall: ({ context }) => mayCall(context) && nextCall(context) === null,
    mayCall: ({ context }) => mayCall(context),
    hasChange: ({ context, event }) => changeFor(context, event) !== null,
    canRefresh: ({ context }) => refreshRequested(context) !== null,
    customerCart: ({ context }) => context.owner !== null,
  },
  delays: { backoff: ({ context }) => backoffDelay(context.attempt) },
});

const restoreCart = cart.enqueueActions(({ context, event, enqueue }) => {
  if (event.type !== 'RESTORE') return;
  const { patch, issues } = restore(context, event.stored);
  enqueue.assign(patch);
  if (issues > 0) enqueue.emit({ type: 'notify', level: 'info', message: RESTORE_MESSAGE });
});

const recordEdit = cart.assign(({ context, event }) => {
  const make = changeFor(context, event);
  return make ? recordChange(context, make) : {};
});

const addItem = cart.enqueueActions(({ context, event, enqueue }) => {
  if (event.type !== 'ADD') return;
  const item = newCartItem(event);
  if (!item) {
    enqueue.emit({ type: 'notify', level: 'error', message: GENERIC_MESSAGES.failure });
    return;
  }
  if (event.quiet) {
    enqueue.assign(recordChange(context, (id) => ({ kind: 'add', id, item })));
    enqueue('persist');
    return;
  }
  const opensDrawer = context.addToCartAction === 'OPEN_DRAWER';
  enqueue.assign({ ...recordChange(context, (id) => ({ kind: 'add', id, item })), ...(opensDrawer ? { visible: true } : {}) });
  enqueue('persist');
  const { itemName, sku } = item.product;
  const data: AddToCartPixelData = {
    content_name: itemName,
    content_ids: [sku],
    content_type: 'product',
    value: lineTotal(item),
    currency: context.currency,
    category: event.category ?? '',
    brand: event.brand ?? '',
  };
  enqueue({ type: 'trackAddToCart', params: data });
  if (!opensDrawer) enqueue.emit({ type: 'navigate', to: '/cart' });
});

const markOffline = cart.enqueueActions(({ context, enqueue }) => {
  enqueue.assign({ attempt: context.attempt + 1, offline: true });
  // Once per outage, not once per retry.
  if (!context.offline) enqueue.emit({ type: 'notify', level: 'error', message: OFFLINE_MESSAGE });
});

const dropHead = cart.assign(({ context }) => cartOf(context.base, context.pending.slice(1)));

export const cartMachine = cart.createMachine({
  id: 'cart',
  context: ({ input }) => ({
    base: [],
    pending: [],
    items: [],
    visible: false,
    owner: null,
    signedIn: false,
    offline: false,
    attempt: 0,
    idPrefix: input.idPrefix,
    seq: 0,
    route: input.route ?? null,
    popups: [],
    dialog: null,
    addToCartAction: input.addToCartAction,
    currency: input.currency,
  }),
  invoke: [{ src: 'storedCart' }, { src: 'browserEvents' }],
  initial: 'booting',
  on: {
    ROUTE_CHANGED: { actions: assign({ route: ({ event }) => event.name }) },
    DISMISS_POPUP: { actions: assign({ popups: ({ context, event }) => context.popups.filter((popup) => popup.id !== event.id) }) },
    POPUP_FADE: {
      actions: assign({
        popups: ({ context, event }) => context.popups.map((popup) => (popup.id === event.id ? { ...popup, leaving: true } : popup)),
      }),
    },
    POPUP_EXPIRE: { actions: assign({ popups: ({ context, event }) => context.popups.filter((popup) => popup.id !== event.id) }) },
    DISMISS_DIALOG: { actions: assign({ dialog: null }) },
    DIALOG_CONFIRM: {
      actions: enqueueActions(({ context, enqueue }) => {
        enqueue.assign({ dialog: null });
        if (context.items.length === 0) enqueue.emit({ type: 'navigate', to: '/' });
      }),
    },
  },
  states: {
    // Nothing is accepted before the stored cart is read: a change saved first would overwrite it.
    booting: { on: { RESTORE: { target: 'running', actions: restoreCart } } },
    running: {
      on: {
        // Re-entering idle drops a call in flight; its change is replayed under the same key, so the server applies it once.
        RESTORE: { target: '.idle', actions: restoreCart },
        SIGNED_IN: { target: '.idle', actions: [assign(({ context, event }) => signIn(context, event.userId)), 'persist'] },
        SIGNED_OUT: { target: '.idle', actions: [assign(cleared), 'forget'] },
        TOKEN_GUEST: { guard: 'customerCart', target: '.idle', actions: [assign(cleared), 'forget'] },
        ORDER_PLACED: { target: '.idle', actions: [assign(emptied), 'persist'] },
        ADD: { actions: addItem },
        REMOVE: { guard: 'hasChange', actions: [recordEdit, 'persist'] },
        REMOVE_ADDON: { guard: 'hasChange', actions: [recordEdit, 'persist'] },
        SET_QUANTITY: { guard: 'hasChange', actions: [recordEdit, 'persist'] },
        INCREMENT: { guard: 'hasChange', actions: [recordEdit, 'persist'] },
        DECREMENT: { guard: 'hasChange', actions: [recordEdit, 'persist'] },
        OPEN: { actions: [assign({ visible: true }), 'persist'] },
        REFRESH: { guard: 'canRefresh', actions: [assign(({ context }) => refreshRequested(context) ?? {}), 'persist'] },
        CLOSE: { actions: [assign({ visible: false }), 'persist'] },
      },
      initial: 'idle',
      states: {
        idle: {
          always: [
            { guard: 'headNeedsNoCall', actions: [dropHead, 'persist'] },
            { guard: 'mayCall', target: 'sending' },
          ],
        },
        sending: {
          invoke: {
            src: 'cartCall',
            input: ({ context }) => nextCall(context)!,
            onDone: [
              { guard: ({ context, event }) => event.output.call.intentId !== context.pending[0]?.id, target: 'idle' },
              {
                guard: ({ event }) => event.output.result.ok,
                target: 'idle',
                actions: enqueueActions(({ context, event, enqueue }) => {
                  const { result } = event.output;
                  if (!result.ok) return;
                  const { patch, verdict } = acknowledge(context, event.output, result.answer);
                  enqueue.assign(patch);
                  enqueue('persist');
                  const shows = showsCartPopups(context.route);
                  if (verdict.named) {
                    const { item, status, statusMessage } = verdict.named;
                    const id = `${context.idPrefix}.p${context.seq + 1}`;
                    enqueue.assign({ seq: context.seq + 1, popups: [...context.popups, popupFor(id, item, status, statusMessage)] });
                    enqueue.raise({ type: 'POPUP_FADE', id }, { delay: CART_POPUP_TIMING.lifetimeMs - CART_POPUP_TIMING.fadeMs });
                    enqueue.raise({ type: 'POPUP_EXPIRE', id }, { delay: CART_POPUP_TIMING.lifetimeMs });
                    // Popups only show on the cart and checkout routes; elsewhere a toast says it.
                    if (!shows) enqueue.emit({ type: 'notify', level: 'info', message: `${popupText(status)}: ${item.product.itemName}` });
                  }
                  if (verdict.troubled.length > 0 && shows)
                    enqueue.assign({ dialog: { heading: verdict.heading, message: verdict.message, cart_items: verdict.troubled } });
                }),
              },
              {
                guard: ({ event }) => !event.output.result.ok && event.output.result.reason === 'refused',
                target: 'idle',
                actions: enqueueActions(({ context, event, enqueue }) => {
                  const { result } = event.output;
                  enqueue.assign({ ...cartOf(context.base, context.pending.slice(1)), attempt: 0, offline: false });
                  enqueue('persist');
                  enqueue.emit({ type: 'notify', level: 'error', message: (!result.ok && result.message) || GENERIC_MESSAGES.failure });
                }),
              },
              { target: 'waiting', actions: markOffline },
            ],
            onError: { target: 'waiting', actions: markOffline },
          },
        },
        waiting: { after: { backoff: 'idle' }, on: { ONLINE: 'idle' } },
      },
    },
  },
});

export interface CartPorts {
  api: CartApi;
  storage: CartStorage;
  pixel: PixelPort;
}

/** The machine with its capabilities bound to real ports (composition) or fakes (tests). */
export function createCartMachine(ports: CartPorts) {
  return cartMachine.provide({
    actors: {
      storedCart: fromCallback<CartEvent>(({ sendBack }) => {
        sendBack({ type: 'RESTORE', stored: safely(() => ports.storage.load(), null) });
      }),
      cartCall: fromPromise<CartCallOutcome, CartCall>(({ input }) => runCartCall(ports.api, input)),
    },
    actions: {
      // A full or blocked storage must not stop the cart: the shopper keeps it for this visit.
      persist: ({ context }) => safely(() => ports.storage.save(stored(context)), undefined),
      forget: () => safely(() => ports.storage.clear(), undefined),
      trackAddToCart: (_, data) => safely(() => ports.pixel.track('AddToCart', data), undefined),
    },
  });
}

/** The actor input, with a fresh id prefix so this actor's idempotency keys are its own. */
export function cartInput(ids: IdGenerator, settings: Omit<CartInput, 'idPrefix'>): CartInput {
  return { ...settings, idPrefix: ids.newId() };
}

function safely<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}
