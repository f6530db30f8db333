/** The tracking machine on fake ports: virtual time, cookies that expire by it, a recording beacon. */
import { createActor, SimulatedClock } from 'xstate';
import { arriveInSession } from '../../../src/application/tracking/session-keeper';
import { createTrackingMachine, type PageArrival } from '../../../src/application/tracking/tracking.machine';
import type { TrackingCookies } from '../../../src/application/ports/tracking-cookies.port';
import type { IdGenerator } from '../../../src/application/ports/id-generator.port';

export class ExpiringCookies implements TrackingCookies {
  readonly jar = new Map<string, { value: string; expires: number }>();
  constructor(private readonly clock: { now(): number }) {}
  get(name: string) {
    const cookie = this.jar.get(name);
    return cookie && cookie.expires > this.clock.now() ? cookie.value : undefined;
  }
  set(name: string, value: string, options: { maxAgeSeconds: number }) {
    this.jar.set(name, { value, expires: this.clock.now() + options.maxAgeSeconds * 1000 });
  }
}

export class CountingIds implements IdGenerator {
  private n = 0;
  newId() {
    return `id${++this.n}`.padEnd(12, 'x');
  }
}

export interface Sent {
  path: string;
  payload: Record<string, unknown>;
}

export function startTracking(options: { visible?: boolean; webID?: number } = {}) {
  const clock = new SimulatedClock();
  const cookies = new ExpiringCookies(clock);
  const ids = new CountingIds();
  const sent: Sent[] = [];
  let emitRoute: (page: PageArrival) => void = () => undefined;
  let emitVisibility: (visible: boolean) => void = () => undefined;
  const machine = createTrackingMachine({
    clock,
    ids,
    beacon: { send: (path, payload) => sent.push({ path, payload: payload as Record<string, unknown> }) },
    arrive: (arrival) => arriveInSession({ cookies, ids, ownHost: 'shop.test' }, arrival),
    announce: (decision) => sent.push({ path: '/api/track/add-session', payload: { SessionID: decision.sessionId } }),
    onNavigate: (listener) => {
      emitRoute = listener;
      return () => undefined;
    },
    onVisibility: (listener) => {
      emitVisibility = listener;
      return () => undefined;
    },
  });
  const actor = createActor(machine, { input: { visible: options.visible ?? true, webID: options.webID ?? 7 }, clock });
  actor.start();
  const go = (url: string, referrer = '', at?: number) => {
    const parsed = new URL(url, 'http://shop.test');
    emitRoute({ href: parsed.href, pathname: parsed.pathname, search: parsed.search, referrer, ...(at !== undefined ? { at } : {}) });
  };
  return {
    clock,
    cookies,
    sent,
    actor,
    go,
    wait: (ms: number) => clock.increment(ms),
    hide: () => emitVisibility(false),
    show: () => emitVisibility(true),
    of: (path: string) => sent.filter((s) => s.path === path).map((s) => s.payload),
  };
}
