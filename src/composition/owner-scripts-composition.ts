/**
 * The owner's scripts and ad pixels, started once the page is live: the scripts the page gets are
 * inserted (DomScriptInjector), then the page's pixel hub is connected to the pixels and the
 * Conversions API, so queued AddToCart events and every later event are delivered.
 */
import { BrowserPixel, type PixelGlobals } from '../adapters/pixel/browser-pixel';
import { DomScriptInjector } from '../adapters/scripts/dom-script-injector';
import { injectOwnerScripts } from '../application/tracking/inject-owner-scripts';
import type { SiteScripts } from '../domain/store/web-info';
import type { LiveConfig } from '../domain/tracking/live-config';
import { trackingId } from '../domain/tracking/tracking-ids';
import type { PixelHub } from './pixel-hub';
import type { Beacon } from '../application/ports/beacon.port';
import type { IdGenerator } from '../application/ports/id-generator.port';
import type { Logger } from '../application/ports/logger.port';
import type { OwnerScriptsRuntime } from '../application/storefront/live-runtime';
import { isBuilderPath } from '../domain/store/builder-mode';


/** What the live layer's container gives the owner's scripts. */
export interface OwnerScriptsDeps {
  beacon: Beacon;
  ids: IdGenerator;
  pixel: PixelHub;
  logger: Required<Logger>;
}

export function startOwnerScripts(deps: OwnerScriptsDeps, store: { scripts: SiteScripts }, live: Pick<LiveConfig, 'ownerScripts'>, page: { pathname: string; search: string }): OwnerScriptsRuntime | null {
  if (live.ownerScripts === 'off') return null;
  const builder = isBuilderPath(page.pathname);
  const plan = injectOwnerScripts({ injector: new DomScriptInjector({ document, inert: live.ownerScripts === 'inert' }), logger: deps.logger }, store.scripts, { ...page, builder });
  if (plan.tags.length === 0) return null;
  const { ids, pixel } = deps;
  pixel.attach(new BrowserPixel({
    globals: window as unknown as PixelGlobals,
    beacon: deps.beacon,
    facebookPixelId: store.scripts.facebookPixelID,
    newEventId: () => trackingId('ev', ids.newId()),
    now: () => Date.now(),
    pageUrl: () => window.location.href,
    logger: deps.logger,
  }));
  return { pageView: () => pixel.track('PageView', {}) };
}
