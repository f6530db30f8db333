/**
 * When an endpoint that keeps failing is switched off (decision 91). A delivery is dead once the job
 * queue has spent its attempts (about two and a half hours of backoff). The endpoint goes off after
 * DEAD_IN_A_ROW dead deliveries with no success between them, or when its deliveries have been dying
 * for FAILING_FOR_MS with no success since: a receiver gone for good stops costing the queue, and
 * one that is merely slow on some events keeps its subscription.
 */
export const DEAD_IN_A_ROW = 5;
export const FAILING_FOR_MS = 3 * 24 * 60 * 60_000;

export interface EndpointHealth {
  /** Dead deliveries since the last delivered one. */
  deadInARow: number;
  /** When the first of those died; null while none has. */
  failingSince: Date | null;
}

export const HEALTHY: EndpointHealth = { deadInARow: 0, failingSince: null };

/** The endpoint's health after one of its deliveries is delivered (true) or dies (false). */
export function afterDelivery(health: EndpointHealth, delivered: boolean, now: Date): EndpointHealth {
  if (delivered) return HEALTHY;
  return { deadInARow: health.deadInARow + 1, failingSince: health.failingSince ?? now };
}

/** Why the endpoint is to be switched off now, or null while it stays on. */
export function switchOffReason(health: EndpointHealth, now: Date): string | null {
  if (health.deadInARow >= DEAD_IN_A_ROW) return `${health.deadInARow} deliveries in a row failed every attempt`;
  if (health.failingSince && now.getTime() - health.failingSince.getTime() >= FAILING_FOR_MS)
    return `every delivery since ${health.failingSince.toISOString().slice(0, 10)} failed`;
  return null;
}
