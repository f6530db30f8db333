/**
 * The browser's page-view tracking: the tracking machine on real ports (cookies, the beacon, the
 * IP and geo lookups the config selects, bowser for device info), with route changes and
 * visibilitychange as its callback actors. Loaded after the page is live; returns null when this
 * visit is not to be tracked (automation, crawlers, the builder, development).
 */
import { isbot } from 'isbot';
import { createActor, fromCallback } from 'xstate';
import { TrackingCookieJar } from '../adapters/cookies/tracking-cookie-jar';
import { BowserDeviceInfo } from '../adapters/device/bowser-device-info';
import { HOST_IP_LOOKUP_URL, JsonIpLookup, PUBLIC_IP_LOOKUP_URL } from '../adapters/lookup/json-ip-lookup';
import { PUBLIC_GEO_LOOKUP_URL, ReverseGeocodeLookup, UnknownGeoLookup } from '../adapters/lookup/reverse-geocode-lookup';
import { announceSession } from '../application/tracking/announce-session';
import { arriveInSession } from '../application/tracking/session-keeper';
import { createTrackingMachine, type TrackingEvent } from '../application/tracking/tracking.machine';
import { mayTrack } from '../domain/tracking/tracking-rules';
import { isBuilderPath } from '../domain/store/builder-mode';
import type { Beacon } from '../application/ports/beacon.port';
import type { Clock } from '../application/ports/clock.port';
import type { IdGenerator } from '../application/ports/id-generator.port';
import type { Logger } from '../application/ports/logger.port';
import type { BrowserTracking, TrackingStart } from '../application/storefront/live-runtime';

/** What the live layer's container gives tracking; the lookups and the device parser stay here, loaded with tracking only. */
export interface TrackingDeps {
  beacon: Beacon;
  ids: IdGenerator;
  clock: Clock;
  logger: Logger;
}

export function startBrowserTracking(deps: TrackingDeps, start: TrackingStart): BrowserTracking | null {
  const builder = isBuilderPath(start.pathname);
  const environment = { webdriver: navigator.webdriver === true, crawler: isbot(navigator.userAgent), builder, development: !start.live.tracking };
  if (!mayTrack(environment)) return null;

  const cookies = new TrackingCookieJar();
  const { ids, clock, beacon, logger } = deps;
  const fetcher = globalThis.fetch.bind(globalThis);
  const publicLookups = start.live.lookups === 'public';
  const announceDeps = {
    cookies, beacon, clock, logger, device: new BowserDeviceInfo(),
    ipLookup: new JsonIpLookup({ url: publicLookups ? PUBLIC_IP_LOOKUP_URL : HOST_IP_LOOKUP_URL, fetch: fetcher }),
    geoLookup: publicLookups ? new ReverseGeocodeLookup({ url: PUBLIC_GEO_LOOKUP_URL, fetch: fetcher }) : new UnknownGeoLookup(),
  };

  const listeners = new Set<(event: TrackingEvent) => void>();
  const machine = createTrackingMachine({
    clock, ids, beacon, webID: start.webID,
    arrive: (arrival) => arriveInSession({ cookies, ids, ownHost: window.location.host }, arrival),
    announce: (decision, arrival) => {
      // CustomerID stays null here: the host records the customer its verified token names.
      const visit = { webID: start.webID, customerId: null, landingUrl: arrival.href, referrer: arrival.referrer, userAgent: navigator.userAgent };
      announceSession(announceDeps, decision, visit).catch((error: unknown) => logger.warn('Tracking session beacon failed', error));
    },
  }).provide({
    actors: {
      routeChanges: fromCallback<TrackingEvent>(({ sendBack }) => {
        listeners.add(sendBack);
        return () => listeners.delete(sendBack);
      }),
      visibility: fromCallback<TrackingEvent>(({ sendBack }) => {
        const report = () => sendBack({ type: 'VISIBILITY', visible: document.visibilityState === 'visible' });
        const hidden = () => sendBack({ type: 'VISIBILITY', visible: false });
        document.addEventListener('visibilitychange', report);
        window.addEventListener('pagehide', hidden);
        return () => {
          document.removeEventListener('visibilitychange', report);
          window.removeEventListener('pagehide', hidden);
        };
      }),
    },
  });
  const actor = createActor(machine, { input: { visible: document.visibilityState === 'visible' } });
  actor.start();
  // Only the landing page has a referrer of its own; later pages are reached from this store.
  let referrer = document.referrer;
  return {
    navigated(location) {
      const href = `${window.location.origin}${location.pathname}${location.search}${location.hash}`;
      for (const listener of listeners) listener({ type: 'NAVIGATED', href, pathname: location.pathname, search: location.search, referrer });
      referrer = '';
    },
    stop: () => actor.stop(),
  };
}
