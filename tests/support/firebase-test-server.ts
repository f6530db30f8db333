/**
 * A local Firebase Realtime Database server (the firebase-server package) the modular SDK talks to.
 * firebase-server 1.1.0 requires the SDK's old root entry ('firebase'), which firebase 12 no longer
 * has; its compat build has the same namespaced API, so that require is answered with it.
 */
import { createServer } from 'node:http';
import Module, { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

const require = createRequire(import.meta.url);

interface FirebaseServer {
  close(callback?: () => void): void;
}

type Load = (request: string, parent: unknown, isMain: boolean) => unknown;

export async function startFirebaseServer(data: object): Promise<{ port: number; databaseURL: string; close(): Promise<void> }> {
  // Its own HTTP server on a free port: firebase-server attaches its WebSocket server to it.
  const http = createServer();
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const loader = Module as unknown as { _load: Load };
  const original = loader._load;
  loader._load = function load(request, parent, isMain) {
    if (request !== 'firebase') return original.call(this, request, parent, isMain);
    const app = original.call(this, 'firebase/compat/app', parent, isMain) as { default?: unknown };
    original.call(this, 'firebase/compat/database', parent, isMain);
    return app.default ?? app;
  };
  try {
    const Server = require('firebase-server') as new (options: { server: typeof http }, name: string, data: object) => FirebaseServer;
    const server = new Server({ server: http }, 'webx-test', data);
    const { port } = http.address() as AddressInfo;
    return {
      port,
      // ?ns= names the database on a host that is not *.firebaseio.com, as the SDK expects of local servers.
      databaseURL: `http://127.0.0.1:${port}?ns=webx-test`,
      close: async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        http.closeAllConnections();
        await new Promise<void>((resolve) => http.close(() => resolve()));
      },
    };
  } finally {
    loader._load = original;
  }
}
