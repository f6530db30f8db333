/**
 * Load shedding for the whole host (docs/security.md). A new page, API or picture request is answered
 * with 503 and Retry-After, rather than put in a queue whose wait grows without bound (at 200
 * connections pages took 20 s and the health call none), when `maxInFlight` requests are already
 * in progress or the event loop lags more than `maxEventLoopDelayMs` on average. Server-rendered
 * pages, the costly kind, also pass a gate of their own: `maxPageRenders` at once, `pageQueue`
 * waiting at most half a second, and past that a 503. The health calls (`/healthz`, `/livez`,
 * `/store-api/Health`) and static files are never shed; the store API calls a page makes
 * in-process belong to a request already let in. A request whose client left while it waited is
 * dropped before its handler runs, so no page is rendered for nobody.
 *
 * A refusal is sent after a short pause: a client that asks again at once (a crawler, a load
 * tool, a retry loop) otherwise turns refusals into a storm that takes the CPU from the pages
 * being served. Not @fastify/under-pressure: it samples the event loop, heap and RSS only and
 * sheds every route alike, while a burst of page renders shows first in the requests in flight,
 * and the health call must stay out of it.
 */
import { Socket } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRACK_PATHS } from '../../src/domain/tracking/tracking-records';
import { DEFAULT_OVERLOAD, STORE_API_PREFIX, type OverloadConfig } from '../config';
import { StoreShares, storeKeyOf, storeShareOf } from './store-shares';
import { GateBusyError, WorkGate } from './work-gate';

export type LoadLimits = Pick<OverloadConfig, 'maxInFlight' | 'maxEventLoopDelayMs' | 'maxPageRenders' | 'pageQueue'>;
export type ShedReason = 'in-flight' | 'event-loop-delay';

/** What a shed request is told to wait, in seconds. */
export const SHED_RETRY_AFTER_SECONDS = 1;
/** How long a refusal is held before it is sent (see above). */
const SHED_PAUSE_MS = 250;
/** Longest a page waits for a render slot. */
const PAGE_WAIT_MS = 500;
/** At most one warning in this long that the host is shedding. */
const WARN_EVERY_MS = 10_000;
/** How often the event-loop delay is read (the mean over each period). */
const SAMPLE_MS = 250;
/** The delay monitor's own timer granularity, which every reading includes. */
const RESOLUTION_MS = 10;

/** Never shed nor counted: the health calls and the static files a served page needs. */
const NEVER_SHED = new RegExp(
  `^(?:/healthz|/livez|/metrics|${STORE_API_PREFIX}/Health)(?:\\?|$)|^/(?:assets|fonts|builds|studio-assets)/|^/favicon\\.svg$`,
);
/** Shed when they open, not counted after: event streams stay open as long as their page. */
const LONG_LIVED = /^\/api\/maintenance\/stream(?:\?|$)/;
/**
 * Beacons (page views, sessions, visible time) are shed only at the in-flight cap, never for lag: a
 * refused beacon is a page view lost for good (the page sends it once and never reads the answer),
 * and each is one small insert.
 */
const BEACONS: ReadonlySet<string> = new Set(Object.values(TRACK_PATHS));
/** Calls and files rather than server-rendered pages. */
const NOT_A_PAGE = new RegExp(`^(?:${STORE_API_PREFIX}|/api|/img|/media|/placeholder|/dev)/`);

export function isSheddable(url: string): boolean {
  return !NEVER_SHED.test(url);
}

/** A page-view, session or visible-time beacon: shed only at the in-flight cap. */
export function isLagTolerant(method: string, url: string): boolean {
  return method === 'POST' && BEACONS.has(url.split('?', 1)[0]!);
}

export function isPage(url: string): boolean {
  return isSheddable(url) && !NOT_A_PAGE.test(url);
}

/** The decision, on plain numbers: why a new request is refused now, or null to let it in. */
export function shedReason(
  load: { inFlight: number; eventLoopDelayMs: number },
  limits: Pick<LoadLimits, 'maxInFlight' | 'maxEventLoopDelayMs'>,
  lagTolerant = false,
): ShedReason | null {
  if (load.inFlight >= limits.maxInFlight) return 'in-flight';
  if (!lagTolerant && load.eventLoopDelayMs > limits.maxEventLoopDelayMs) return 'event-loop-delay';
  return null;
}

/** Requests in progress and the event-loop delay, with the decision over them. */
export class LoadGauge {
  inFlight = 0;
  /** The lower of the last two readings: a lag counts once it lasts, not for one long task or a cold start. */
  eventLoopDelayMs = 0;
  private lastReadingMs = 0;

  constructor(private readonly limits: Pick<LoadLimits, 'maxInFlight' | 'maxEventLoopDelayMs'>) {}

  /** Why a new request would be refused now, or null; a lag-tolerant one only at the in-flight cap. */
  refusal(lagTolerant = false): ShedReason | null {
    return shedReason(this, this.limits, lagTolerant);
  }

