/**
 * The studio's side of the editor-frame link (was a hook of refs and effects, decision 28). The frame
 * gets the whole state whenever it says it loaded (a reloaded frame catches up), then only what
 * changed (settings, creator CSS, sections) on each edit; before its first IFRAME_LOADED it is sent
 * nothing but focus requests. A click in the frame selects the section here (`select`). The frame
 * also gets a read-only preview token, first of all and again before each one expires: it reads
 * catalogue sections with it, since a browser blocks the store's cookies in a frame of the studio's
 * site (application/studio/preview-access.ts keeps the token fresh).
 *
 * The frame's IFRAME_LOADED names the page it shows. A load of another page than the one picked is
 * the page before: a browser may drop the navigation to the picked page when it starts while the
 * frame's first page is still loading (the frame's address names the picked page, yet the old page
 * carries on and says it loaded). The frame is then sent to its address once more, and the link
 * waits for that page's IFRAME_LOADED; once per pick, so a frame that cannot show the page is never
 * sent round in circles.
 */
import { assign, emit, enqueueActions, fromCallback, setup } from 'xstate';
import type { ToFrameMessage } from '../../domain/editor/frame-protocol';
import { framedPage, framedPageMeta, isSamePage, type FramedPageId } from '../../domain/editor/framed-page';
import type { ThemePageKey } from '../../domain/theme/theme-pages';
import type { StudioDocument } from '../../domain/studio/theme-edits';
import type { FrameParentChannel } from '../ports/frame-parent.port';
import { keepPreviewAccess, type PreviewAccessDeps } from './preview-access';

export type FrameLinkEvent =
  /** The frame's page loaded; `page` is the page it shows (a frame that does not say is taken at its word). */
  | { type: 'LOADED'; page?: FramedPageId }
  | { type: 'SELECTED'; tempId: string; block: number | null }
  | { type: 'ACCESS'; token: string }
  | { type: 'DOC'; doc: StudioDocument }
  /** The owner picked another page: the frame is sent on its way there (its IFRAME_LOADED follows). */
  | { type: 'PAGE'; page: ThemePageKey }
  /** Scrolls the frame to a section, or to one of its blocks, and outlines it. */
  | { type: 'FOCUS'; tempId: string; block?: number | null };

/** A click in the frame: the section, and the block of it clicked (null for the section itself). */
export type FrameLinkEmitted = { type: 'select'; tempId: string; block: number | null };

interface FrameLinkContext {
  doc: StudioDocument;
  /** The page of the picker the frame shows (decision 35). */
  page: ThemePageKey;
  access: string | null;
  /** Whether the frame was already sent to its address once more for this page (a dropped navigation). */
  renavigated: boolean;
}

const sectionsMessage = (doc: StudioDocument, page: ThemePageKey): ToFrameMessage => {
  const { data, meta } = framedPage(doc, page);
  return { type: 'SET_COMPONENT', payload: { data, meta } };
};

/** Whether an edit changed what the frame shows of this page (the lists are kept when untouched). */
function frameChanged(before: StudioDocument, after: StudioDocument, page: ThemePageKey): boolean {
  const a = framedPage(before, page);
  const b = framedPage(after, page);
  return a.meta.mainIndex !== b.meta.mainIndex || a.data.length !== b.data.length || a.data.some((section, i) => section !== b.data[i]);
}

const sameFramedPage = (a: ThemePageKey, b: ThemePageKey) => isSamePage(framedPageMeta(a), framedPageMeta(b));

const frameLink = setup({
  types: {
    context: {} as FrameLinkContext,
    events: {} as FrameLinkEvent,
    emitted: {} as FrameLinkEmitted,
    input: {} as { doc: StudioDocument; page?: ThemePageKey },
  },
  actors: {
    /** Sends LOADED and SELECTED for the frame's messages. */
    frameMessages: fromCallback<FrameLinkEvent>(() => undefined),
    /** Sends ACCESS with each fresh preview token. */
    previewAccess: fromCallback<FrameLinkEvent>(() => undefined),
  },
  actions: {
    send: (_, _message: ToFrameMessage) => undefined,
    /** Sends the frame to its address once more. */
    renavigate: () => undefined,
  },
  guards: {
    /** The frame loaded a page other than the one picked, and was not yet sent on again for it. */
    loadedPageBefore: ({ context, event }) =>
      event.type === 'LOADED' && event.page !== undefined && !context.renavigated && !isSamePage(framedPageMeta(context.page), event.page),
  },
});

