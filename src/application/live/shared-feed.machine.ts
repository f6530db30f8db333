/**
 * One live stream per store per browser, shared by its tabs (docs/live-updates.md). Every
 * tab asks for the store's tab lock; the tab that holds it leads: it alone opens the stream, tells
 * each frame to the other tabs over the store's tab channel and answers a joining tab's ask with
 * the flag it knows. The others follow what the channel says. When the leader closes, the browser
 * hands the lock to a waiting tab, which opens the stream in its turn. A dropped stream is opened
 * again after a growing, jittered wait (reconnect-backoff.ts). Each tab hears each value once (the flag
 * with the store's settings' version, where the stream says it):
 * repeats (a reconnect's first frame, a second answer) are not passed on. The stream's news that the
 * owner saved the store's settings is passed on the same way (every tab hears it once).
 */
import { enqueueActions, fromCallback, setup } from 'xstate';
import { liveTabsName, type LiveTabMessage } from '../../domain/live/live-tab-message';
import { reconnectDelayMs } from '../../domain/live/reconnect-backoff';
import type { MaintenanceStream } from '../ports/maintenance-stream.port';
import type { TabChannels } from '../ports/tab-channel.port';
import type { TabLock } from '../ports/tab-lock.port';

export interface SharedFeedDeps {
  locks: TabLock;
  channels: TabChannels;
  stream: MaintenanceStream;
  /** 0 to 1, for the reconnect jitter. */
  random(): number;
}

export type SharedFeedEvent =
  | { type: 'LOCK_HELD' }
  | { type: 'ASKED' }
  | { type: 'TOLD'; isMaintenance: boolean; settingsVersion?: string | undefined }
  | { type: 'FRAME'; isMaintenance: boolean; settingsVersion?: string | undefined }
  | { type: 'DROPPED' }
  /** The stream (leader) or the channel (follower) says the owner saved the store's settings. */
  | { type: 'SETTINGS'; settingsVersion?: string | undefined }
  | { type: 'SETTINGS_TOLD'; settingsVersion?: string | undefined }
  | { type: 'LEAVE' };

export type SharedFeedEmitted = { type: 'flag'; isMaintenance: boolean; settingsVersion?: string | undefined } | { type: 'settings' };

interface SharedFeedContext {
  storeName: string;
  /** The flag this tab last heard, null until the first. */
  flag: boolean | null;
  /** The store's settings' version this tab last heard, where the stream says it. */
  settingsVersion: string | undefined;
  /** Reconnects tried since the last frame. */
  attempt: number;
}

type Post = { type: 'POST'; message: LiveTabMessage };
type StoreState = { isMaintenance: boolean; settingsVersion?: string | undefined };

const sharedFeed = setup({
  types: {
    context: {} as SharedFeedContext,
    /** flag: what a tab coming back from the back/forward cache last heard (shared-maintenance-feed.ts). */
    input: {} as { storeName: string; flag?: boolean | null; settingsVersion?: string | undefined },
    events: {} as SharedFeedEvent,
    emitted: {} as SharedFeedEmitted,
  },
  actors: {
    /** Sends LOCK_HELD once this tab holds the store's tab lock; lets go on cleanup. */
    lock: fromCallback<SharedFeedEvent, { name: string }>(() => undefined),
    /** The store's tab channel: asks on opening, sends back what others tell, posts what it receives. */
    channel: fromCallback<Post, { name: string }>(() => undefined),
    /** The store's live stream: sends FRAME, SETTINGS and DROPPED. */
    stream: fromCallback<SharedFeedEvent, { storeName: string }>(() => undefined),
  },
  actions: {
    hear: enqueueActions(({ context, enqueue }, params: StoreState) => {
      const settingsVersion = params.settingsVersion ?? context.settingsVersion;
      if (context.flag === params.isMaintenance && context.settingsVersion === settingsVersion) return;
      enqueue.assign({ flag: params.isMaintenance, settingsVersion });
      enqueue.emit({ type: 'flag', isMaintenance: params.isMaintenance, settingsVersion });
    }),
    tell: enqueueActions(({ context, enqueue }, params: { isMaintenance: boolean | null }) => {
      if (params.isMaintenance === null) return;
      const { settingsVersion } = context;
      const message: LiveTabMessage =
        settingsVersion === undefined
          ? { type: 'flag', isMaintenance: params.isMaintenance }
          : { type: 'flag', isMaintenance: params.isMaintenance, settingsVersion };
      enqueue.sendTo('channel', { type: 'POST', message } satisfies Post);
    }),
  },
  delays: {
    reconnect: ({ context }) => reconnectDelayMs(context.attempt, 0.5),
  },
});

