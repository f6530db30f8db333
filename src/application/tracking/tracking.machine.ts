/**
 * Page-view tracking (spec sections 3, 4 and 9). On arriving at a trackable page a page_view event
 * goes out (a new session is announced first when the policy says so) and the timer restarts; on
 * leaving it the visible time is sent as the page view's duration. Time counts only while the tab is
 * visible; when the tab is hidden the running total is sent too, because a hidden tab may never come
 * back (closed, discarded), and the server keeps the latest total.
 *
 * Shape of decision 28: the machine names its sources (route changes, visibility), the session
 * keeper it asks on each arrival (ARRIVE, answered by ARRIVED: the policy reads and writes cookies)
 * and its two effects (a beacon, the add-session announcement); createTrackingMachine binds them to
 * ports. Events carry the time they happened, stamped by the sources from the clock port.
 */
import { enqueueActions, fromCallback, setup } from 'xstate';
import { TRACK_PATHS, type DurationUpdate, type PageViewEvent } from '../../domain/tracking/tracking-records';
import { isTrackablePath } from '../../domain/tracking/tracking-rules';
import { trackingId } from '../../domain/tracking/tracking-ids';
import type { SessionDecision } from '../../domain/tracking/session-policy';
import type { Beacon } from '../ports/beacon.port';
import type { Clock } from '../ports/clock.port';
import type { IdGenerator } from '../ports/id-generator.port';
import type { Arrival } from './session-keeper';

/** A page the shopper arrived at (the landing page, then every route change). */
export interface PageArrival {
  href: string;
  pathname: string;
  search: string;
  /** The document referrer on the landing page; '' for in-app navigations. */
  referrer: string;
  /** When the visitor arrived, for a page seen before tracking loaded; now when left out. */
  at?: number;
}

export type TrackingEvent =
  | ({ type: 'NAVIGATED'; at: number } & PageArrival)
  | { type: 'VISIBILITY'; visible: boolean; at: number }
  | { type: 'ARRIVED'; arrival: Arrival; decision: SessionDecision; newId: string; at: number };

type SessionRequest = { type: 'ARRIVE'; arrival: Arrival; at: number };

/** A record the machine sends by beacon. */
export type TrackingBeacon =
  { path: typeof TRACK_PATHS.event; record: PageViewEvent } | { path: typeof TRACK_PATHS.duration; record: DurationUpdate };

interface OpenPage {
  sessionId: string;
  eventId: string;
}

export interface TrackingContext {
  webID: number;
  page: OpenPage | null;
  visible: boolean;
  /** Visible milliseconds banked before visibleSince. */
  bankedMs: number;
  /** When the tab last became visible on this page; null while hidden. */
  visibleSince: number | null;
}

const visibleMs = (context: TrackingContext, now: number) =>
  context.bankedMs + (context.visibleSince === null ? 0 : Math.max(0, now - context.visibleSince));

const duration = (context: TrackingContext, page: OpenPage, ms: number) => ({
  type: 'beacon' as const,
  params: {
    path: TRACK_PATHS.duration,
    record: { SessionID: page.sessionId, EventID: page.eventId, WebID: context.webID, Duration: String(Math.round(ms)) },
  } satisfies TrackingBeacon,
});

const tracking = setup({
  types: { context: {} as TrackingContext, events: {} as TrackingEvent, input: {} as { visible: boolean; webID: number } },
  actors: {
    /** Sends NAVIGATED on arrival and on every route change. */
    routeChanges: fromCallback<TrackingEvent>(() => undefined),
    /** Sends VISIBILITY on visibilitychange and pagehide. */
    visibility: fromCallback<TrackingEvent>(() => undefined),
    /** Answers each ARRIVE with ARRIVED: the session policy applied to the cookies, and a new id for the page view. */
    sessions: fromCallback<SessionRequest>(() => undefined),
  },
  actions: {
    beacon: (_, _beacon: TrackingBeacon) => undefined,
    /** The add-session beacon of a new session (lookups, device info); never fails. */
    announce: (_, _session: { decision: SessionDecision; arrival: Arrival }) => undefined,
  },
});

