import type { LiveTabMessage } from '../../domain/live/live-tab-message';

/** One tab's end of a channel named across the tabs of one browser and origin. */
export interface TabChannel {
  /** Reaches every other end of the channel, not this one. */
  post(message: LiveTabMessage): void;
  close(): void;
}

export interface TabChannels {
  /** Joins the channel `name`; onMessage hears what the other ends post. */
  open(name: string, onMessage: (message: LiveTabMessage) => void): TabChannel;
}
