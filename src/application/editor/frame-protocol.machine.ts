/**
 * The editor frame's side of the message protocol (spec section 2). On start it tells the parent
 * it is loaded (IFRAME_LOADED), addressed to the parent's exact origin and only when that origin is
 * on the allowlist; a page of any other origin framing us gets nothing. Incoming messages are
 * accepted only from the framing window itself, from an allowed origin, in a valid envelope or one of
 * the spec's bare shapes, with a valid payload; everything else is logged and ignored.
 */
import { enqueueActions, fromCallback, setup } from 'xstate';
import { HOME_PAGE_TYPE_ID, parseToFrame, toParentWire, type ToFrameMessage, type ToParentMessage } from '../../domain/editor/frame-protocol';
import { isAllowedOrigin } from '../../domain/editor/origin-allowlist';
import { parseSections } from '../../domain/theme/theme-document';
import type { FrameChannel, IncomingFrameMessage } from '../ports/frame-channel.port';
import type { FrameView } from '../ports/frame-view.port';
import type { Logger } from '../ports/logger.port';

export interface FrameProtocolInput {
  channel: FrameChannel;
  view: FrameView;
  logger: Logger;
  allowlist: readonly string[];
  pathname: string;
}

interface FrameProtocolContext extends FrameProtocolInput {
  parentOrigin: string | null;
  settings: Record<string, unknown> | null;
  creatorCss: string | null;
  ignored: number;
}

type FrameProtocolEvent =
  | { type: 'RAW'; message: IncomingFrameMessage }
  | { type: 'SECTION_CLICKED'; tempId: string }
  | { type: 'FOCUSED' };

/** How long a focused section keeps its highlight. */
export const HIGHLIGHT_MS = 1600;

function accept(context: FrameProtocolContext, raw: IncomingFrameMessage): ToFrameMessage | string {
  if (!context.parentOrigin || raw.origin !== context.parentOrigin) return `message from origin ${raw.origin} is not from the allowed parent`;
  if (!raw.fromParent) return 'message not sent by the framing window';
  const parsed = parseToFrame(raw.data);
  return parsed.ok ? parsed.message : parsed.reason;
}

function post(context: FrameProtocolContext, message: ToParentMessage): void {
  if (context.parentOrigin) context.channel.post(toParentWire(message), context.parentOrigin);
}

export const frameProtocolMachine = setup({
  types: { context: {} as FrameProtocolContext, events: {} as FrameProtocolEvent, input: {} as FrameProtocolInput },
  actors: {
    windowMessages: fromCallback<FrameProtocolEvent, FrameChannel>(({ sendBack, input }) =>
      input.listen((message) => sendBack({ type: 'RAW', message }))),
    sectionClicks: fromCallback<FrameProtocolEvent, FrameView>(({ sendBack, input }) =>
      input.onSectionClick((tempId) => sendBack({ type: 'SECTION_CLICKED', tempId }))),
  },
  guards: {
    connected: ({ context }) => context.parentOrigin !== null,
  },
}).createMachine({
  id: 'frameProtocol',
  context: ({ input }) => {
    const origin = input.channel.parentOrigin();
    const allowed = origin !== null && isAllowedOrigin(origin, input.allowlist);
    if (origin !== null && !allowed) input.logger.warn(`Editor frame: parent origin ${origin} is not allowed; the frame stays silent`);
    return { ...input, parentOrigin: allowed ? origin : null, settings: null, creatorCss: null, ignored: 0 };
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'connected', target: 'connected' }, { target: 'detached' }],
    },
    /** Not framed, or framed by a page we do not serve: the page renders as it is and listens to nobody. */
    detached: { type: 'final' },
    connected: {
      entry: ({ context }) => post(context, { type: 'IFRAME_LOADED', payload: { pathname: context.pathname } }),
      invoke: [
        { src: 'windowMessages', input: ({ context }) => context.channel },
        { src: 'sectionClicks', input: ({ context }) => context.view },
      ],
      on: {
        SECTION_CLICKED: {
          actions: ({ context, event }) => post(context, { type: 'COMPONENT_EVENT', payload: { temp_id: event.tempId, event: 'select' } }),
        },
        RAW: {
          actions: enqueueActions(({ context, event, enqueue }) => {
            const message = accept(context, event.message);
            if (typeof message === 'string') {
              enqueue(() => context.logger.warn(`Editor frame ignored a message: ${message}`));
              enqueue.assign({ ignored: context.ignored + 1 });
              return;
            }
            const { patch, effect } = handle(context, message);
            enqueue.assign(patch);
            enqueue(effect);
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
          after: { [HIGHLIGHT_MS]: { target: 'idle', actions: ({ context }) => context.view.clearHighlight() } },
        },
      },
    },
  },
});

/** What one accepted message changes in the context, and what it does to the page or the parent. */
function handle(context: FrameProtocolContext, message: ToFrameMessage): { patch: Partial<FrameProtocolContext>; effect: () => void } {
  switch (message.type) {
    case 'SET_COMPONENT': {
      // Only the home page's sections are shown in the frame; other page types are ignored here.
      const home = message.payload.meta.pageTypeID === HOME_PAGE_TYPE_ID;
      const sections = parseSections(message.payload.data);
      return { patch: {}, effect: () => home && context.view.showSections(sections) };
    }
    case 'SET_SETTINGS': {
      const { settings } = message.payload;
      return { patch: { settings }, effect: () => context.view.applyTheme(settings, context.creatorCss) };
    }
    case 'SET_CREATOR_THEME_CSS': {
      const { css } = message.payload;
      return { patch: { creatorCss: css }, effect: () => context.view.applyTheme(context.settings ?? {}, css) };
    }
    case 'SET_PREVIEW_ACCESS':
      return { patch: {}, effect: () => context.view.grantAccess(message.payload.token) };
    case 'FOCUS_COMPONENT':
      return { patch: {}, effect: () => context.view.focusSection(message.payload.temp_id) };
    case 'GET_SECTION_CLASSES':
      return { patch: {}, effect: () => post(context, { type: 'SECTION_CLASSES', payload: context.view.sectionClasses(message.payload.selector) }) };
  }
}
