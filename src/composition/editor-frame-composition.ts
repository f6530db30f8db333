/**
 * Wires the editor frame's protocol machine to the real window (the frame channel the live layer's
 * container binds, modules/editor-frame.module.ts). Loaded only on /editor and /preview (by the
 * editor runtime, itself a lazy chunk), so none of it reaches a shopper's bundle.
 */
import { createActor } from 'xstate';
import { createFrameProtocolMachine } from '../application/editor/frame-protocol.machine';
import type { FrameChannel } from '../application/ports/frame-channel.port';
import type { FrameView } from '../application/ports/frame-view.port';
import type { Logger } from '../application/ports/logger.port';
import type { FramedPageId } from '../domain/editor/framed-page';

export function startEditorFrame(
  deps: { channel: FrameChannel; logger: Logger },
  options: { view: FrameView; allowlist: readonly string[]; pathname: string; page?: FramedPageId },
): () => void {
  const { channel } = deps;
  const machine = createFrameProtocolMachine({ channel, view: options.view, logger: deps.logger });
  const actor = createActor(machine, {
    input: {
      parentOrigin: channel.parentOrigin(),
      allowlist: options.allowlist,
      pathname: options.pathname,
      ...(options.page ? { page: options.page } : {}),
    },
  });
  actor.start();
  return () => actor.stop();
}
