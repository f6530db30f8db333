import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_MS, createFrameProtocolMachine } from '../../../src/application/editor/frame-protocol.machine';
import { envelope, FRAME_PROTOCOL, FRAME_PROTOCOL_VERSION, toParentWire } from '../../../src/domain/editor/frame-protocol';
import { FakeChannel, FakeView, RecordingLogger } from './frame-fakes';
import type { FramedPageId } from '../../../src/domain/editor/framed-page';

const STUDIO = 'http://studio.localhost:3000';
const hero = { temp_id: 'hero-1', section_type_id: 6, is_hidden: false, style: {}, content: { heading: 'Hi' } };

function startFrame(parent: string | null = STUDIO, page?: FramedPageId) {
  const channel = new FakeChannel(parent);
  const view = new FakeView();
  const logger = new RecordingLogger();
  const clock = new SimulatedClock();
  const actor = createActor(createFrameProtocolMachine({ channel, view, logger }), {
    input: { parentOrigin: channel.parentOrigin(), allowlist: [STUDIO], pathname: '/editor', ...(page ? { page } : {}) },
    clock,
  });
  actor.start();
  return { actor, channel, view, logger, clock };
}

describe('editor frame protocol (spec section 2)', () => {
  it('announces IFRAME_LOADED with the page it shows to the allowed parent, addressed to its exact origin', () => {
    const { channel } = startFrame();
    expect(channel.posted).toEqual([
      {
        message: toParentWire({ type: 'IFRAME_LOADED', payload: { pathname: '/editor', page: { pageTypeID: '1' } } }),
        targetOrigin: STUDIO,
      },
    ]);
    const custom = startFrame(STUDIO, { pageTypeID: '2', pageID: 7 });
    expect(custom.channel.posted[0]?.message).toMatchObject({ type: 'IFRAME_LOADED', page: { pageTypeID: '2', pageID: 7 } });
  });

  it('says nothing and listens to nobody when framed by an origin not on the allowlist', () => {
    const { channel, view, logger, actor } = startFrame('https://evil.example');
    channel.deliver(envelope({ type: 'SET_COMPONENT', payload: { data: [hero], meta: { pageTypeID: '1' } } }), 'https://evil.example');
    expect(channel.posted).toEqual([]);
    expect(channel.listening).toBe(false);
    expect(view.shown).toEqual([]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(logger.warnings.join()).toContain('not allowed');
  });

  it("replaces the home sections on SET_COMPONENT for the home page's type (1) only, on the home page", () => {
    const { channel, view } = startFrame();
    channel.deliver(envelope({ type: 'SET_COMPONENT', payload: { data: [hero], meta: { pageTypeID: '3' } } }), STUDIO);
    expect(view.shown).toEqual([]);
    channel.deliver(envelope({ type: 'SET_COMPONENT', payload: { data: [hero], meta: { pageTypeID: '1' } } }), STUDIO);
    expect(view.shown).toEqual([[hero]]);
  });

  it("on a template or custom page, shows only that page's sections, with the built-in body where the studio puts it (decision 35)", () => {
    const custom = startFrame(STUDIO, { pageTypeID: '2', pageID: 7 });
    custom.channel.deliver(envelope({ type: 'SET_COMPONENT', payload: { data: [hero], meta: { pageTypeID: '2', pageID: 8 } } }), STUDIO);
    custom.channel.deliver(envelope({ type: 'SET_COMPONENT', payload: { data: [hero], meta: { pageTypeID: '1' } } }), STUDIO);
    expect(custom.view.shown).toEqual([]);
    custom.channel.deliver(envelope({ type: 'SET_COMPONENT', payload: { data: [hero], meta: { pageTypeID: '2', pageID: 7 } } }), STUDIO);
    expect(custom.view.shown).toEqual([[hero]]);
    expect(custom.view.mainIndexes).toEqual([null]);
    const product = startFrame(STUDIO, { pageTypeID: '3' });
    product.channel.deliver({ type: 'SET_COMPONENT', payload: { data: [hero], meta: { pageTypeID: '3', mainIndex: 1 } } }, STUDIO);
    expect(product.view.mainIndexes).toEqual([1]);
  });

  it('ignores and logs messages from another origin, another window, or without a valid envelope or payload', () => {
    const { channel, view, logger, actor } = startFrame();
    const valid = envelope({ type: 'SET_COMPONENT', payload: { data: [hero], meta: { pageTypeID: '1' } } });
    channel.deliver(valid, 'https://evil.example');
    channel.deliver(valid, STUDIO, false);
    channel.deliver({ ...valid, version: 2 }, STUDIO);
    channel.deliver({ type: 'SET_COMPONENT', data: 'x', meta: {} }, STUDIO);
    channel.deliver({ protocol: FRAME_PROTOCOL, version: FRAME_PROTOCOL_VERSION, type: 'EVAL', payload: 'alert(1)' }, STUDIO);
    channel.deliver(
      { protocol: FRAME_PROTOCOL, version: FRAME_PROTOCOL_VERSION, type: 'SET_COMPONENT', payload: { data: 'x', meta: {} } },
      STUDIO,
    );
    channel.deliver({ protocol: FRAME_PROTOCOL, version: FRAME_PROTOCOL_VERSION, type: 'toString', payload: {} }, STUDIO);
    channel.deliver({ type: 'EVAL', code: 'alert(1)' }, STUDIO);
    channel.deliver('SET_COMPONENT', STUDIO);
    expect(view.shown).toEqual([]);
    expect(actor.getSnapshot().context.ignored).toBe(9);
    expect(logger.warnings).toHaveLength(9);
    expect(logger.warnings[3]).toContain('malformed SET_COMPONENT: data');
    expect(logger.warnings[5]).toContain('malformed SET_COMPONENT: data');
  });

  it("takes the spec's bare message shapes from the allowed parent too, and answers in a shape both kinds of parent read", () => {
    const { channel, view } = startFrame();
    channel.deliver({ type: 'SET_COMPONENT', payload: { data: [hero], meta: { pageTypeID: '1' } } }, STUDIO);
    channel.deliver({ type: 'SET_COMPONENT', data: [{ ...hero, temp_id: 'hero-2' }], meta: { pageTypeID: '1' } }, STUDIO);
    expect(view.shown).toEqual([[hero], [{ ...hero, temp_id: 'hero-2' }]]);
    channel.deliver({ type: 'GET_SECTION_CLASSES', selector: '#hero' }, STUDIO);
    const answer = channel.posted.at(-1)!.message as Record<string, unknown>;
    expect(answer).toMatchObject({
      type: 'SECTION_CLASSES',
      temp_id: 'hero-1',
      classes: ['hero', 'dark'],
      protocol: FRAME_PROTOCOL,
      payload: { temp_id: 'hero-1', classes: ['hero', 'dark'] },
    });
    // From another origin a bare message is ignored as an envelope is.
    channel.deliver({ type: 'SET_COMPONENT', data: [hero], meta: { pageTypeID: '1' } }, 'https://evil.example');
    expect(view.shown).toHaveLength(2);
  });

  it('hands a valid preview token from the parent to the page, and ignores a malformed one', () => {
    const { channel, view, actor } = startFrame();
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJXZWJJRCI6MX0.c2lnbmF0dXJl';
    channel.deliver(envelope({ type: 'SET_PREVIEW_ACCESS', payload: { token } }), STUDIO);
    channel.deliver(
      {
        protocol: FRAME_PROTOCOL,
        version: FRAME_PROTOCOL_VERSION,
        type: 'SET_PREVIEW_ACCESS',
        payload: { token: '<script>alert(1)</script>' },
      },
      STUDIO,
    );
    channel.deliver(envelope({ type: 'SET_PREVIEW_ACCESS', payload: { token: `${token}x` } }), 'https://evil.example');
    expect(view.grants).toEqual([token]);
    expect(actor.getSnapshot().context.ignored).toBe(2);
  });

  it('applies settings and creator CSS together, whichever arrives first', () => {
    const { channel, view } = startFrame();
    channel.deliver(envelope({ type: 'SET_CREATOR_THEME_CSS', payload: { css: '.x{color:red}' } }), STUDIO);
    channel.deliver(envelope({ type: 'SET_SETTINGS', payload: { settings: { primary_color: '#ff0000' } } }), STUDIO);
    expect(view.themes.at(-1)).toEqual({ settings: { primary_color: '#ff0000' }, creatorCss: '.x{color:red}' });
  });

  it('focuses a section and clears the highlight after HIGHLIGHT_MS of virtual time, restarting on a new focus', () => {
    const { channel, view, clock } = startFrame();
    channel.deliver(envelope({ type: 'FOCUS_COMPONENT', payload: { temp_id: 'hero-1' } }), STUDIO);
    clock.increment(HIGHLIGHT_MS - 100);
    channel.deliver(envelope({ type: 'FOCUS_COMPONENT', payload: { temp_id: 'about-1' } }), STUDIO);
    clock.increment(HIGHLIGHT_MS - 100);
    expect(view.log).toEqual(['focus hero-1', 'focus about-1']);
    clock.increment(100);
    expect(view.log).toEqual(['focus hero-1', 'focus about-1', 'clear']);
  });

  it('answers GET_SECTION_CLASSES with SECTION_CLASSES and sends a click on a section as a component event', () => {
    const { channel, view } = startFrame();
    channel.deliver(envelope({ type: 'GET_SECTION_CLASSES', payload: { selector: '#hero' } }), STUDIO);
    view.clickSection('hero-1');
    expect(channel.posted.slice(1)).toEqual([
      {
        message: toParentWire({ type: 'SECTION_CLASSES', payload: { temp_id: 'hero-1', classes: ['hero', 'dark'] } }),
        targetOrigin: STUDIO,
      },
      { message: toParentWire({ type: 'COMPONENT_EVENT', payload: { temp_id: 'hero-1', event: 'select' } }), targetOrigin: STUDIO },
    ]);
  });

  it('focuses a block of a section, and sends a click on a block with its index (decision 39)', () => {
    const { channel, view } = startFrame();
    channel.deliver(envelope({ type: 'FOCUS_COMPONENT', payload: { temp_id: 'hero-1', block: 2 } }), STUDIO);
    // A spec-shaped parent may name the block beside the section too.
    channel.deliver({ type: 'FOCUS_COMPONENT', temp_id: 'hero-1', block: 0 }, STUDIO);
    channel.deliver(envelope({ type: 'FOCUS_COMPONENT', payload: { temp_id: 'hero-1', block: -1 } }), STUDIO);
    expect(view.log).toEqual(['focus hero-1 block 2', 'focus hero-1 block 0']);
    view.clickSection('hero-1', 1);
    expect(channel.posted.at(-1)).toEqual({
      message: toParentWire({ type: 'COMPONENT_EVENT', payload: { temp_id: 'hero-1', event: 'select', block: 1 } }),
      targetOrigin: STUDIO,
    });
  });

  it('stops listening when stopped', () => {
    const { channel, actor } = startFrame();
    actor.stop();
    expect(channel.listening).toBe(false);
  });
});
