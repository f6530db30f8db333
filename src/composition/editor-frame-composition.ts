/**
 * Wires the editor frame's protocol machine to the real window (the frame channel the live layer's
 * container binds, modules/editor-frame.module.ts) and page (the DOM frame view). Loaded only on /editor and /preview (by the
 * editor runtime, itself a lazy chunk), so none of it reaches a shopper's bundle.
 */
import { createActor } from 'xstate';
import { createFrameProtocolMachine } from '../application/editor/frame-protocol.machine';
import type { FrameChannel } from '../application/ports/frame-channel.port';
import type { Logger } from '../application/ports/logger.port';
import type { FramePageSetup } from '../application/editor/frame-page';
import { DomFrameView } from '../adapters/frame/dom-frame-view';
import type { FramedPageId } from '../domain/editor/framed-page';

export function startEditorFrame(
  deps: { channel: FrameChannel; logger: Logger },
  options: { setup: FramePageSetup; allowlist: readonly string[]; pathname: string; page?: FramedPageId },
): () => void {
  const { channel } = deps;
  const machine = createFrameProtocolMachine({ channel, view: new DomFrameView({ ...options.setup, doc: document }), logger: deps.logger });
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