  /** Lets a request in (counting it until `leave`) or says why not. */
  enter(lagTolerant = false): ShedReason | null {
    const reason = this.refusal(lagTolerant);
    if (reason === null) this.inFlight += 1;
    return reason;
  }

  leave(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
  }

  /** Takes the mean event-loop delay of the period just past. */
  recordDelay(ms: number): void {
    this.eventLoopDelayMs = Math.min(this.lastReadingMs, ms);
    this.lastReadingMs = ms;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

async function shed(request: FastifyRequest, reply: FastifyReply, pauseMs = SHED_PAUSE_MS) {
  if (pauseMs > 0) await pause(pauseMs);
  const message = 'The server is busy: retry in a moment';
  reply.code(503).header('retry-after', String(SHED_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
  return request.url.startsWith(`${STORE_API_PREFIX}/`) || request.url.startsWith('/api/')
    ? reply.send({ status: 503, message, data: null })
    : reply.type('text/plain; charset=utf-8').send(message);
}

/**
 * True (and the request dropped) when its client has gone and the request only reads: nobody would
 * read the answer. A write is still done: a beacon is sent as its page closes and never waits for
 * the answer, and a placed order is an order whether or not its page is still there to hear it.
 */
export function dropIfClientGone(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!request.raw.destroyed && !request.raw.socket?.destroyed) return false;
  reply.hijack();
  reply.raw.destroy();
  return true;
}

/** What a request holds (its count, a page slot) until its response closes or its client leaves. */
function holdUntilClosed(reply: FastifyReply) {
  const held: Array<() => void> = [];
  let closed = false;
  const close = () => {
    closed = true;
    held.splice(0).forEach((release) => release());
  };
  reply.raw.once('close', close);
  if (reply.raw.socket === null || reply.raw.socket.destroyed) close();
  return (release: () => void) => (closed ? release() : held.push(release));
}

export function registerLoadShedding(app: FastifyInstance, limits: LoadLimits = DEFAULT_OVERLOAD): LoadGauge {
  const gauge = new LoadGauge(limits);
  const pages = new WorkGate({ concurrency: limits.maxPageRenders, maxQueued: limits.pageQueue, maxWaitMs: PAGE_WAIT_MS });
  const requestShares = new StoreShares(storeShareOf(limits.maxInFlight));
  const pageShares = new StoreShares(storeShareOf(limits.maxPageRenders + limits.pageQueue));
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();
  const sampler = setInterval(() => {
    const mean = delay.mean / 1e6 - RESOLUTION_MS;
    gauge.recordDelay(Number.isFinite(mean) ? Math.max(0, mean) : 0);
    delay.reset();
  }, SAMPLE_MS).unref();
  // Start-up (migrations, seeding) is no lag of serving.
  app.addHook('onReady', async () => delay.reset());
  app.addHook('onClose', async () => {
    clearInterval(sampler);
    delay.disable();
  });

  let warnedAt = -Infinity;
  const warn = (reason: string) => {
    if (performance.now() - warnedAt < WARN_EVERY_MS) return;
    warnedAt = performance.now();
    app.log.warn(
      { reason, inFlight: gauge.inFlight, eventLoopDelayMs: Math.round(gauge.eventLoopDelayMs), pages: pages.load },
      'shedding load: new requests get 503',
    );
  };

  app.addHook('onRequest', async (request, reply) => {
    // In-process calls (a page's store API calls through inject) have no socket of their own.
    if (!(request.raw.socket instanceof Socket) || !isSheddable(request.url)) return;
    if (LONG_LIVED.test(request.url)) return gauge.refusal() === null ? undefined : shed(request, reply);
    const reason = gauge.enter(isLagTolerant(request.method, request.url));
    if (reason !== null) {
      warn(reason);
      return shed(request, reply);
    }
    const hold = holdUntilClosed(reply);
    hold(() => gauge.leave());
    const store = storeKeyOf(request);
    const requestPlace = requestShares.take(store);
    if (!requestPlace) {
      warn('one store holds its share of requests');
      return shed(request, reply);
    }
    hold(requestPlace);
    if (isPage(request.url)) {
      const pagePlace = pageShares.take(store);
      if (!pagePlace) {
        warn('one store holds its share of page renders');
        return shed(request, reply);
      }
      hold(pagePlace);
      const asked = performance.now();
      try {
        hold(await pages.acquire(request.signal));
      } catch (error) {
        // Busy: the queue was full (held a pause), or this page waited its longest already (sent now).
        if (error instanceof GateBusyError) {
          warn('page renders');
          return shed(request, reply, performance.now() - asked < PAGE_WAIT_MS ? SHED_PAUSE_MS : 0);
        }
        // Otherwise its client left.
        return dropIfClientGone(request, reply) ? undefined : shed(request, reply, 0);
      }
    }
    // Through the next poll of the sockets: a client that left while this request waited for the
    // host is seen as gone (libuv reads its end of stream one poll after its request).
    await nextTurn();
    await nextTurn();
    dropIfClientGone(request, reply);
  });
  return gauge;
}
