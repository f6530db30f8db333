/**
 * Wires the editor frame's protocol machine to the real window. Loaded only on /editor and /preview
 * (by the editor runtime, itself a lazy chunk), so none of it reaches a shopper's bundle.
 */
import { createActor } from 'xstate';
import { WindowFrameChannel } from '../adapters/frame/window-frame-channel';
import { frameProtocolMachine } from '../application/editor/frame-protocol.machine';
import type { FrameView } from '../application/ports/frame-view.port';
import { consoleLogger } from './console-logger';

export function startEditorFrame(options: { view: FrameView; allowlist: readonly string[]; pathname: string }): () => void {
  const actor = createActor(frameProtocolMachine, {
    input: {
      channel: new WindowFrameChannel(window),
      view: options.view,
      logger: consoleLogger,
      allowlist: options.allowlist,
      pathname: options.pathname,
    },
  });
  actor.start();
  return () => actor.stop();
}
