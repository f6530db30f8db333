/**
 * The owner saved the store's settings (issue 14): the stream says so once, the leading tab passes it
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
  const feed = new SharedMaintenanceFeed({
    stream: server.stream,
    tabs: { locks: fakeTabLock(), channels },
    random: () => 0,
    clock: new SimulatedClock(),
  });
  const openTab = (storeName: string) => {
    const heard = { flags: [] as boolean[], settings: 0 };
    const leave = feed.subscribe(
      storeName,
      (flag) => heard.flags.push(flag),
      () => {
        heard.settings += 1;
      },
    );
    return { heard, leave };
  };
  return { server, channels, openTab };
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

  it('reads the news from the tab channel and nothing that merely looks like it', () => {
    expect(parseLiveTabMessage({ type: 'settings' })).toEqual({ type: 'settings' });
    expect(parseLiveTabMessage({ type: 'setting' })).toBeNull();
  });
});
