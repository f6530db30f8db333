/**
 * Submitting the checkout (was a form handler with refs, decision 28). The form is read and checked by
 * the page (checkout-submit.ts); a form the domain rules refuse names its fields and goes nowhere.
 * Otherwise the order is placed with one idempotency key per attempt, kept across a retry after a
 * lost answer, so a double click or a retry places one order; a submit while one is out is
 * ignored. A refusal (4xx) names each field beside it and drops the key (the shopper will change
 * something: the next attempt is a new order request); a 409 (a sold-out line) also says `refused`.
 * Changed lines drop a kept key too, so a retry never replays the order for the lines it had.
 */
import { assign, emit, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import type { PlacedOrder } from '../../domain/orders/order-types';
import type { PlaceOrderRequest } from '../ports/orders.port';
import { storeApiStatus } from '../ports/store-api-error';

export const UNREACHABLE_MESSAGE =
  'We could not reach the store, so your order is not placed yet. Check your connection and press Place order again: you will not be charged twice.';

export type CheckoutSubmitEvent =
  | { type: 'SUBMIT'; request: PlaceOrderRequest; errors: Record<string, string> }
  | { type: 'KEY'; key: string }
  /** The lines being checked out changed (another tab, the cart cookie joining): the next attempt is a new order request. */
  | { type: 'LINES_CHANGED' };

export type CheckoutSubmitEmitted =
  | { type: 'placed'; placed: PlacedOrder }
  /** Fields were named: the page puts the keyboard on the first. */
  | { type: 'invalid'; errors: Record<string, string> }
  | { type: 'refused' };

export interface CheckoutSubmitContext {
  errors: Record<string, string>;
  formError: string;
  key: string | null;
  request: PlaceOrderRequest | null;
}

type Refusal = Error & { status: number; errors?: Array<{ field: string; message: string }> };
const refusalOf = (error: unknown): Refusal | null => {
  const status = storeApiStatus(error);
  return status >= 400 && status < 500 ? (error as Refusal) : null;
};

const checkoutSubmit = setup({
  types: {
    context: {} as CheckoutSubmitContext,
    events: {} as CheckoutSubmitEvent,
    emitted: {} as CheckoutSubmitEmitted,
    input: {} as { errors: Record<string, string>; formError: string },
  },
  actors: {
    /** Sends KEY with a fresh idempotency key as it starts. */
    mintKey: fromCallback<CheckoutSubmitEvent>(() => undefined),
    placeOrder: fromPromise<PlacedOrder, { request: PlaceOrderRequest; key: string }>(() =>
      Promise.reject(new Error('no orders port provided')),
    ),
  },
  guards: {
    hasKey: ({ context }) => context.key !== null,
  },
});

export const checkoutSubmitMachine = checkoutSubmit.createMachine({
  id: 'checkoutSubmit',
  context: ({ input }) => ({ errors: input.errors, formError: input.formError, key: null, request: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        LINES_CHANGED: { actions: assign({ key: null }) },
        SUBMIT: [
          {
            guard: ({ event }) => Object.keys(event.errors).length > 0,
            actions: [
              assign(({ event }) => ({ errors: event.errors, formError: '' })),
              emit(({ event }) => ({ type: 'invalid' as const, errors: event.errors })),
            ],
          },
          { target: 'placing', actions: assign(({ event }) => ({ errors: {}, formError: '', request: event.request })) },
        ],
      },
    },
    placing: {
      initial: 'keyed',
      states: {
        keyed: { always: [{ guard: 'hasKey', target: 'calling' }, { target: 'minting' }] },
        minting: {
          invoke: { src: 'mintKey' },
          on: { KEY: { target: 'calling', actions: assign({ key: ({ event }) => event.key }) } },
        },
        calling: {
          invoke: {
            src: 'placeOrder',
            input: ({ context }) => ({ request: context.request!, key: context.key! }),
            onDone: { target: '#checkoutSubmit.idle', actions: emit(({ event }) => ({ type: 'placed' as const, placed: event.output })) },
            onError: {
              target: '#checkoutSubmit.idle',
              actions: enqueueActions(({ event, enqueue }) => {
                const refusal = refusalOf(event.error);
                if (!refusal) {
                  enqueue.assign({ formError: UNREACHABLE_MESSAGE });
                  return;
                }
                const named = Object.fromEntries((refusal.errors ?? []).map((e) => [e.field, e.message]));
                enqueue.assign({
                  key: null,
                  errors: named,
                  formError: refusal.message.startsWith('Invalid request') ? 'Please correct the fields marked below.' : refusal.message,
                });
                if (refusal.status === 409) enqueue.emit({ type: 'refused' });
                enqueue.emit({ type: 'invalid', errors: named });
              }),
            },
          },
        },
      },
    },
  },
});

export interface CheckoutSubmitPorts {
  placeOrder(request: PlaceOrderRequest, idempotencyKey: string): Promise<PlacedOrder>;
  /** A fresh idempotency key (the live runtime's, once it has loaded). */
  newKey(): string | Promise<string>;
}

/** The machine with its capabilities bound to the page's orders port (composition) or a fake (tests). */
export function createCheckoutSubmitMachine(ports: CheckoutSubmitPorts) {
  return checkoutSubmitMachine.provide({
    actors: {
      mintKey: fromCallback<CheckoutSubmitEvent>(({ sendBack }) => {
        void Promise.resolve(ports.newKey()).then((key) => sendBack({ type: 'KEY', key }));
      }),
      placeOrder: fromPromise<PlacedOrder, { request: PlaceOrderRequest; key: string }>(({ input }) =>
        ports.placeOrder(input.request, input.key),
      ),
    },
  });
}
