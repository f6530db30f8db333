/** The shared feed keeps the MaintenanceFeed contract, in a browser with tab locks and without. */
import { SharedMaintenanceFeed } from '../../src/application/live/shared-maintenance-feed';
import { fakeStreamServer, fakeTabChannels, fakeTabLock } from '../unit/live/fake-browser';
import { maintenanceFeedContract } from './maintenance-feed.contract';

for (const tabs of [true, false]) {
  maintenanceFeedContract(`the shared feed over a fake stream, ${tabs ? 'with' : 'without'} tab locks and channels`, () => {
    const server = fakeStreamServer({ nordic: false });
    return {
      feed: new SharedMaintenanceFeed({
        stream: server.stream,
        tabs: tabs ? { locks: fakeTabLock(), channels: fakeTabChannels() } : undefined,
        random: () => 0.5,
      }),
      storeName: 'nordic',
      setFlag: async (isMaintenance) => server.setFlag('nordic', isMaintenance),
    };
  });
}
