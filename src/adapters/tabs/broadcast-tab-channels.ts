/**
 * TabChannels over BroadcastChannel: same origin and browser profile only, and a message reaches
 * every other channel of the name (other tabs, and other channels in this tab), never its sender.
 * Incoming data is parsed against the tab messages; anything else is ignored.
 */
import type { TabChannel, TabChannels } from '../../application/ports/tab-channel.port';
import { parseLiveTabMessage, type LiveTabMessage } from '../../domain/live/live-tab-message';

export class BroadcastTabChannels implements TabChannels {
  open(name: string, onMessage: (message: LiveTabMessage) => void): TabChannel {
    const channel = new BroadcastChannel(name);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const message = parseLiveTabMessage(event.data);
      if (message) onMessage(message);
    };
    return {
      post: (message) => channel.postMessage(message),
      close: () => {
        channel.onmessage = null;
        channel.close();
      },
    };
  }
}
