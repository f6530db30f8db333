/** Checkout submission on a bare actor: a fake orders port that answers as told, fake key minting. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createCheckoutSubmitMachine, UNREACHABLE_MESSAGE } from '../../../src/application/orders/checkout-submit.machine';
import type { PlaceOrderRequest } from '../../../src/application/ports/orders.port';
import { StoreApiError } from '../../../src/application/ports/store-api-error';
import type { PlacedOrder } from '../../../src/domain/orders/order-types';

const request = { Source: 'cart', CartCodes: 'c1' } as unknown as PlaceOrderRequest;
const placedOrder = { order: { orderID: 9 } } as unknown as PlacedOrder;
const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(answers: Array<PlacedOrder | Error>) {
  const keys: string[] = [];
  let minted = 0;
  const machine = createCheckoutSubmitMachine({
    placeOrder: (_request, key) => {
      keys.push(key);
      const answer = answers.shift()!;
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
    newKey: () => `k${++minted}`,
  });
  const actor = createActor(machine, { input: { errors: {}, formError: '' } });
  const heard: string[] = [];
  actor.on('*', (event) => heard.push(event.type));
  actor.start();
  return { actor, keys, heard, context: () => actor.getSnapshot().context };
}

describe('checkout submit machine', () => {
  it('a form the rules refuse names its fields and places nothing', () => {
    const h = harness([]);
    h.actor.send({ type: 'SUBMIT', request, errors: { 'Contact.Email': 'Enter an email' } });
    expect(h.keys).toEqual([]);
    expect(h.context().errors).toEqual({ 'Contact.Email': 'Enter an email' });
    expect(h.heard).toEqual(['invalid']);
  });

  it('keeps the key across a retry after a lost answer, and ignores a submit while one is out', async () => {
    const h = harness([new TypeError('Failed to fetch'), placedOrder]);
    h.actor.send({ type: 'SUBMIT', request, errors: {} });
    h.actor.send({ type: 'SUBMIT', request, errors: {} });
    await flushPromises();
    expect(h.context().formError).toBe(UNREACHABLE_MESSAGE);
    h.actor.send({ type: 'SUBMIT', request, errors: {} });
    expect(h.actor.getSnapshot().matches('placing')).toBe(true);
    await flushPromises();
    expect(h.keys).toEqual(['k1', 'k1']);
    expect(h.heard).toEqual(['placed']);
    expect(h.context().formError).toBe('');
  });

  it('a refusal names the fields, drops the key and, for a sold-out line, says refused', async () => {
    const h = harness([
      new StoreApiError(422, 'Invalid request', [{ field: 'ShippingAddress.City', message: 'Enter a city' }]),
      new StoreApiError(409, 'Blue shirt is sold out'),
      placedOrder,
    ]);
    h.actor.send({ type: 'SUBMIT', request, errors: {} });
    await flushPromises();
    expect(h.context()).toMatchObject({
      errors: { 'ShippingAddress.City': 'Enter a city' },
      formError: 'Please correct the fields marked below.',
    });
    h.actor.send({ type: 'SUBMIT', request, errors: {} });
    await flushPromises();
    expect(h.context().formError).toBe('Blue shirt is sold out');
    h.actor.send({ type: 'SUBMIT', request, errors: {} });
    await flushPromises();
    expect(h.keys).toEqual(['k1', 'k2', 'k3']);
    expect(h.heard).toEqual(['invalid', 'refused', 'invalid', 'placed']);
  });

  it('changed lines after a lost answer make the retry a new order request, with a new key', async () => {
    const h = harness([new TypeError('Failed to fetch'), placedOrder]);
    h.actor.send({ type: 'SUBMIT', request, errors: {} });
    await flushPromises();
    h.actor.send({ type: 'LINES_CHANGED' });
    h.actor.send({ type: 'SUBMIT', request, errors: {} });
    await flushPromises();
    expect(h.keys).toEqual(['k1', 'k2']);
    expect(h.heard).toEqual(['placed']);
  });
});
