/**
 * The studio's side of the editor-frame link: messages from the frame arrive only once checked (the
 * frame's exact origin, the frame's own window, a valid envelope and payload); sends are addressed
 * to the frame's origin, never '*'.
 */
import type { ToFrameMessage, ToParentMessage } from '../../domain/editor/frame-protocol';

export interface FrameParentChannel {
  listen(onMessage: (message: ToParentMessage) => void): () => void;
  send(message: ToFrameMessage): void;
  /**
   * Sends the frame once more to the address the studio gave it, in place of its history entry: a
   * browser may drop a frame's navigation that starts while the frame's page is still loading.
   */
  renavigate(): void;
}
