/** StoreAccessPort of the mock backend: its one store is open, so no pass is ever needed. */
import type { StoreAccessPort } from '../../application/ports/store-access.port';

export class MockStoreAccess implements StoreAccessPort {
  async verifyBypass(): Promise<boolean> {
    return false;
  }
}
