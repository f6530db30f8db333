/**
 * The editor frame's side of the message protocol (spec section 2). On start it tells the parent
 * it is loaded (IFRAME_LOADED, with the page it shows), addressed to the parent's exact origin and only when that origin is
 * on the allowlist; a page of any other origin framing us gets nothing. Incoming messages are
 * accepted only from the framing window itself, from an allowed origin, in a valid envelope or one of
 * the spec's bare shapes, with a valid payload; everything else is logged and ignored.
 *
 * Shape of decision 28: the window's messages and the page's clicks are named sources, every effect
 * on the page or the parent a named action; createFrameProtocolMachine binds them to the channel,
 * the page view and the logger, and the input carries data only.
 */
import { enqueueActions, fromCallback, setup } from 'xstate';
import { parseToFrame, toParentWire, type ToFrameMessage, type ToParentMessage } from '../../domain/editor/frame-protocol';
import { isAllowedOrigin } from '../../domain/editor/origin-allowlist';
import { HOME_FRAME_PAGE, isSamePage, type FramedPageId } from '../../domain/editor/framed-page';
import { parseSections } from '../../domain/theme/theme-document';
import type { Section } from '../../domain/sections/section';
import type { FrameChannel, IncomingFrameMessage } from '../ports/frame-channel.port';
import type { FrameView } from '../ports/frame-view.port';
import type { Logger } from '../ports/logger.port';

/** Data only: who frames us (the channel's parent origin, null when not framed), whom we answer, and the page. */
export interface FrameProtocolInput {
  parentOrigin: string | null;
  allowlist: readonly string[];
  pathname: string;
  /** The page the frame shows (decision 35); the home page when not given. */
  page?: FramedPageId;
}

interface FrameProtocolContext {
  /** The framing page's origin once allowed; null: we say nothing and listen to nobody. */
  parentOrigin: string | null;
  /** A framing page's origin that is not on the allowlist (logged once). */
  refusedOrigin: string | null;
  pathname: string;
  page: FramedPageId;
  settings: Record<string, unknown> | null;
  creatorCss: string | null;
  ignored: number;
}

type FrameProtocolEvent =
  { type: 'RAW'; message: IncomingFrameMessage } | { type: 'SECTION_CLICKED'; tempId: string; block: number | null } | { type: 'FOCUSED' };

/** How long a focused section keeps its highlight. */
export const HIGHLIGHT_MS = 1600;

function accept(context: FrameProtocolContext, raw: IncomingFrameMessage): ToFrameMessage | string {
  if (!context.parentOrigin || raw.origin !== context.parentOrigin)
    return `message from origin ${raw.origin} is not from the allowed parent`;
  if (!raw.fromParent) return 'message not sent by the framing window';
  const parsed = parseToFrame(raw.data);
  return parsed.ok ? parsed.message : parsed.reason;
}

/** A named action with its parameters, for enqueueing. */
type Do<T extends string, P> = { type: T; params: P };
const post = (message: ToParentMessage): Do<'post', ToParentMessage> => ({ type: 'post', params: message });

const frameProtocol = setup({
  types: { context: {} as FrameProtocolContext, events: {} as FrameProtocolEvent, input: {} as FrameProtocolInput },
  actors: {
    /** Sends RAW for every message the window receives. */
    windowMessages: fromCallback<FrameProtocolEvent>(() => undefined),
    /** Sends SECTION_CLICKED when the shopper-facing page's section is clicked. */
    sectionClicks: fromCallback<FrameProtocolEvent>(() => undefined),
  },
  actions: {
    /** Posts to the framing page, addressed to its exact origin. */
    post: (_, _message: ToParentMessage) => undefined,
    warn: (_, _message: string) => undefined,
    showSections: (_, _page: { sections: Section[]; mainIndex: number | null }) => undefined,
    applyTheme: (_, _theme: { settings: Record<string, unknown>; creatorCss: string | null }) => undefined,
    grantAccess: (_, _token: string) => undefined,
    focusSection: (_, _target: { tempId: string; block: number | null }) => undefined,
    clearHighlight: () => undefined,
    /** Answers GET_SECTION_CLASSES with the page's classes for the selector (SECTION_CLASSES). */
    answerSectionClasses: (_, _selector: string) => undefined,
  },
  guards: {
    connected: ({ context }) => context.parentOrigin !== null,
  },
});

