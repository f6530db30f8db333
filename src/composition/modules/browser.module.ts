/** The browser's basics for the live layer's container: the console logger, the clock, crypto ids and the page's ad-pixel queue. */
import { ContainerModule } from 'inversify';
import { CryptoIdGenerator } from '../../adapters/ids/crypto-id-generator';
import type { Clock } from '../../application/ports/clock.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type { Logger } from '../../application/ports/logger.port';
import { TOKENS } from '../../application/tokens';
import { consoleLogger } from '../console-logger';
import { sharedPixel, type PixelHub } from '../pixel-hub';

export const browserModule = new ContainerModule(({ bind }) => {
  bind<Logger>(TOKENS.Logger).toConstantValue(consoleLogger);
  bind<Clock>(TOKENS.Clock).toConstantValue({ now: () => Date.now() });
  bind<IdGenerator>(TOKENS.IdGenerator)
    .toResolvedValue(() => new CryptoIdGenerator())
    .inSingletonScope();
  bind<PixelHub>(TOKENS.PixelHub).toConstantValue(sharedPixel());
});
