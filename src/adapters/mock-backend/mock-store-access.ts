/** StoreAccessPort of the mock backend: its one store is open, so there is no password to know. */
import type { PasswordCheck, StoreAccessPort } from '../../application/ports/store-access.port';

export class MockStoreAccess implements StoreAccessPort {
  async verifyPassword(): Promise<PasswordCheck> {
    return { kind: 'wrong' };
  }

  async verifyBypass(): Promise<boolean> {
    return false;
  }
}
