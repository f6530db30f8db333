/**
 * The owner's scripts and ad pixels, started once the page is live: the scripts the page gets are
 * inserted, then the page's pixel hub is connected to the pixels and the Conversions API, so queued
 * AddToCart events and every later event are delivered.
 */
import { injectOwnerScripts } from '../application/tracking/inject-owner-scripts';
import type { SiteScripts } from '../domain/store/web-info';
import type { LiveConfig } from '../domain/tracking/live-config';
import type { PixelHub } from './pixel-hub';
import type { Logger } from '../application/ports/logger.port';
import type { OwnerScriptsRuntime } from '../application/storefront/live-runtime';
import { isBuilderPath } from '../domain/store/builder-mode';
import type { PixelDeliveryFactory, ScriptInjectorFactory } from './modules/owner-scripts.module';

/** What the live layer's container gives the owner's scripts (modules/owner-scripts.module.ts binds the injector and the pixels). */
export interface OwnerScriptsDeps {
  injector: ScriptInjectorFactory;
  delivery: PixelDeliveryFactory;
  pixel: PixelHub;
  logger: Required<Logger>;
}

export function startOwnerScripts(
  deps: OwnerScriptsDeps,
  store: { scripts: SiteScripts },
  live: Pick<LiveConfig, 'ownerScripts'>,
  page: { pathname: string; search: string },
): OwnerScriptsRuntime | null {
  if (live.ownerScripts === 'off') return null;
  const builder = isBuilderPath(page.pathname);
  const plan = injectOwnerScripts({ injector: deps.injector(live.ownerScripts === 'inert'), logger: deps.logger }, store.scripts, {
    ...page,
    builder,
  });
  if (plan.tags.length === 0) return null;
  const { pixel } = deps;
  pixel.attach(deps.delivery(store.scripts.facebookPixelID));
  return { pageView: () => pixel.track('PageView', {}) };
}
