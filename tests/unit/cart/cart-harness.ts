/** A cart actor on fake ports and virtual time, as the machine tests drive it. */
import { createActor, SimulatedClock } from 'xstate';
import { createCartMachine } from '../../../src/application/cart/cart.machine';
import type { CartEmitted, CartInput } from '../../../src/application/cart/cart.context';
import { FakeCartApi, FakeCartServer, GatedTransport, MemoryStorage, RecordingPixel, settle } from './cart-fakes';

export function startCart(
  options: { stored?: string | null; input?: Partial<CartInput>; gated?: boolean; server?: FakeCartServer; storage?: MemoryStorage } = {},
) {
  const log: string[] = [];
  const server = options.server ?? new FakeCartServer();
  const gate = new GatedTransport();
  const api = new FakeCartApi(server, options.gated ? gate.transport : undefined);
  const storage = options.storage ?? new MemoryStorage(options.stored ?? null, log);
  const pixel = new RecordingPixel();
  const clock = new SimulatedClock();
  const emitted: CartEmitted[] = [];
  const input: CartInput = { idPrefix: 'tab1', addToCartAction: 'OPEN_DRAWER', currency: 'USD', route: null, ...options.input };
  const actor = createActor(createCartMachine({ api, storage, pixel }), { input, clock });
  actor.on('*', (event) => emitted.push(event));
  api.log = log;
  actor.start();
  const context = () => actor.getSnapshot().context;
  const lines = () => context().items.map((item) => `${item.cartItemCode}#${item.cartItemID}`);
  return { actor, api, server, storage, pixel, clock, gate, emitted, log, calls: api.calls, context, lines, settle };
}
