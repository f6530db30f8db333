/**
 * FrameChannel over window.postMessage, for the page inside the editor frame. It stamps each message
 * with the browser's own origin and whether the sender is the framing window (event.source), and
 * posts only to an exact target origin, never '*'.
 */
import type { FrameChannel, IncomingFrameMessage } from '../../application/ports/frame-channel.port';

export class WindowFrameChannel implements FrameChannel {
  constructor(private readonly win: Window) {}

  parentOrigin(): string | null {
    if (this.win.parent === this.win) return null;
    // Chromium and Safari name the framing page's origin; elsewhere the referrer carries it (the
    // default referrer policy keeps at least the origin across origins).
    const ancestor = this.win.location.ancestorOrigins?.[0];
    if (ancestor) return ancestor;
    try {
      return this.win.document.referrer ? new URL(this.win.document.referrer).origin : null;
    } catch {
      return null;
    }
  }

  listen(onMessage: (message: IncomingFrameMessage) => void): () => void {
    const handler = (event: MessageEvent) =>
      onMessage({ data: event.data, origin: event.origin, fromParent: event.source === this.win.parent });
    this.win.addEventListener('message', handler);
    return () => this.win.removeEventListener('message', handler);
  }

  post(message: unknown, targetOrigin: string): void {
    this.win.parent.postMessage(message, targetOrigin);
  }
}
