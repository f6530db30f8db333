/**
 * The studio's side of the editor-frame link: messages from the frame arrive only once checked (the
 * frame's exact origin, the frame's own window, a valid envelope and payload); sends are addressed
 * to the frame's origin, never '*'.
 */
import type { ToFrameMessage, ToParentMessage } from '../../domain/editor/frame-protocol';

export interface FrameParentChannel {
  listen(onMessage: (message: ToParentMessage) => void): () => void;
  send(message: ToFrameMessage): void;
}
