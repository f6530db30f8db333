/**
 * Beacon over navigator.sendBeacon, which the browser delivers even as the page unloads. When the
 * browser refuses it (no sendBeacon, or its queue is full) a fetch with keepalive does the same
 * job. Both go same-origin, so the store's token cookie rides along; failures are only warned about.
 */
import type { Beacon } from '../../application/ports/beacon.port';
import type { Logger } from '../../application/ports/logger.port';

export interface SendBeaconDeps {
  sendBeacon?: ((url: string, data: Blob) => boolean) | undefined;
  fetch: typeof fetch;
  logger: Logger;
}

export class SendBeacon implements Beacon {
  constructor(private readonly deps: SendBeaconDeps) {}

  send(path: string, payload: unknown): void {
    const body = JSON.stringify(payload);
    try {
      if (this.deps.sendBeacon?.(path, new Blob([body], { type: 'application/json' }))) return;
    } catch {
      // Some browsers throw instead of returning false; fetch below takes over either way.
    }
    this.deps
      .fetch(path, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'application/json' } })
      .then((response) => {
        if (!response.ok) this.deps.logger.warn(`Tracking beacon to ${path} failed`, response.status);
      })
      .catch((error: unknown) => this.deps.logger.warn(`Tracking beacon to ${path} failed`, error));
  }
}

/** The browser's beacon, bound to navigator (sendBeacon throws when called unbound). */
export function browserBeacon(logger: Logger): SendBeacon {
  const sendBeacon =
    typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon.bind(navigator) : undefined;
  return new SendBeacon({ sendBeacon, fetch: globalThis.fetch.bind(globalThis), logger });
}
