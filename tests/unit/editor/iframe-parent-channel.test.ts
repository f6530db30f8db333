// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { IframeParentChannel } from '../../../src/adapters/frame/iframe-parent-channel';
import { envelope, type ToParentMessage } from '../../../src/domain/editor/frame-protocol';

const STORE = 'http://aurora.localhost:3000';

function setup() {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const warnings: string[] = [];
  const channel = new IframeParentChannel({
    win: window,
    frame: () => frame,
    frameOrigin: STORE,
    logger: { warn: (m) => warnings.push(m), error: (m) => warnings.push(m) },
  });
  const received: ToParentMessage[] = [];
  const stop = channel.listen((message) => received.push(message));
  const deliver = (data: unknown, origin: string, source: MessageEventSource | null) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  return { frame, channel, received, warnings, stop, deliver };
}

describe('the studio side of the frame link', () => {
  const loaded = envelope({ type: 'IFRAME_LOADED', payload: { pathname: '/editor' } });

  it("accepts a valid message only from the store origin and the frame's own window", () => {
    const { frame, received, warnings, deliver } = setup();
    deliver(loaded, 'https://evil.example', frame.contentWindow);
    deliver(loaded, STORE, window);
    deliver({ ...loaded, type: 'NOPE' }, STORE, frame.contentWindow);
    deliver({ type: 'IFRAME_LOADED' }, STORE, frame.contentWindow);
    expect(received).toEqual([]);
    expect(warnings).toHaveLength(4);
    deliver(loaded, STORE, frame.contentWindow);
    expect(received).toEqual([{ type: 'IFRAME_LOADED', payload: { pathname: '/editor' } }]);
  });

  it('sends the frame once more to the address it was given, in place of its history entry', () => {
    const replaced: string[] = [];
    const frame = {
      src: `${STORE}/editor?wtid=NA%3D%3D&edit=cart`,
      contentWindow: { location: { replace: (url: string) => replaced.push(url) } },
    };
    const channel = new IframeParentChannel({
      win: window,
      frame: () => frame as unknown as HTMLIFrameElement,
      frameOrigin: STORE,
      logger: { warn: () => undefined, error: () => undefined },
    });
    channel.renavigate();
    expect(replaced).toEqual([`${STORE}/editor?wtid=NA%3D%3D&edit=cart`]);
  });

  it('stops listening when asked', () => {
    const { frame, received, stop, deliver } = setup();
    stop();
    deliver(loaded, STORE, frame.contentWindow);
    expect(received).toEqual([]);
  });
});
