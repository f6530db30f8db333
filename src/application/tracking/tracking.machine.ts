/**
 * Page-view tracking (spec sections 3, 4 and 9). On arriving at a trackable page a page_view event
 * goes out (a new session is announced first when the policy says so) and the timer restarts; on
 * leaving it the visible time is sent as the page view's duration. Time counts only while the tab is
 * visible; when the tab is hidden the running total is sent too, because a hidden tab may never come
 * back (closed, discarded), and the server keeps the latest total.
 */
import { enqueueActions, fromCallback, setup } from 'xstate';
import { TRACK_PATHS, type DurationUpdate, type PageViewEvent } from '../../domain/tracking/tracking-records';
import { isTrackablePath } from '../../domain/tracking/tracking-rules';
import { trackingId } from '../../domain/tracking/tracking-ids';
import type { Beacon } from '../ports/beacon.port';
import type { Clock } from '../ports/clock.port';
import type { IdGenerator } from '../ports/id-generator.port';
import type { SessionDecision } from '../../domain/tracking/session-policy';
import type { Arrival } from './session-keeper';

export interface TrackingDeps {
  clock: Clock;
  ids: IdGenerator;
  beacon: Beacon;
  webID: number;
  /** Applies the session policy to the cookies (session-keeper.ts). */
  arrive(arrival: Arrival): SessionDecision;
  /** Sends the add-session beacon of a new session (announce-session.ts); never rejects. */
  announce(decision: SessionDecision, arrival: Arrival): void;
}

export type TrackingEvent =
  | { type: 'NAVIGATED'; href: string; pathname: string; search: string; referrer: string }
  | { type: 'VISIBILITY'; visible: boolean };

interface OpenPage {
  sessionId: string;
  eventId: string;
}

export interface TrackingContext {
  page: OpenPage | null;
  visible: boolean;
  /** Visible milliseconds banked before visibleSince. */
  bankedMs: number;
  /** When the tab last became visible on this page; null while hidden. */
  visibleSince: number | null;
}

const visibleMs = (context: TrackingContext, now: number) => context.bankedMs + (context.visibleSince === null ? 0 : Math.max(0, now - context.visibleSince));

export function createTrackingMachine(deps: TrackingDeps) {
  const sendDuration = (page: OpenPage, ms: number) => {
    const update: DurationUpdate = { SessionID: page.sessionId, EventID: page.eventId, WebID: deps.webID, Duration: String(Math.round(ms)) };
    deps.beacon.send(TRACK_PATHS.duration, update);
  };

  return setup({
    types: { context: {} as TrackingContext, events: {} as TrackingEvent, input: {} as { visible: boolean } },
    actors: {
      /** Sends NAVIGATED on arrival and on every route change. */
      routeChanges: fromCallback<TrackingEvent>(() => undefined),
      /** Sends VISIBILITY on visibilitychange. */
      visibility: fromCallback<TrackingEvent>(() => undefined),
    },
  }).createMachine({
    id: 'tracking',
    context: ({ input }) => ({ page: null, visible: input.visible, bankedMs: 0, visibleSince: null }),
    invoke: [{ src: 'routeChanges' }, { src: 'visibility' }],
    on: {
      NAVIGATED: {
        // The policy reads and writes cookies as it decides; the beacons go out as enqueued effects.
        actions: enqueueActions(({ context, event, enqueue }) => {
          const now = deps.clock.now();
          const left = context.page;
          if (left) enqueue(() => sendDuration(left, visibleMs(context, now)));
          if (!isTrackablePath(event.pathname)) {
            enqueue.assign({ page: null, bankedMs: 0, visibleSince: null });
            return;
          }
          const arrival: Arrival = { href: event.href, search: event.search, referrer: event.referrer };
          const decision = deps.arrive(arrival);
          if (decision.isNew) enqueue(() => deps.announce(decision, arrival));
          const page = { sessionId: decision.sessionId, eventId: trackingId('ev', deps.ids.newId()) };
          const view: PageViewEvent = { SessionID: page.sessionId, EventID: page.eventId, EventType: 'page_view', Url: event.href, WebID: deps.webID, Timestamp: new Date(now).toISOString() };
          enqueue(() => deps.beacon.send(TRACK_PATHS.event, view));
          enqueue.assign({ page, bankedMs: 0, visibleSince: context.visible ? now : null });
        }),
      },
      VISIBILITY: {
        actions: enqueueActions(({ context, event, enqueue }) => {
          if (event.visible === context.visible) return;
          const now = deps.clock.now();
          if (event.visible) {
            enqueue.assign({ visible: true, visibleSince: context.page ? now : null });
            return;
          }
          const banked = visibleMs(context, now);
          const page = context.page;
          if (page) enqueue(() => sendDuration(page, banked));
          enqueue.assign({ visible: false, bankedMs: banked, visibleSince: null });
        }),
      },
    },
  });
}
