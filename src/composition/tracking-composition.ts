/**
 * The browser's page-view tracking: the tracking machine on real ports (cookies, the beacon, the
 * IP and geo lookups the config selects, bowser for device info, from the live layer's container),
 * with route changes and the tab's visibility (document-visibility.ts) as the sources its actors
 * follow. Loaded after the page is live; returns null when this visit is not to be tracked
 * (automation, crawlers, the builder, development).
 */
import { isbot } from 'isbot';
import { createActor } from 'xstate';
import { announceSession, type AnnounceDeps } from '../application/tracking/announce-session';
import { arriveInSession } from '../application/tracking/session-keeper';
import { createTrackingMachine, type PageArrival } from '../application/tracking/tracking.machine';
import { mayTrack } from '../domain/tracking/tracking-rules';
import { isBuilderPath } from '../domain/store/builder-mode';
import type { IdGenerator } from '../application/ports/id-generator.port';
import { DocumentVisibility } from '../adapters/tabs/document-visibility';
import type { BrowserTracking, TrackingStart } from '../application/storefront/live-runtime';

/** What the live layer's container gives tracking (modules/tracking.module.ts binds the lookups, cookies and device parser). */
export type TrackingDeps = AnnounceDeps & { ids: IdGenerator };

export function startBrowserTracking(deps: TrackingDeps, start: TrackingStart): BrowserTracking | null {
  const builder = isBuilderPath(start.pathname);
  const environment = {
    webdriver: navigator.webdriver === true,
    crawler: isbot(navigator.userAgent),
    builder,
    development: !start.live.tracking,
  };
  if (!mayTrack(environment)) return null;

  const { cookies, ids, clock, beacon, logger } = deps;
  const listeners = new Set<(page: PageArrival) => void>();
  const machine = createTrackingMachine({
    clock,
    ids,
    beacon,
    arrive: (arrival) => arriveInSession({ cookies, ids, ownHost: window.location.host }, arrival),
    announce: (decision, arrival) => {
      // CustomerID stays null here: the host records the customer its verified token names.
      const visit = {
        webID: start.webID,
        customerId: null,
        landingUrl: arrival.href,
        referrer: arrival.referrer,
        userAgent: navigator.userAgent,
      };
      announceSession(deps, decision, visit).catch((error: unknown) => logger.warn('Tracking session beacon failed', error));
    },
    onNavigate: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // Followed by the machine's visibility actor while it runs.
    onVisibility: (listener) => new DocumentVisibility({ doc: document, win: window }).watch(listener),
  });
  const actor = createActor(machine, { input: { visible: document.visibilityState === 'visible', webID: start.webID } });
  actor.start();
  // Only the landing page has a referrer of its own; later pages are reached from this store.
  let referrer = document.referrer;
  return {
    navigated(location, at) {
      const href = `${window.location.origin}${location.pathname}${location.search}${location.hash}`;
      const page = { href, pathname: location.pathname, search: location.search, referrer, ...(at !== undefined ? { at } : {}) };
      for (const listener of listeners) listener(page);
      referrer = '';
    },
    stop: () => actor.stop(),
  };
}