const send = (message: ToFrameMessage) => ({ type: 'send' as const, params: message });

export const frameLinkMachine = frameLink.createMachine({
  id: 'frameLink',
  context: ({ input }) => ({ doc: input.doc, page: input.page ?? 'home', access: null, renavigated: false }),
  invoke: [{ src: 'frameMessages' }, { src: 'previewAccess' }],
  on: {
    SELECTED: { actions: emit(({ event }) => ({ type: 'select' as const, tempId: event.tempId, block: event.block })) },
    FOCUS: {
      actions: enqueueActions(({ event, enqueue }) =>
        enqueue(
          send({
            type: 'FOCUS_COMPONENT',
            payload: { temp_id: event.tempId, ...(event.block === undefined || event.block === null ? {} : { block: event.block }) },
          }),
        ),
      ),
    },
    LOADED: [
      { guard: 'loadedPageBefore', target: '.waiting', actions: [assign({ renavigated: true }), 'renavigate'] },
      { target: '.loaded', reenter: true },
    ],
  },
  initial: 'waiting',
  states: {
    /** The frame has not said it loaded: edits and tokens are only remembered. */
    waiting: {
      on: {
        DOC: { actions: assign({ doc: ({ event }) => event.doc }) },
        PAGE: { actions: assign({ page: ({ event }) => event.page, renavigated: false }) },
        ACCESS: { actions: assign({ access: ({ event }) => event.token }) },
      },
    },
    loaded: {
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.access) enqueue(send({ type: 'SET_PREVIEW_ACCESS', payload: { token: context.access } }));
        enqueue(send({ type: 'SET_CREATOR_THEME_CSS', payload: { css: context.doc.creator_theme_css } }));
        enqueue(send({ type: 'SET_SETTINGS', payload: { settings: context.doc.settings } }));
        enqueue(send(sectionsMessage(context.doc, context.page)));
      }),
      on: {
        // Another page of the same frame (the header group on the home page) is sent at once; a page
        // the frame must load first waits for its IFRAME_LOADED, which resends everything.
        PAGE: [
          {
            guard: ({ context, event }) => sameFramedPage(context.page, event.page),
            actions: enqueueActions(({ context, event, enqueue }) => {
              enqueue.assign({ page: event.page });
              enqueue(send(sectionsMessage(context.doc, event.page)));
            }),
          },
          { target: 'waiting', actions: assign({ page: ({ event }) => event.page, renavigated: false }) },
        ],
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
            if (after.creator_theme_css !== before.creator_theme_css)
              enqueue(send({ type: 'SET_CREATOR_THEME_CSS', payload: { css: after.creator_theme_css } }));
            if (frameChanged(before, after, context.page)) enqueue(send(sectionsMessage(after, context.page)));
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
      frameMessages: fromCallback<FrameLinkEvent>(({ sendBack }) =>
        ports.channel.listen((message) => {
          if (message.type === 'IFRAME_LOADED')
            sendBack({ type: 'LOADED', ...(message.payload.page ? { page: message.payload.page } : {}) });
          else if (message.type === 'COMPONENT_EVENT')
            sendBack({ type: 'SELECTED', tempId: message.payload.temp_id, block: message.payload.block ?? null });
        }),
      ),
      previewAccess: fromCallback<FrameLinkEvent>(({ sendBack }) => {
        const keeper = keepPreviewAccess(ports.access, (token) => sendBack({ type: 'ACCESS', token }));
        return () => keeper.stop();
      }),
    },
    actions: {
      send: (_, message) => ports.channel.send(message),
      renavigate: () => ports.channel.renavigate(),
    },
  });
}
