/**
 * Caps on open server-sent event streams (GET /api/maintenance/stream, and any later stream route).
 * A stream holds a socket and a subscription for as long as its tab stays open, so one client
 * address may hold a few (a household or an office shares one) and the host a bounded number in
 * all; beyond either cap a new stream is refused with 429 and Retry-After before it opens.
 */
import type { FastifyReply } from 'fastify';
import { sendError } from '../http/envelope';

export interface StreamLimits {
  /** Open streams one client address may hold. */
  perClient: number;
  /** Open streams the host holds in all. */
  total: number;
}

/** A browser shares one stream per store among its tabs; 20 leaves room for a shared address, 2,000 for the host's sockets. */
export const STREAM_LIMITS: StreamLimits = { perClient: 20, total: 2_000 };

/** A refused client tries again after this long: open streams end only when their tabs close. */
const RETRY_AFTER_SECONDS = 30;

export class StreamSlots {
  private readonly held = new Map<string, number>();
  private open = 0;

  constructor(private readonly limits: StreamLimits = STREAM_LIMITS) {}

  /** A slot for one more stream of `client`, or null when the client or the host holds all it may; release it once, when the stream ends. */
  take(client: string): (() => void) | null {
    const mine = this.held.get(client) ?? 0;
    if (mine >= this.limits.perClient || this.open >= this.limits.total) return null;
    this.held.set(client, mine + 1);
    this.open += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.open -= 1;
      const left = (this.held.get(client) ?? 1) - 1;
      if (left > 0) this.held.set(client, left);
      else this.held.delete(client);
    };
  }

  /** The 429 for a stream that got no slot. */
  static refuse(reply: FastifyReply): FastifyReply {
    sendError(
      reply.header('retry-after', String(RETRY_AFTER_SECONDS)),
      429,
      `Too many open streams: try again in ${RETRY_AFTER_SECONDS} seconds`,
    );
    return reply;
  }
}
