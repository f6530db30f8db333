/**
 * The storefront browser's live composition root: an inversify container with the browser's adapters
 * bound in container modules (basics, storage, beacon, and the maintenance stream the config chooses:
 * Firebase or server-sent events), and the LiveRuntime the live layer's views use. Loaded as a lazy
 * boundary with the live layer (browser-root.ts), so inversify never reaches the first-load JS. Each
 * runtime's own code (xstate, the tracking parsers, the pixels) stays a lazy boundary of its own.
 */
import { Container } from 'inversify';
import { lazyModule } from '../application/lazy/lazy-module';
import type { AuthSession } from '../application/identity/auth-session';
import { placeOrder } from '../application/orders/place-order';
import type { Beacon } from '../application/ports/beacon.port';
import type { ReloadMemory } from '../application/ports/build-info.port';
import type { Clock } from '../application/ports/clock.port';
import type { IdGenerator } from '../application/ports/id-generator.port';
import type { Logger } from '../application/ports/logger.port';
import type { IdentityRuntime, LiveRuntime } from '../application/storefront/live-runtime';
import type { StorefrontServices } from '../application/storefront/storefront-services';
import { TOKENS } from '../application/tokens';
import type { LiveConfig } from '../domain/tracking/live-config';
import { createMaintenanceFeed } from './maintenance-feed-composition';
import { peekStoredCart } from './cart-peek';
import { customerOf } from './token-customer';
import { beaconModule } from './modules/beacon.module';
import { browserModule } from './modules/browser.module';
import { maintenanceStreamModule, type MaintenanceStreamFactory } from './modules/maintenance-stream.module';
import { storageModule, type CartStorageFactory, type UserStoreFactory } from './modules/storage.module';
import type { PixelHub } from './pixel-hub';

export function createLiveRuntime(deps: { services: StorefrontServices; live: LiveConfig | undefined }): LiveRuntime {
  const { services } = deps;
  const container = new Container({ defaultScope: 'Singleton' });
  container.loadSync(browserModule, storageModule, beaconModule, maintenanceStreamModule(deps.live));
  const logger = container.get<Required<Logger>>(TOKENS.Logger);
  const clock = container.get<Clock>(TOKENS.Clock);
  const ids = container.get<IdGenerator>(TOKENS.IdGenerator);
  const pixel = container.get<PixelHub>(TOKENS.PixelHub);
  const cartStorage = container.get<CartStorageFactory>(TOKENS.CartStorageFactory);
  const userStore = container.get<UserStoreFactory>(TOKENS.UserStoreFactory);
  const beacon = () => container.get<Beacon>(TOKENS.Beacon);

  const cart = lazyModule(() => import('./cart-composition'));
  const auth = lazyModule(() => import('./auth-composition'));
  const identityCode = lazyModule(() => import('./identity-composition'));
  const tracking = lazyModule(() => import('./tracking-composition'));
  const ownerScripts = lazyModule(() => import('./owner-scripts-composition'));
  const appUpdates = lazyModule(() => import('./app-update-composition'));
  const editorFrame = lazyModule(() => import('./editor-frame-composition'));
  let session: Promise<AuthSession> | null = null;
  let identity: Promise<IdentityRuntime> | null = null;
  // A failed load is forgotten (the next use tries again); a built session or runtime is the page's one.
  const forgetting = <T>(promise: Promise<T>, forget: () => void) => promise.catch((error: unknown) => {
    forget();
    throw error;
  });
  const authSession: LiveRuntime['authSession'] = (store, cartSignedOut) => (session ??= forgetting(
    auth.use((m) => ({ session: m.createBrowserAuthSession(services, userStore(store), { assign: (url) => window.location.assign(url), cartSignedOut }) })).then((box) => box.session),
    () => (session = null),
  ));

  return {
    peekStoredCart: (store) => peekStoredCart(cartStorage(store)),
    customerId: () => customerOf(services),
    maintenanceFeed: ({ webID }) => createMaintenanceFeed({ stream: container.get<MaintenanceStreamFactory>(TOKENS.MaintenanceStreamFactory)(webID) }),
    startCart: (options) => cart.use((m) => m.startBrowserCart(options, { storage: cartStorage, pixel, ids })),
    authSession,
    identity: (store, effects) => (identity ??= forgetting(
      Promise.all([identityCode.use((m) => ({ create: m.createIdentityRuntime })), authSession(store, effects.cartSignedOut)])
        .then(([code, built]) => code.create(services, userStore(store), effects, built)),
      () => (identity = null),
    )),
    tracking: () => tracking.use((m) => (start) => m.startBrowserTracking({ beacon: beacon(), ids, clock, logger }, start)),
    ownerScripts: () => ownerScripts.use((m) => (store, live, page) => m.startOwnerScripts({ beacon: beacon(), ids, pixel, logger }, store, live, page)),
    appUpdates: () => appUpdates.use((m) => (currentId) => m.startAppUpdates({ memory: container.get<ReloadMemory>(TOKENS.ReloadMemory), clock, logger }, currentId)),
    editorFrame: () => editorFrame.use((m) => m.startEditorFrame),
    placeOrder: (request, idempotencyKey) => placeOrder({ orders: services.orders, pixel }, request, idempotencyKey),
    newOrderKey: () => `order.${crypto.randomUUID()}`,
  };
}
