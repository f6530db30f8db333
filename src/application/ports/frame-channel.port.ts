/**
 * The window-message link between the editor frame and the page that frames it (spec section 2).
 * The adapter reports where each message came from; the protocol machine decides what to trust.
 */
export interface IncomingFrameMessage {
  data: unknown;
  /** The sender's origin as the browser stamped it (cannot be forged by the sender). */
  origin: string;
  /** True only when the sender is the very window that frames this page (event.source check). */
  fromParent: boolean;
}

export interface FrameChannel {
  /** Origin of the page framing this one, as the browser reports it; null when not framed. */
  parentOrigin(): string | null;
  listen(onMessage: (message: IncomingFrameMessage) => void): () => void;
  /** Posts to the parent window, delivered only if the parent is at exactly `targetOrigin`. */
  post(message: unknown, targetOrigin: string): void;
}
