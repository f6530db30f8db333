/** The browser's beacon (navigator.sendBeacon, fetch keepalive when it refuses) for tracking and the Conversions API. */
import { ContainerModule } from 'inversify';
import { browserBeacon } from '../../adapters/beacon/send-beacon';
import type { Beacon } from '../../application/ports/beacon.port';
import type { Logger } from '../../application/ports/logger.port';
import { TOKENS } from '../../application/tokens';

export const beaconModule = new ContainerModule(({ bind }) => {
  bind<Beacon>(TOKENS.Beacon)
    .toResolvedValue((logger: Logger) => browserBeacon(logger), [TOKENS.Logger])
    .inSingletonScope();
});
