/**
 * The studio's side of the editor-frame link (was a hook of refs and effects, issue 15). The frame
 * gets the whole state whenever it says it loaded (a reloaded frame catches up), then only what
 * changed (settings, creator CSS, sections) on each edit; before its first IFRAME_LOADED it is sent
 * nothing but focus requests. A click in the frame selects the section here (`select`). The frame
 * also gets a read-only preview token, first of all and again before each one expires: it reads
 * catalogue sections with it, since a browser blocks the store's cookies in a frame of the studio's
 * site (application/studio/preview-access.ts keeps the token fresh).
 */
import { assign, emit, enqueueActions, fromCallback, setup } from 'xstate';
import { HOME_PAGE_TYPE_ID, type ToFrameMessage } from '../../domain/editor/frame-protocol';
import type { StudioDocument } from '../../domain/studio/theme-edits';
import type { FrameParentChannel } from '../ports/frame-parent.port';
import { keepPreviewAccess, type PreviewAccessDeps } from './preview-access';

export type FrameLinkEvent =
  | { type: 'LOADED' }
  | { type: 'SELECTED'; tempId: string }
  | { type: 'ACCESS'; token: string }
  | { type: 'DOC'; doc: StudioDocument }
  | { type: 'FOCUS'; tempId: string };

export type FrameLinkEmitted = { type: 'select'; tempId: string };

interface FrameLinkContext {
  doc: StudioDocument;
  access: string | null;
}

const sectionsMessage = (doc: StudioDocument): ToFrameMessage => ({ type: 'SET_COMPONENT', payload: { data: doc.sections, meta: { pageTypeID: HOME_PAGE_TYPE_ID } } });

const frameLink = setup({
  types: { context: {} as FrameLinkContext, events: {} as FrameLinkEvent, emitted: {} as FrameLinkEmitted, input: {} as { doc: StudioDocument } },
  actors: {
    /** Sends LOADED and SELECTED for the frame's messages. */
    frameMessages: fromCallback<FrameLinkEvent>(() => undefined),
    /** Sends ACCESS with each fresh preview token. */
    previewAccess: fromCallback<FrameLinkEvent>(() => undefined),
  },
  actions: {
    send: (_, _message: ToFrameMessage) => undefined,
  },
});

const send = (message: ToFrameMessage) => ({ type: 'send' as const, params: message });

export const frameLinkMachine = frameLink.createMachine({
  id: 'frameLink',
  context: ({ input }) => ({ doc: input.doc, access: null }),
  invoke: [{ src: 'frameMessages' }, { src: 'previewAccess' }],
  on: {
    SELECTED: { actions: emit(({ event }) => ({ type: 'select' as const, tempId: event.tempId })) },
    FOCUS: { actions: enqueueActions(({ event, enqueue }) => enqueue(send({ type: 'FOCUS_COMPONENT', payload: { temp_id: event.tempId } }))) },
    LOADED: { target: '.loaded', reenter: true },
  },
  initial: 'waiting',
  states: {
    /** The frame has not said it loaded: edits and tokens are only remembered. */
    waiting: {
      on: {
        DOC: { actions: assign({ doc: ({ event }) => event.doc }) },
        ACCESS: { actions: assign({ access: ({ event }) => event.token }) },
      },
    },
    loaded: {
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.access) enqueue(send({ type: 'SET_PREVIEW_ACCESS', payload: { token: context.access } }));
        enqueue(send({ type: 'SET_CREATOR_THEME_CSS', payload: { css: context.doc.creator_theme_css } }));
        enqueue(send({ type: 'SET_SETTINGS', payload: { settings: context.doc.settings } }));
        enqueue(send(sectionsMessage(context.doc)));
      }),
      on: {
        ACCESS: {
          actions: enqueueActions(({ event, enqueue }) => {
            enqueue.assign({ access: event.token });
            enqueue(send({ type: 'SET_PREVIEW_ACCESS', payload: { token: event.token } }));
          }),
        },
        // Only the parts an edit changed, each as its own message.
        DOC: {
          actions: enqueueActions(({ context, event, enqueue }) => {
            const before = context.doc;
            const after = event.doc;
            enqueue.assign({ doc: after });
            if (after.settings !== before.settings) enqueue(send({ type: 'SET_SETTINGS', payload: { settings: after.settings } }));
            if (after.creator_theme_css !== before.creator_theme_css) enqueue(send({ type: 'SET_CREATOR_THEME_CSS', payload: { css: after.creator_theme_css } }));
            if (after.sections !== before.sections) enqueue(send(sectionsMessage(after)));
          }),
        },
      },
    },
  },
});

export interface FrameLinkPorts {
  channel: FrameParentChannel;
  access: PreviewAccessDeps;
}

/** The machine with its capabilities bound to the frame's channel and the studio's API (or fakes). */
export function createFrameLinkMachine(ports: FrameLinkPorts) {
  return frameLinkMachine.provide({
    actors: {
      frameMessages: fromCallback<FrameLinkEvent>(({ sendBack }) => ports.channel.listen((message) => {
        if (message.type === 'IFRAME_LOADED') sendBack({ type: 'LOADED' });
        else if (message.type === 'COMPONENT_EVENT') sendBack({ type: 'SELECTED', tempId: message.payload.temp_id });
      })),
      previewAccess: fromCallback<FrameLinkEvent>(({ sendBack }) => {
        const keeper = keepPreviewAccess(ports.access, (token) => sendBack({ type: 'ACCESS', token }));
        return () => keeper.stop();
      }),
    },
    actions: {
      send: (_, message) => ports.channel.send(message),
    },
  });
}
