/**
 * The owner's scripts and ad pixels, started once the page is live: the scripts the page gets are
 * inserted (DomScriptInjector), then the page's pixel hub is connected to the pixels and the
 * Conversions API, so queued AddToCart events and every later event are delivered.
 */
import { browserBeacon } from '../adapters/beacon/send-beacon';
import { CryptoIdGenerator } from '../adapters/ids/crypto-id-generator';
import { BrowserPixel, type PixelGlobals } from '../adapters/pixel/browser-pixel';
import { DomScriptInjector } from '../adapters/scripts/dom-script-injector';
import { injectOwnerScripts } from '../application/tracking/inject-owner-scripts';
import type { SiteScripts } from '../domain/store/web-info';
import type { LiveConfig } from '../domain/tracking/live-config';
import { trackingId } from '../domain/tracking/tracking-ids';
import { sharedPixel } from './pixel-hub';
import { isBuilderPath } from '../domain/store/builder-mode';
import { consoleLogger } from './console-logger';


export interface OwnerScriptsRuntime {
  /** Reports a page view (arrival and each route change) to the pixels. */
  pageView(): void;
}

export function startOwnerScripts(store: { scripts: SiteScripts }, live: Pick<LiveConfig, 'ownerScripts'>, page: { pathname: string; search: string }): OwnerScriptsRuntime | null {
  if (live.ownerScripts === 'off') return null;
  const builder = isBuilderPath(page.pathname);
  const plan = injectOwnerScripts({ injector: new DomScriptInjector({ document, inert: live.ownerScripts === 'inert' }), logger: consoleLogger }, store.scripts, { ...page, builder });
  if (plan.tags.length === 0) return null;
  const ids = new CryptoIdGenerator();
  const pixel = sharedPixel();
  pixel.attach(new BrowserPixel({
    globals: window as unknown as PixelGlobals,
    beacon: browserBeacon(consoleLogger),
    facebookPixelId: store.scripts.facebookPixelID,
    newEventId: () => trackingId('ev', ids.newId()),
    now: () => Date.now(),
    pageUrl: () => window.location.href,
    logger: consoleLogger,
  }));
  return { pageView: () => pixel.track('PageView', {}) };
}
