/**
 * The owner saved the store's settings (docs/back-office.md): the stream says so once, the leading tab passes it
 * on, and every tab of that store hears it exactly once; another store's tabs hear nothing.
 */
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { SharedMaintenanceFeed } from '../../../src/application/live/shared-maintenance-feed';
import { parseLiveTabMessage } from '../../../src/domain/live/live-tab-message';
import { fakeStreamServer, fakeTabChannels, fakeTabLock } from './fake-browser';

function browser() {
  const server = fakeStreamServer({ nordic: false, aurora: false });
  const channels = fakeTabChannels();
  const clock = new SimulatedClock();
  const feed = new SharedMaintenanceFeed({
    stream: server.stream,
    tabs: { locks: fakeTabLock(), channels },
    random: () => 0,
    clock,
  });
  const openTab = (storeName: string) => {
    const heard = { flags: [] as boolean[], versions: [] as Array<string | undefined>, settings: 0 };
    const leave = feed.subscribe(
      storeName,
      (flag, version) => {
        heard.flags.push(flag);
        heard.versions.push(version);
      },
      () => {
        heard.settings += 1;
      },
    );
    return { heard, leave };
  };
  return { server, channels, clock, openTab };
}

describe('the settings news on the shared live feed', () => {
  it("reaches every tab of the store once, through one stream, and no other store's tabs", () => {
    const b = browser();
    const tabs = [b.openTab('nordic'), b.openTab('nordic'), b.openTab('nordic')];
    const other = b.openTab('aurora');
    b.server.settingsSaved('nordic');
    expect(tabs.map((tab) => tab.heard.settings)).toEqual([1, 1, 1]);
    expect(other.heard.settings).toBe(0);
    expect(b.channels.posted.filter((message) => message.type === 'settings')).toHaveLength(1);
    // The flag is untouched by it.
    expect(tabs.map((tab) => tab.heard.flags)).toEqual([[false], [false], [false]]);
  });

  it('still reaches the tabs after the leading one closed', () => {
    const b = browser();
    const [leader, second, third] = [b.openTab('nordic'), b.openTab('nordic'), b.openTab('nordic')];
    leader!.leave();
    b.server.settingsSaved('nordic');
    expect([leader!.heard.settings, second!.heard.settings, third!.heard.settings]).toEqual([0, 1, 1]);
  });

  it("tells a tab that joins after a save the store's new settings version, from the leading tab", () => {
    const b = browser();
    b.server.settingsSaved('nordic', 'v1');
    const leader = b.openTab('nordic');
    b.server.settingsSaved('nordic', 'v2');
    const late = b.openTab('nordic');
    expect(b.server.openCount('nordic')).toBe(1);
    expect(leader.heard).toEqual({ flags: [false], versions: ['v1'], settings: 1 });
    expect(late.heard).toEqual({ flags: [false], versions: ['v2'], settings: 0 });
    // A new stream's first frame repeats v2: nobody is told again.
    b.server.dropAll();
    b.clock.increment(60_000);
    expect(b.server.openCount('nordic')).toBe(1);
    expect(leader.heard).toEqual({ flags: [false], versions: ['v1'], settings: 1 });
    expect(late.heard).toEqual({ flags: [false], versions: ['v2'], settings: 0 });
  });

  it("a save made while the stream was down reaches every tab through the next stream's version", () => {
    const b = browser();
    b.server.settingsSaved('nordic', 'v1');
    const [leader, follower] = [b.openTab('nordic'), b.openTab('nordic')];
    b.server.dropAll();
    b.server.settingsSaved('nordic', 'v2');
    b.clock.increment(60_000);
    expect(leader!.heard.versions).toEqual(['v1', 'v2']);
    expect(follower!.heard.versions).toEqual(['v1', 'v2']);
    expect(leader!.heard.flags).toEqual([false, false]);
  });

  it('reads the news from the tab channel and nothing that merely looks like it', () => {
    expect(parseLiveTabMessage({ type: 'settings' })).toEqual({ type: 'settings' });
    expect(parseLiveTabMessage({ type: 'setting' })).toBeNull();
    expect(parseLiveTabMessage({ type: 'settings', settingsVersion: 'v2' })).toEqual({ type: 'settings', settingsVersion: 'v2' });
    expect(parseLiveTabMessage({ type: 'settings', settingsVersion: {} })).toEqual({ type: 'settings' });
    expect(parseLiveTabMessage({ type: 'flag', isMaintenance: true, settingsVersion: 'a-b_9' })).toEqual({
      type: 'flag',
      isMaintenance: true,
      settingsVersion: 'a-b_9',
    });
    // A version that is not a short token is dropped, the flag kept.
    for (const settingsVersion of [7, '', '<script>', 'x'.repeat(65)])
      expect(parseLiveTabMessage({ type: 'flag', isMaintenance: false, settingsVersion })).toEqual({ type: 'flag', isMaintenance: false });
  });
});
