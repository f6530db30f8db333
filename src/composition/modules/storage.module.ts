/** Browser storage for the live layer's container: each store's saved cart and customer (localStorage), and the app-update's reload memory (sessionStorage). */
import { ContainerModule } from 'inversify';
import { LocalStorageCart } from '../../adapters/storage/local-storage-cart';
import { LocalStorageUser } from '../../adapters/storage/local-storage-user';
import { SessionReloadMemory } from '../../adapters/storage/session-reload-memory';
import type { ReloadMemory } from '../../application/ports/build-info.port';
import type { CartStorage } from '../../application/ports/cart-storage.port';
import type { UserStore } from '../../application/ports/user-store.port';
import { TOKENS } from '../../application/tokens';

/** A store's saved cart, and another tab's changes to it. */
export type WatchedCartStorage = CartStorage & { watch(onChange: (text: string | null) => void): () => void };
export type CartStorageFactory = (store: string) => WatchedCartStorage;
export type UserStoreFactory = (store: string) => UserStore;

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export const storageModule = new ContainerModule(({ bind }) => {
  bind<CartStorageFactory>(TOKENS.CartStorageFactory).toConstantValue((store) => new LocalStorageCart({ store }));
  bind<UserStoreFactory>(TOKENS.UserStoreFactory).toConstantValue((store) => new LocalStorageUser({ store }));
  bind<ReloadMemory>(TOKENS.ReloadMemory)
    .toResolvedValue(() => new SessionReloadMemory(sessionStorageOrNull()))
    .inSingletonScope();
});
