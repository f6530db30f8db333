/** The store ports of the in-memory mock backend, sharing one token source. */
import type { StorePorts } from '../../application/ports/store-ports';
import { MockPages } from './mock-pages';
import { MockStoreApi } from './mock-store-api';

export function createMockPorts(accessToken: () => string | null): StorePorts {
  const api = new MockStoreApi({ accessToken });
  return { webInfo: api, catalog: api, pages: new MockPages({ accessToken }) };
}
