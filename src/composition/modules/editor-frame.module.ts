/** The editor frame's end of the studio's messages (this window), loaded into the live layer's container on /editor and /preview only. */
import { ContainerModule } from 'inversify';
import { WindowFrameChannel } from '../../adapters/frame/window-frame-channel';
import type { FrameChannel } from '../../application/ports/frame-channel.port';
import { TOKENS } from '../../application/tokens';

export const editorFrameModule = new ContainerModule(({ bind }) => {
  bind<FrameChannel>(TOKENS.FrameChannel)
    .toResolvedValue(() => new WindowFrameChannel(window))
    .inSingletonScope();
});
