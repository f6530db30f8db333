/**
 * The studio's autosave (was a hook of refs and timers, decision 28). The draft is saved shortly after
 * the owner stops editing, one save at a time, with the revision the server last confirmed (so a
 * second tab's newer draft is never silently overwritten): a save asked for while one is out waits
 * for it, since two saves in flight with one revision made the owner's own tab look like a
 * conflicting one. A failed timed save is tried once more after a pause; a conflict is not (the same
 * revision would be refused again) and waits for the owner: KEEP_MINE saves this tab's draft over the
 * other one, or the workspace loads the other one and ADOPTs it. FLUSH saves now (before publishing).
 * Callers that wait (flush, keep mine) hold a ticket (`asked`); each save run emits `settled` with
 * the tickets it covers.
 */
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { StudioResult } from '../ports/studio-api.port';
import type { StudioDocument } from '../../domain/studio/theme-edits';

export type SaveState =
  | { kind: 'saved'; at: string | null }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'error'; message: string }
  | { kind: 'conflict'; message: string };

export const QUIET_MS = 600;
export const RETRY_MS = 3000;

export type AutosaveEvent =
  | { type: 'EDIT'; doc: StudioDocument }
  | { type: 'FLUSH' }
  | { type: 'KEEP_MINE' }
  | { type: 'ADOPT'; doc: StudioDocument; revision: number; savedAt: string | null }
  | { type: 'QUIET_OVER' }
  | { type: 'RETRY' };

export type AutosaveEmitted = { type: 'settled'; ok: boolean; upTo: number };

export interface AutosaveContext {
  latest: StudioDocument;
  /** The document the server holds as this tab's last save; null when a save is due whatever the document. */
  saved: StudioDocument | null;
  revision: number;
  state: SaveState;
  /** When the server last took this tab's draft (null: not this session); an undo back to it shows that again. */
  savedAt: string | null;
  conflicted: boolean;
  /** Tickets handed to waiting callers so far; `serving` is the last one the save in flight covers. */
  asked: number;
  serving: number;
  /** The document the save in flight sends. */
  sending: StudioDocument | null;
  /** A save was asked for while one was out (and whether it came from the quiet timer). */
  queued: 'timer' | 'asked' | null;
  keepMineQueued: boolean;
  /** The save in flight came from the quiet timer: a failure is tried once more. */
  fromTimer: boolean;
}

export type AutosaveInput = { doc: StudioDocument; revision: number; savedAt: string | null };

type SaveAnswer = StudioResult<{ revision: number; savedAt: string | null }>;
type DraftAnswer = StudioResult<{ revision: number }>;

const autosave = setup({
  types: { context: {} as AutosaveContext, events: {} as AutosaveEvent, emitted: {} as AutosaveEmitted, input: {} as AutosaveInput },
  actors: {
    saveDraft: fromPromise<SaveAnswer, { doc: StudioDocument; revision: number }>(() =>
      Promise.reject(new Error('no studio API provided')),
    ),
    readDraft: fromPromise<DraftAnswer>(() => Promise.reject(new Error('no studio API provided'))),
  },
  actions: {
    /** Tells the waiting callers whose tickets this save run covers. */
    settle: emit(({ context }, params: { ok: boolean }) => ({ type: 'settled' as const, ok: params.ok, upTo: context.serving })),
    /** Asks for a save: at once when none is out, else after the one that is. */
    ask: assign(({ context }, params: { from: 'timer' | 'asked' }) => ({
      queued: context.queued === 'asked' || params.from === 'asked' ? ('asked' as const) : ('timer' as const),
    })),
  },
  guards: {
    nothingToSave: ({ context }) => context.latest === context.saved,
    keepMineQueued: ({ context }) => context.keepMineQueued,
    queued: ({ context }) => context.queued !== null,
  },
  delays: { quiet: QUIET_MS, retry: RETRY_MS },
});

const settle = (ok: boolean) => ({ type: 'settle' as const, params: { ok } });
const ask = (from: 'timer' | 'asked') => ({ type: 'ask' as const, params: { from } });

