/** The studio's frame link on a bare actor: a fake frame channel and a fake preview-access call. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ToFrameMessage, ToParentMessage } from '../../../src/domain/editor/frame-protocol';
import type { StudioDocument } from '../../../src/domain/studio/theme-edits';
import { parseThemeDocument } from '../../../src/domain/theme/theme-document';
import { createFrameLinkMachine } from '../../../src/application/studio/frame-link.machine';
import { framedPageMeta } from '../../../src/domain/editor/framed-page';

const s1 = { temp_id: 's1', section_type_id: 8, is_hidden: false, style: {}, content: {} } as const;
const doc = (heading: string, css = ''): StudioDocument => ({
  ...parseThemeDocument('{}'),
  settings: { heading },
  sections: [s1],
  creator_theme_css: css,
});
const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(onRenavigate: () => void = () => undefined) {
  const sent: ToFrameMessage[] = [];
  let fromFrame: ((message: ToParentMessage) => void) | null = null;
  const timers: Array<{ run: () => void; ms: number }> = [];
  const machine = createFrameLinkMachine({
    channel: {
      listen: (on) => {
        fromFrame = on;
        return () => {
          fromFrame = null;
        };
      },
      send: (message) => sent.push(message),
      renavigate: () => onRenavigate(),
    },
    access: {
      fetch: () => Promise.resolve({ ok: true, value: { token: 'tok', expiresInSeconds: 300 } }),
      schedule: (run, ms) => {
        timers.push({ run, ms });
        return () => undefined;
      },
    },
  });
  const actor = createActor(machine, { input: { doc: doc('a') } });
  const selected: string[] = [];
  actor.on('select', (event) => selected.push(event.block === null ? event.tempId : `${event.tempId}#${event.block}`));
  actor.start();
  return { actor, sent, selected, timers, frame: (message: ToParentMessage) => fromFrame?.(message), listening: () => fromFrame !== null };
}

describe('frame link machine', () => {
  it('sends nothing but focus before the frame loads, then the whole state, token first', async () => {
    const h = harness();
    await flushPromises();
    h.actor.send({ type: 'DOC', doc: doc('b') });
    h.actor.send({ type: 'FOCUS', tempId: 's1' });
    expect(h.sent.map((m) => m.type)).toEqual(['FOCUS_COMPONENT']);
    h.frame({ type: 'IFRAME_LOADED', payload: { pathname: '/editor' } });
    expect(h.sent.map((m) => m.type)).toEqual([
      'FOCUS_COMPONENT',
      'SET_PREVIEW_ACCESS',
      'SET_CREATOR_THEME_CSS',
      'SET_SETTINGS',
      'SET_COMPONENT',
    ]);
    expect(h.sent[3]).toEqual({ type: 'SET_SETTINGS', payload: { settings: { heading: 'b' } } });
    // The token is renewed with two thirds of its life gone.
    expect(h.timers.map((t) => t.ms)).toEqual([200_000]);
  });

  it('once loaded, sends only what an edit changed; a reloaded frame catches up whole', () => {
    const h = harness();
    h.frame({ type: 'IFRAME_LOADED', payload: { pathname: '/editor' } });
    h.sent.length = 0;
    const before = doc('a');
    h.actor.send({ type: 'DOC', doc: before });
    h.sent.length = 0;
    h.actor.send({ type: 'DOC', doc: { ...before, creator_theme_css: 'p{}' } });
    expect(h.sent).toEqual([{ type: 'SET_CREATOR_THEME_CSS', payload: { css: 'p{}' } }]);
    h.frame({ type: 'IFRAME_LOADED', payload: { pathname: '/editor' } });
    expect(h.sent.map((m) => m.type)).toEqual(['SET_CREATOR_THEME_CSS', 'SET_CREATOR_THEME_CSS', 'SET_SETTINGS', 'SET_COMPONENT']);
  });

  it('a click in the frame selects its section, or the block clicked in it; stopping stops listening', () => {
    const h = harness();
    h.frame({ type: 'COMPONENT_EVENT', payload: { temp_id: 's1', event: 'select' } });
    h.frame({ type: 'COMPONENT_EVENT', payload: { temp_id: 's1', event: 'select', block: 3 } });
    expect(h.selected).toEqual(['s1', 's1#3']);
    h.actor.send({ type: 'FOCUS', tempId: 's1', block: 2 });
    h.actor.send({ type: 'FOCUS', tempId: 's1', block: null });
    expect(h.sent.slice(-2)).toEqual([
      { type: 'FOCUS_COMPONENT', payload: { temp_id: 's1', block: 2 } },
      { type: 'FOCUS_COMPONENT', payload: { temp_id: 's1' } },
    ]);
    h.actor.stop();
    expect(h.listening()).toBe(false);
  });

  it("on another page, sends that page's sections once its frame has loaded, and the template body's place (decision 35)", () => {
    const h = harness();
    h.frame({ type: 'IFRAME_LOADED', payload: { pathname: '/editor' } });
    const start = doc('a');
    h.actor.send({ type: 'DOC', doc: start });
    h.actor.send({ type: 'PAGE', page: 'header' });
    expect(h.sent.at(-1)).toMatchObject({ type: 'SET_COMPONENT', payload: { meta: { pageTypeID: '1' } } });
    h.sent.length = 0;
    h.actor.send({ type: 'PAGE', page: 'product' });
    const p1 = { ...s1, temp_id: 'p1' };
    h.actor.send({ type: 'DOC', doc: { ...start, templates: { ...start.templates, product: { sections: [p1], main_index: 0 } } } });
    expect(h.sent).toEqual([]);
    h.frame({ type: 'IFRAME_LOADED', payload: { pathname: '/editor' } });
    expect(h.sent.at(-1)).toEqual({ type: 'SET_COMPONENT', payload: { data: [p1], meta: { pageTypeID: '3', mainIndex: 0 } } });
    // An edit of another page sends nothing to this one.
    h.sent.length = 0;
    h.actor.send({
      type: 'DOC',
      doc: { ...start, sections: [], templates: { ...start.templates, product: { sections: [p1], main_index: 0 } } },
    });
    expect(h.sent).toEqual([]);
  });

  describe('a page picked while the frame is still loading its first page', () => {
    const home = framedPageMeta('home');
    const cart = framedPageMeta('cart');
    const shownPages = (sent: ToFrameMessage[]) => sent.flatMap((m) => (m.type === 'SET_COMPONENT' ? [m.payload.meta.pageTypeID] : []));

    /**
     * A frame as the browser runs it: the studio gives it an address (the iframe's src), and the
     * navigation there is dropped when it starts while the first page still loads; that page loads
     * and says so. Sent on again, the frame loads its address.
     */
    function droppingFrame() {
      const frame = { address: home, shows: home, renavigations: 0 };
      const h = harness(() => {
        frame.renavigations += 1;
        frame.shows = frame.address;
        // The page at the address loads later, on the test's clock.
      });
      const load = () => h.frame({ type: 'IFRAME_LOADED', payload: { pathname: '/editor', page: frame.shows } });
      return { h, frame, load };
    }

    it('ends with the frame on the picked page, its sections sent to it', async () => {
      const { h, frame, load } = droppingFrame();
      await flushPromises();
      h.actor.send({ type: 'PAGE', page: 'cart' });
      frame.address = cart;
      // The first page says it loaded: the link does not take it for the cart.
      load();
      expect(frame.renavigations).toBe(1);
      expect(shownPages(h.sent)).toEqual([]);
      expect(h.actor.getSnapshot().value).toBe('waiting');
      load();
      expect(frame.shows).toEqual(cart);
      expect(h.actor.getSnapshot().value).toBe('loaded');
      expect(shownPages(h.sent)).toEqual([cart.pageTypeID]);
      expect(h.sent.map((m) => m.type)).toEqual(['SET_PREVIEW_ACCESS', 'SET_CREATOR_THEME_CSS', 'SET_SETTINGS', 'SET_COMPONENT']);
    });

    it('sends the frame on once per pick: a frame that still shows another page gets the picked page as before', () => {
      const { h, frame, load } = droppingFrame();
      h.actor.send({ type: 'PAGE', page: 'cart' });
      load();
      load();
      expect(frame.renavigations).toBe(1);
      expect(h.actor.getSnapshot().value).toBe('loaded');
      // Picked again later, a dropped navigation is caught again.
      h.actor.send({ type: 'PAGE', page: 'home' });
      h.actor.send({ type: 'PAGE', page: 'cart' });
      frame.shows = home;
      load();
      expect(frame.renavigations).toBe(2);
    });

    it('a load of the picked page, or of a frame that does not name its page, is taken as it is', () => {
      const { h, frame } = droppingFrame();
      h.actor.send({ type: 'PAGE', page: 'header' });
      h.frame({ type: 'IFRAME_LOADED', payload: { pathname: '/editor', page: home } });
      expect(h.actor.getSnapshot().value).toBe('loaded');
      h.actor.send({ type: 'PAGE', page: 'cart' });
      h.frame({ type: 'IFRAME_LOADED', payload: { pathname: '/editor' } });
      expect(h.actor.getSnapshot().value).toBe('loaded');
      expect(frame.renavigations).toBe(0);
    });
  });
});