export const frameProtocolMachine = frameProtocol.createMachine({
  id: 'frameProtocol',
  context: ({ input }) => {
    const origin = input.parentOrigin;
    const allowed = origin !== null && isAllowedOrigin(origin, input.allowlist);
    return {
      parentOrigin: allowed ? origin : null,
      refusedOrigin: allowed ? null : origin,
      pathname: input.pathname,
      page: input.page ?? HOME_FRAME_PAGE,
      settings: null,
      creatorCss: null,
      ignored: 0,
    };
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'connected', target: 'connected' }, { target: 'detached' }],
    },
    /** Not framed, or framed by a page we do not serve: the page renders as it is and listens to nobody. */
    detached: {
      type: 'final',
      entry: enqueueActions(({ context, enqueue }) => {
        const origin = context.refusedOrigin;
        if (origin !== null)
          enqueue({ type: 'warn', params: `Editor frame: parent origin ${origin} is not allowed; the frame stays silent` });
      }),
    },
    connected: {
      entry: enqueueActions(({ context, enqueue }) =>
        enqueue(post({ type: 'IFRAME_LOADED', payload: { pathname: context.pathname, page: context.page } })),
      ),
      invoke: [{ src: 'windowMessages' }, { src: 'sectionClicks' }],
      on: {
        SECTION_CLICKED: {
          actions: enqueueActions(({ event, enqueue }) =>
            enqueue(
              post({
                type: 'COMPONENT_EVENT',
                payload: { temp_id: event.tempId, event: 'select', ...(event.block === null ? {} : { block: event.block }) },
              }),
            ),
          ),
        },
        RAW: {
          actions: enqueueActions(({ context, event, enqueue }) => {
            const message = accept(context, event.message);
            if (typeof message === 'string') {
              enqueue({ type: 'warn', params: `Editor frame ignored a message: ${message}` });
              enqueue.assign({ ignored: context.ignored + 1 });
              return;
            }
            const { patch, effect } = handle(context, message);
            enqueue.assign(patch);
            if (effect) enqueue(effect);
            if (message.type === 'FOCUS_COMPONENT') enqueue.raise({ type: 'FOCUSED' });
          }),
        },
        // A new focus restarts the highlight's clock.
        FOCUSED: { target: '.highlighting', reenter: true },
      },
      initial: 'idle',
      states: {
        idle: {},
        highlighting: {
          after: { [HIGHLIGHT_MS]: { target: 'idle', actions: 'clearHighlight' } },
        },
      },
    },
  },
});

type Effect =
  | Do<'showSections', { sections: Section[]; mainIndex: number | null }>
  | Do<'applyTheme', { settings: Record<string, unknown>; creatorCss: string | null }>
  | Do<'grantAccess', string>
  | Do<'focusSection', { tempId: string; block: number | null }>
  | Do<'answerSectionClasses', string>;

/** What one accepted message changes in the context, and what it does to the page or the parent. */
function handle(context: FrameProtocolContext, message: ToFrameMessage): { patch: Partial<FrameProtocolContext>; effect: Effect | null } {
  switch (message.type) {
    case 'SET_COMPONENT': {
      // The sections of the page the frame shows; those of another page (the studio switched pages
      // and the frame is on its way there) are not this page's.
      const { meta } = message.payload;
      if (!isSamePage(context.page, meta)) return { patch: {}, effect: null };
      return {
        patch: {},
        effect: { type: 'showSections', params: { sections: parseSections(message.payload.data), mainIndex: meta.mainIndex ?? null } },
      };
    }
    case 'SET_SETTINGS': {
      const { settings } = message.payload;
      return { patch: { settings }, effect: { type: 'applyTheme', params: { settings, creatorCss: context.creatorCss } } };
    }
    case 'SET_CREATOR_THEME_CSS': {
      const { css } = message.payload;
      return { patch: { creatorCss: css }, effect: { type: 'applyTheme', params: { settings: context.settings ?? {}, creatorCss: css } } };
    }
    case 'SET_PREVIEW_ACCESS':
      return { patch: {}, effect: { type: 'grantAccess', params: message.payload.token } };
    case 'FOCUS_COMPONENT':
      return {
        patch: {},
        effect: { type: 'focusSection', params: { tempId: message.payload.temp_id, block: message.payload.block ?? null } },
      };
    case 'GET_SECTION_CLASSES':
      return { patch: {}, effect: { type: 'answerSectionClasses', params: message.payload.selector } };
  }
}

export interface FrameProtocolPorts {
  channel: FrameChannel;
  view: FrameView;
  logger: Logger;
}

/** The machine with its sources and effects bound to the window and the page (composition) or fakes (tests). */
export function createFrameProtocolMachine(ports: FrameProtocolPorts) {
  const { channel, view } = ports;
  const postTo = (context: FrameProtocolContext, message: ToParentMessage) => {
    if (context.parentOrigin) channel.post(toParentWire(message), context.parentOrigin);
  };
  return frameProtocolMachine.provide({
    actors: {
      windowMessages: fromCallback<FrameProtocolEvent>(({ sendBack }) => channel.listen((message) => sendBack({ type: 'RAW', message }))),
      sectionClicks: fromCallback<FrameProtocolEvent>(({ sendBack }) =>
        view.onSectionClick((tempId, block) => sendBack({ type: 'SECTION_CLICKED', tempId, block })),
      ),
    },
    actions: {
      post: ({ context }, message) => postTo(context, message),
      warn: (_, message) => ports.logger.warn(message),
      showSections: (_, { sections, mainIndex }) => view.showSections(sections, mainIndex),
      applyTheme: (_, { settings, creatorCss }) => view.applyTheme(settings, creatorCss),
      grantAccess: (_, token) => view.grantAccess(token),
      focusSection: (_, { tempId, block }) => void view.focusSection(tempId, block),
      clearHighlight: () => view.clearHighlight(),
      answerSectionClasses: ({ context }, selector) => postTo(context, { type: 'SECTION_CLASSES', payload: view.sectionClasses(selector) }),
    },
  });
}
