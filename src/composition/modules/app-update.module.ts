/** The deployed build's files (/builds over HTTP) for the app-update machine, loaded into the live layer's container with its code. */
import { ContainerModule } from 'inversify';
import { HttpBuildInfo } from '../../adapters/builds/http-build-info';
import type { BuildInfoSource } from '../../application/ports/build-info.port';
import type { Clock } from '../../application/ports/clock.port';
import { TOKENS } from '../../application/tokens';

export const appUpdateModule = new ContainerModule(({ bind }) => {
  bind<BuildInfoSource>(TOKENS.BuildInfo)
    .toResolvedValue(
      (clock: Clock) => new HttpBuildInfo({ fetch: (input, init) => globalThis.fetch(input, init), now: () => clock.now() }),
      [TOKENS.Clock],
    )
    .inSingletonScope();
});