export const trackingMachine = tracking.createMachine({
  id: 'tracking',
  context: ({ input }) => ({ webID: input.webID, page: null, visible: input.visible, bankedMs: 0, visibleSince: null }),
  invoke: [{ src: 'routeChanges' }, { src: 'visibility' }, { id: 'sessions', src: 'sessions' }],
  on: {
    NAVIGATED: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const left = context.page;
        if (left) enqueue(duration(context, left, visibleMs(context, event.at)));
        enqueue.assign({ page: null, bankedMs: 0, visibleSince: null });
        if (!isTrackablePath(event.pathname)) return;
        enqueue.assign({ visibleSince: context.visible ? event.at : null });
        enqueue.sendTo('sessions', {
          type: 'ARRIVE',
          arrival: { href: event.href, search: event.search, referrer: event.referrer },
          at: event.at,
        } satisfies SessionRequest);
      }),
    },
    ARRIVED: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const { decision, arrival } = event;
        if (decision.isNew) enqueue({ type: 'announce', params: { decision, arrival } });
        const page = { sessionId: decision.sessionId, eventId: trackingId('ev', event.newId) };
        const record: PageViewEvent = {
          SessionID: page.sessionId,
          EventID: page.eventId,
          EventType: 'page_view',
          Url: arrival.href,
          WebID: context.webID,
          Timestamp: new Date(event.at).toISOString(),
        };
        enqueue({ type: 'beacon', params: { path: TRACK_PATHS.event, record } });
        enqueue.assign({ page });
      }),
    },
    VISIBILITY: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        if (event.visible === context.visible) return;
        if (event.visible) {
          enqueue.assign({ visible: true, visibleSince: context.page ? event.at : null });
          return;
        }
        const banked = visibleMs(context, event.at);
        if (context.page) enqueue(duration(context, context.page, banked));
        enqueue.assign({ visible: false, bankedMs: banked, visibleSince: null });
      }),
    },
  },
});

export interface TrackingPorts {
  clock: Clock;
  ids: IdGenerator;
  beacon: Beacon;
  /** Applies the session policy to the cookies (session-keeper.ts). */
  arrive(arrival: Arrival): SessionDecision;
  /** Sends the add-session beacon of a new session (announce-session.ts); never rejects. */
  announce(decision: SessionDecision, arrival: Arrival): void;
  /** Calls back with the landing page and every route change; returns its unsubscribe. */
  onNavigate(listener: (page: PageArrival) => void): () => void;
  /** Calls back when the tab is shown or hidden; returns its unsubscribe. */
  onVisibility(listener: (visible: boolean) => void): () => void;
}

/** The machine with its sources, session keeper and beacons bound to ports (composition) or fakes (tests). */
export function createTrackingMachine(ports: TrackingPorts) {
  return trackingMachine.provide({
    actors: {
      routeChanges: fromCallback<TrackingEvent>(({ sendBack }) =>
        ports.onNavigate((page) => sendBack({ type: 'NAVIGATED', ...page, at: page.at ?? ports.clock.now() })),
      ),
      visibility: fromCallback<TrackingEvent>(({ sendBack }) =>
        ports.onVisibility((visible) => sendBack({ type: 'VISIBILITY', visible, at: ports.clock.now() })),
      ),
      sessions: fromCallback<SessionRequest>(({ sendBack, receive }) => {
        receive(({ arrival, at }) => {
          const decision = ports.arrive(arrival);
          sendBack({ type: 'ARRIVED', arrival, decision, newId: ports.ids.newId(), at } satisfies TrackingEvent);
        });
      }),
    },
    actions: {
      beacon: (_, { path, record }) => ports.beacon.send(path, record),
      announce: (_, { decision, arrival }) => ports.announce(decision, arrival),
    },
  });
}