export const sharedFeedMachine = sharedFeed.createMachine({
  id: 'sharedFeed',
  context: ({ input }) => ({ storeName: input.storeName, flag: input.flag ?? null, settingsVersion: input.settingsVersion, attempt: 0 }),
  invoke: [
    { id: 'lock', src: 'lock', input: ({ context }) => ({ name: liveTabsName(context.storeName) }) },
    { id: 'channel', src: 'channel', input: ({ context }) => ({ name: liveTabsName(context.storeName) }) },
  ],
  initial: 'following',
  // A leaving tab closes its stream (exiting `leading`) before it lets go of the lock (the actor
  // ends), so the next leader's stream never overlaps it. Stopping the actor instead would stop the
  // lock first.
  on: { LEAVE: '.left' },
  states: {
    following: {
      on: {
        LOCK_HELD: 'leading',
        TOLD: { actions: { type: 'hear', params: ({ event }) => event } },
        SETTINGS_TOLD: {
          actions: enqueueActions(({ context, event, enqueue }) => {
            enqueue.assign({ settingsVersion: event.settingsVersion ?? context.settingsVersion });
            enqueue.emit({ type: 'settings' });
          }),
        },
      },
    },
    // Only the lock holder tells, so what another tab tells the leader is a stray: the stream decides.
    leading: {
      initial: 'streaming',
      on: {
        ASKED: { actions: { type: 'tell', params: ({ context }) => ({ isMaintenance: context.flag }) } },
      },
      states: {
        streaming: {
          invoke: { id: 'stream', src: 'stream', input: ({ context }) => ({ storeName: context.storeName }) },
          on: {
            FRAME: {
              actions: [
                // Heard first, so what is told carries the version the frame said.
                { type: 'hear', params: ({ event }) => event },
                { type: 'tell', params: ({ event }) => ({ isMaintenance: event.isMaintenance }) },
                enqueueActions(({ enqueue }) => enqueue.assign({ attempt: 0 })),
              ],
            },
            SETTINGS: {
              // The new version is kept, so a tab that joins later is told it with the flag.
              actions: enqueueActions(({ context, event, enqueue }) => {
                const { settingsVersion } = event;
                enqueue.assign({ settingsVersion: settingsVersion ?? context.settingsVersion });
                enqueue.emit({ type: 'settings' });
                const message: LiveTabMessage =
                  settingsVersion === undefined ? { type: 'settings' } : { type: 'settings', settingsVersion };
                enqueue.sendTo('channel', { type: 'POST', message } satisfies Post);
              }),
            },
            DROPPED: 'waiting',
          },
        },
        waiting: {
          after: {
            reconnect: {
              target: 'streaming',
              actions: enqueueActions(({ context, enqueue }) => enqueue.assign({ attempt: context.attempt + 1 })),
            },
          },
        },
      },
    },
    left: { type: 'final' },
  },
});

/** The machine with its capabilities bound to the browser's tab lock, channels and stream (or fakes). */
export function createSharedFeedMachine(deps: SharedFeedDeps) {
  return sharedFeedMachine.provide({
    actors: {
      lock: fromCallback<SharedFeedEvent, { name: string }>(({ input, sendBack }) =>
        deps.locks.hold(input.name, () => sendBack({ type: 'LOCK_HELD' })),
      ),
      /** Joining asks whoever leads for the flag they know. */
      channel: fromCallback<Post, { name: string }>(({ input, sendBack, receive }) => {
        const channel = deps.channels.open(input.name, (message) =>
          sendBack(
            message.type === 'ask'
              ? { type: 'ASKED' }
              : message.type === 'settings'
                ? { type: 'SETTINGS_TOLD', settingsVersion: message.settingsVersion }
                : { type: 'TOLD', isMaintenance: message.isMaintenance, settingsVersion: message.settingsVersion },
          ),
        );
        receive((event) => channel.post(event.message));
        channel.post({ type: 'ask' });
        return () => channel.close();
      }),
      stream: fromCallback<SharedFeedEvent, { storeName: string }>(({ input, sendBack }) =>
        deps.stream.open(input.storeName, {
          onFlag: (isMaintenance, settingsVersion) => sendBack({ type: 'FRAME', isMaintenance, settingsVersion }),
          onDrop: () => sendBack({ type: 'DROPPED' }),
          onSettings: (settingsVersion) => sendBack({ type: 'SETTINGS', settingsVersion }),
        }),
      ),
    },
    delays: {
      reconnect: ({ context }) => reconnectDelayMs(context.attempt, deps.random()),
    },
  });
}
