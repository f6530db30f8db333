/** Store access on a bare actor: a fake live feed the test drives, a counted reload. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createStoreAccessMachine, type StoreAccessInput } from '../../../src/application/store-access/store-access.machine';

function harness(input: Partial<StoreAccessInput> = {}) {
  let flag: ((isMaintenance: boolean, settingsVersion?: string) => void) | null = null;
  let settings: (() => void) | undefined;
  let reloads = 0;
  const machine = createStoreAccessMachine({
    feed: {
      subscribe: (_name, onFlag, onSettings) => {
        flag = onFlag;
        settings = onSettings;
        return () => {
          flag = null;
        };
      },
    },
    reload: () => {
      reloads += 1;
    },
  });
  const actor = createActor(machine, {
    input: { storeName: 'nordic', isPasswordProtected: false, preview: false, passHeld: false, servedFlag: false, pathname: '/', ...input },
  });
  const heard: string[] = [];
  actor.on('*', (event) =>
    heard.push(event.type === 'navigate' ? `navigate ${event.to}` : event.type === 'flag' ? `flag ${event.isMaintenance}` : event.type),
  );
  actor.start();
  return {
    actor,
    heard,
    flag: (v: boolean, settingsVersion?: string) => flag?.(v, settingsVersion),
    settings: () => settings?.(),
    reloads: () => reloads,
    subscribed: () => flag !== null,
  };
}

describe('store access machine', () => {
  it('acts only on a change of the served flag: closing sends the tab to /maintenance, opening sends it home', () => {
    const h = harness();
    h.flag(false);
    expect(h.heard).toEqual(['flag false']);
    h.flag(true);
    h.actor.send({ type: 'NAVIGATED', pathname: '/maintenance' });
    h.flag(false);
    expect(h.heard).toEqual(['flag false', 'flag true', 'navigate /maintenance', 'flag false', 'navigate /']);
  });

  it('a visitor with a pass reloads instead: only the server can judge the pass', () => {
    const h = harness({ passHeld: true, isPasswordProtected: true });
    h.flag(true);
    expect(h.reloads()).toBe(1);
    expect(h.heard).toEqual(['flag true']);
  });

  it('after the owner saves the settings, the next navigation reloads; a preview stays', () => {
    const h = harness();
    h.settings();
    expect(h.heard).toEqual(['settingsChanged']);
    expect(h.reloads()).toBe(0);
    h.actor.send({ type: 'NAVIGATED', pathname: '/' });
    expect(h.reloads()).toBe(0);
    h.actor.send({ type: 'NAVIGATED', pathname: '/products' });
    expect(h.reloads()).toBe(1);

    const preview = harness({ preview: true, pathname: '/editor' });
    preview.settings();
    preview.flag(true);
    preview.actor.send({ type: 'NAVIGATED', pathname: '/editor/x' });
    expect(preview.heard).toEqual(['flag true']);
    expect(preview.reloads()).toBe(0);
  });

  it('a page served before a save the tab did not hear is stale once the stream says another settings version', () => {
    const h = harness({ servedSettingsVersion: 'v1' });
    h.flag(false, 'v1');
    h.actor.send({ type: 'NAVIGATED', pathname: '/products' });
    expect(h.reloads()).toBe(0);
    expect(h.heard).toEqual(['flag false']);

    const late = harness({ servedSettingsVersion: 'v1' });
    late.flag(false, 'v2');
    // A reconnect repeats the new version: the news is told once.
    late.flag(false, 'v2');
    expect(late.heard).toEqual(['flag false', 'settingsChanged', 'flag false']);
    late.actor.send({ type: 'NAVIGATED', pathname: '/products' });
    expect(late.reloads()).toBe(1);

    // A frame or a page without a version says nothing of the settings; a preview stays whatever it hears.
    const unversioned = harness({ servedSettingsVersion: 'v1' });
    unversioned.flag(false);
    const unknownServed = harness();
    unknownServed.flag(false, 'v2');
    const preview = harness({ servedSettingsVersion: 'v1', preview: true, pathname: '/editor' });
    preview.flag(false, 'v2');
    for (const quiet of [unversioned, unknownServed, preview]) {
      quiet.actor.send({ type: 'NAVIGATED', pathname: '/products' });
      expect(quiet.heard).toEqual(['flag false']);
      expect(quiet.reloads()).toBe(0);
    }
  });

  it('stopping the actor ends the subscription', () => {
    const h = harness();
    h.actor.stop();
    expect(h.subscribed()).toBe(false);
  });
});