export const autosaveMachine = autosave.createMachine({
  id: 'autosave',
  context: ({ input }) => ({
    latest: input.doc,
    saved: input.doc,
    revision: input.revision,
    state: { kind: 'saved', at: input.savedAt },
    savedAt: input.savedAt,
    conflicted: false,
    asked: 0,
    serving: 0,
    sending: null,
    queued: null,
    keepMineQueued: false,
    fromTimer: false,
  }),
  on: {
    EDIT: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        enqueue.cancel('quiet');
        enqueue.assign({ latest: event.doc });
        // Back to what the server holds (an undo before the quiet time ran out): nothing is unsaved any more.
        if (event.doc === context.saved) {
          if (context.state.kind === 'pending') enqueue.assign({ state: { kind: 'saved', at: context.savedAt } });
          return;
        }
        if (context.state.kind !== 'conflict') enqueue.assign({ state: { kind: 'pending' } });
        enqueue.raise({ type: 'QUIET_OVER' }, { id: 'quiet', delay: 'quiet' });
      }),
    },
    ADOPT: {
      actions: assign(({ event }) => ({
        revision: event.revision,
        saved: event.doc,
        conflicted: false,
        savedAt: event.savedAt,
        state: { kind: 'saved' as const, at: event.savedAt },
      })),
    },
    QUIET_OVER: { actions: ask('timer') },
    RETRY: { actions: ask('asked') },
    FLUSH: { actions: [assign({ asked: ({ context }) => context.asked + 1 }), ask('asked')] },
    KEEP_MINE: { actions: assign({ asked: ({ context }) => context.asked + 1, keepMineQueued: true }) },
  },
  initial: 'idle',
  states: {
    idle: {
      always: [
        { guard: 'keepMineQueued', target: 'reading' },
        { guard: 'queued', target: 'starting' },
      ],
    },
    starting: {
      entry: assign(({ context }) => ({ serving: context.asked, fromTimer: context.queued === 'timer', queued: null })),
      always: [{ guard: 'nothingToSave', target: 'idle', actions: settle(true) }, { target: 'saving' }],
    },
    saving: {
      entry: assign(({ context }) => ({ sending: context.latest, state: { kind: 'saving' as const } })),
      invoke: {
        src: 'saveDraft',
        input: ({ context }) => ({ doc: context.sending!, revision: context.revision }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'idle',
            actions: enqueueActions(({ context, event, enqueue }) => {
              if (!event.output.ok) return;
              const { revision, savedAt } = event.output.value;
              enqueue.assign({
                revision,
                saved: context.sending,
                savedAt,
                state: context.latest === context.sending ? { kind: 'saved', at: savedAt } : { kind: 'pending' },
              });
              enqueue(settle(true));
            }),
          },
          {
            target: 'idle',
            actions: enqueueActions(({ context, event, enqueue }) => {
              if (event.output.ok) return;
              const conflicted = event.output.status === 409;
              enqueue.assign({ conflicted, state: { kind: conflicted ? 'conflict' : 'error', message: event.output.message } });
              enqueue(settle(false));
              if (!conflicted && context.fromTimer) enqueue.raise({ type: 'RETRY' }, { delay: 'retry' });
            }),
          },
        ],
        onError: {
          target: 'idle',
          actions: enqueueActions(({ context, event, enqueue }) => {
            enqueue.assign({ state: { kind: 'error', message: (event.error as Error).message } });
            enqueue(settle(false));
            if (!context.conflicted && context.fromTimer) enqueue.raise({ type: 'RETRY' }, { delay: 'retry' });
          }),
        },
      },
    },
    /** Keep mine: read the other draft's revision, then save this tab's draft over it. */
    reading: {
      entry: assign(({ context }) => ({ keepMineQueued: false, serving: context.asked })),
      invoke: {
        src: 'readDraft',
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'saving',
            // Saved against the other draft: a save is due even if this tab's document has not changed since.
            actions: assign(({ event }) =>
              event.output.ok ? { revision: event.output.value.revision, conflicted: false, saved: null, fromTimer: false } : {},
            ),
          },
          {
            target: 'idle',
            actions: [
              assign(({ event }) => (event.output.ok ? {} : { state: { kind: 'conflict' as const, message: event.output.message } })),
              settle(false),
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: [
            assign(({ event }) => ({ state: { kind: 'conflict' as const, message: (event.error as Error).message } })),
            settle(false),
          ],
        },
      },
    },
  },
});

export interface AutosavePorts {
  saveDraft(doc: StudioDocument, revision: number): Promise<SaveAnswer>;
  getDraft(): Promise<DraftAnswer>;
}

/** The machine with its capabilities bound to the studio's API (composition) or a fake (tests). */
export function createAutosaveMachine(ports: AutosavePorts) {
  return autosaveMachine.provide({
    actors: {
      saveDraft: fromPromise<SaveAnswer, { doc: StudioDocument; revision: number }>(({ input }) =>
        ports.saveDraft(input.doc, input.revision),
      ),
      readDraft: fromPromise<DraftAnswer>(() => ports.getDraft()),
    },
  });
}
