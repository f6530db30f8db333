/**
 * FrameParentChannel over window.postMessage for the Theme Studio: talks to the storefront's /editor
 * page in an iframe on the store's origin. Anything not from that origin and that iframe's window,
 * or not a valid protocol message, is dropped and logged.
 */
import type { FrameParentChannel } from '../../application/ports/frame-parent.port';
import type { Logger } from '../../application/ports/logger.port';
import { envelope, parseToParent, type ToFrameMessage, type ToParentMessage } from '../../domain/editor/frame-protocol';

export class IframeParentChannel implements FrameParentChannel {
  constructor(private readonly deps: { win: Window; frame: () => HTMLIFrameElement | null; frameOrigin: string; logger: Logger }) {}

  listen(onMessage: (message: ToParentMessage) => void): () => void {
    const handler = (event: MessageEvent) => {
      const frameWindow = this.deps.frame()?.contentWindow ?? null;
      if (event.origin !== this.deps.frameOrigin || frameWindow === null || event.source !== frameWindow) {
        this.deps.logger.warn(`Theme Studio ignored a message from ${event.origin}`);
        return;
      }
      const parsed = parseToParent(event.data);
      if (parsed.ok) onMessage(parsed.message);
      else this.deps.logger.warn(`Theme Studio ignored a message: ${parsed.reason}`);
    };
    this.deps.win.addEventListener('message', handler);
    return () => this.deps.win.removeEventListener('message', handler);
  }

  send(message: ToFrameMessage): void {
    this.deps.frame()?.contentWindow?.postMessage(envelope(message), this.deps.frameOrigin);
  }

  renavigate(): void {
    const frame = this.deps.frame();
    // The address React gave the frame (its src); a page of another origin still lets its parent replace it.
    if (frame?.src) frame.contentWindow?.location.replace(frame.src);
  }
}
