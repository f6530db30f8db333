/**
 * The MaintenanceFeed contract against both adapters: server-sent events from the host, behind the
 * shared feed (the owner calls SetMaintenance), and Firebase Realtime Database on a local
 * firebase-server (the owner writes the flag with the modular SDK, as the studio's Firebase side would).
 */
import { afterAll, beforeAll } from 'vitest';
import { initializeApp, deleteApp, type FirebaseApp } from 'firebase/app';
import { getDatabase, ref, set } from 'firebase/database';
import { FirebaseMaintenanceFeed, maintenancePath } from '../../src/adapters/firebase/firebase-maintenance-feed';
import { SseMaintenanceStream } from '../../src/adapters/sse/sse-maintenance-stream';
import { SharedMaintenanceFeed } from '../../src/application/live/shared-maintenance-feed';
import { maintenanceFeedContract } from '../contract/maintenance-feed.contract';
import { startFirebaseServer } from '../support/firebase-test-server';
import { startOwnedStoreApiForFile } from './support/test-server';

const OWNER = 'owner-token-for-feed-tests';
const server = startOwnedStoreApiForFile(OWNER);

// The feed as a tab without tab locks builds it: its own stream, reconnecting after drops.
maintenanceFeedContract('server-sent events from the host', () => ({
  feed: new SharedMaintenanceFeed({
    stream: new SseMaintenanceStream({ streamUrl: `${server.origin}/api/maintenance/stream` }),
    random: Math.random,
  }),
  storeName: 'nordic',
  setFlag: async (isMaintenance) => {
    const info = (await (await fetch(`${server.baseUrl}/Web/GetWebInfo?Domain=nordic`)).json()) as {
      data: { tokens: { accessToken: string } };
    };
    const answer = await fetch(`${server.baseUrl}/Web/SetMaintenance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${info.data.tokens.accessToken}`, 'x-owner-token': OWNER },
      body: JSON.stringify({ IsMaintenance: isMaintenance }),
    });
    if (!answer.ok) throw new Error(`SetMaintenance answered ${answer.status}`);
  },
}));

const WEB_ID = 7;
let firebase: Awaited<ReturnType<typeof startFirebaseServer>>;
let owner: FirebaseApp;
const config = () => ({
  apiKey: 'test-key',
  authDomain: '',
  projectId: 'webx-test',
  storageBucket: '',
  messagingSenderId: '',
  appId: 'test-app',
  measurementId: '',
  databaseURL: firebase.databaseURL,
  table: 'webs',
});
beforeAll(async () => {
  firebase = await startFirebaseServer({ webs: { [WEB_ID]: { isMaintanance: false } } });
  owner = initializeApp(config(), 'owner');
});
afterAll(async () => {
  await deleteApp(owner);
  await firebase.close();
});

let appCounter = 0;
maintenanceFeedContract('Firebase Realtime Database (local firebase-server)', () => ({
  feed: new FirebaseMaintenanceFeed({
    config: config(),
    webID: WEB_ID,
    appName: `feed-${++appCounter}`,
    logger: { warn: () => undefined, error: () => undefined },
  }),
  storeName: 'any',
  setFlag: (isMaintenance) => set(ref(getDatabase(owner), maintenancePath('webs', WEB_ID)), isMaintenance),
}));
