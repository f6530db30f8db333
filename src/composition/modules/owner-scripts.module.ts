/**
 * The owner's scripts and ad pixels (loaded into the live layer's container with the owner-scripts
 * runtime): the injector that inserts the scripts into this document, and the delivery of the page's
 * pixel events to the pixels they load and the Conversions API.
 */
import { ContainerModule } from 'inversify';
import { BrowserPixel, type PixelGlobals } from '../../adapters/pixel/browser-pixel';
import { DomScriptInjector } from '../../adapters/scripts/dom-script-injector';
import type { Beacon } from '../../application/ports/beacon.port';
import type { Clock } from '../../application/ports/clock.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type { Logger } from '../../application/ports/logger.port';
import type { PixelPort } from '../../application/ports/pixel.port';
import type { ScriptInjector } from '../../application/ports/script-injector.port';
import { TOKENS } from '../../application/tokens';
import { trackingId } from '../../domain/tracking/tracking-ids';

/** `inert`: the scripts go in as type text/plain (tests and offline demos). */
export type ScriptInjectorFactory = (inert: boolean) => ScriptInjector;
/** Delivery to the pixels of a store whose Facebook pixel id is given. */
export type PixelDeliveryFactory = (facebookPixelId: string) => PixelPort;

export const ownerScriptsModule = new ContainerModule(({ bind }) => {
  bind<ScriptInjectorFactory>(TOKENS.ScriptInjectorFactory).toConstantValue((inert) => new DomScriptInjector({ document, inert }));
  bind<PixelDeliveryFactory>(TOKENS.PixelDeliveryFactory).toResolvedValue(
    (beacon: Beacon, ids: IdGenerator, clock: Clock, logger: Logger) => (facebookPixelId) =>
      new BrowserPixel({
        globals: window as unknown as PixelGlobals,
        beacon,
        facebookPixelId,
        newEventId: () => trackingId('ev', ids.newId()),
        now: () => clock.now(),
        pageUrl: () => window.location.href,
        logger,
      }),
    [TOKENS.Beacon, TOKENS.IdGenerator, TOKENS.Clock, TOKENS.Logger],
  );
});
