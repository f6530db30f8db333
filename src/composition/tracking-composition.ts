/**
 * The browser's page-view tracking: the tracking machine on real ports (cookies, the beacon, the
 * IP and geo lookups the config selects, bowser for device info), with route changes and
 * visibilitychange as its callback actors. Loaded after the page is live; returns null when this
 * visit is not to be tracked (automation, crawlers, the builder, development).
 */
import { isbot } from 'isbot';
import { createActor, fromCallback } from 'xstate';
import { browserBeacon } from '../adapters/beacon/send-beacon';
import { TrackingCookieJar } from '../adapters/cookies/tracking-cookie-jar';
import { BowserDeviceInfo } from '../adapters/device/bowser-device-info';
import { CryptoIdGenerator } from '../adapters/ids/crypto-id-generator';
import { HOST_IP_LOOKUP_URL, JsonIpLookup, PUBLIC_IP_LOOKUP_URL } from '../adapters/lookup/json-ip-lookup';
import { PUBLIC_GEO_LOOKUP_URL, ReverseGeocodeLookup, UnknownGeoLookup } from '../adapters/lookup/reverse-geocode-lookup';
import { announceSession } from '../application/tracking/announce-session';
import { arriveInSession } from '../application/tracking/session-keeper';
import { createTrackingMachine, type TrackingEvent } from '../application/tracking/tracking.machine';
import type { LiveConfig } from '../domain/tracking/live-config';
import { mayTrack } from '../domain/tracking/tracking-rules';
import { isBuilderPath } from '../domain/store/builder-mode';
import { consoleLogger } from './console-logger';

export interface TrackingStart {
  webID: number;
  live: LiveConfig;
  pathname: string;
}

export interface BrowserTracking {
  /** Report the page the visitor is on now (on arrival and after each route change). */
  navigated(location: { pathname: string; search: string; hash: string }): void;
  stop(): void;
}


export function startBrowserTracking(start: TrackingStart): BrowserTracking | null {
  const builder = isBuilderPath(start.pathname);
  const environment = { webdriver: navigator.webdriver === true, crawler: isbot(navigator.userAgent), builder, development: !start.live.tracking };
  if (!mayTrack(environment)) return null;

  const cookies = new TrackingCookieJar();
  const ids = new CryptoIdGenerator();
  const clock = { now: () => Date.now() };
  const beacon = browserBeacon(consoleLogger);
  const fetcher = globalThis.fetch.bind(globalThis);
  const publicLookups = start.live.lookups === 'public';
  const announceDeps = {
    cookies, beacon, clock, logger: consoleLogger, device: new BowserDeviceInfo(),
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
      announceSession(announceDeps, decision, visit).catch((error: unknown) => consoleLogger.warn('Tracking session beacon failed', error));
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
