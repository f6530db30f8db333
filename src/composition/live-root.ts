/**
 * The storefront browser's live composition root: an inversify container with the browser's adapters
 * bound in container modules (basics, storage, beacon, and the maintenance stream the config chooses:
 * Firebase or server-sent events), and the LiveRuntime the live layer's views use. Loaded as a lazy
 * boundary with the live layer (browser-root.ts), so inversify never reaches the first-load JS. Each
 * runtime's own code (xstate, the tracking parsers, the pixels) stays a lazy boundary of its own, and
 * its adapters' container module (tracking, owner scripts, app updates, the editor frame) is loaded
 * into this container when that code arrives.
 */
import { Container, type ContainerModule } from 'inversify';
import { lazyModule } from '../application/lazy/lazy-module';
import type { AuthSession } from '../application/identity/auth-session';
import { placeOrder } from '../application/orders/place-order';
import type { Beacon } from '../application/ports/beacon.port';
import type { BuildInfoSource, ReloadMemory } from '../application/ports/build-info.port';
import type { DeviceInfoReader } from '../application/ports/device-info.port';
import type { FrameChannel } from '../application/ports/frame-channel.port';
import type { GeoLookup } from '../application/ports/geo-lookup.port';
import type { IpLookup } from '../application/ports/ip-lookup.port';
import type { TrackingCookies } from '../application/ports/tracking-cookies.port';
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
import type { PixelDeliveryFactory, ScriptInjectorFactory } from './modules/owner-scripts.module';
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
  // Each runtime's adapters are bound when its code arrives (its container module loads with it).
  const withModule = <M>(code: Promise<M>, adapters: Promise<{ module: ContainerModule }>) =>
    Promise.all([code, adapters]).then(([loaded, { module }]) => {
      container.loadSync(module);
      return loaded;
    });
  const tracking = lazyModule(() =>
    withModule(
      import('./tracking-composition'),
      import('./modules/tracking.module').then((m) => ({ module: m.trackingModule(deps.live?.lookups ?? 'offline') })),
    ),
  );
  const ownerScripts = lazyModule(() =>
    withModule(
      import('./owner-scripts-composition'),
      import('./modules/owner-scripts.module').then((m) => ({ module: m.ownerScriptsModule })),
    ),
  );
  const appUpdates = lazyModule(() =>
    withModule(
      import('./app-update-composition'),
      import('./modules/app-update.module').then((m) => ({ module: m.appUpdateModule })),
    ),
  );
  const editorFrame = lazyModule(() =>
    withModule(
      import('./editor-frame-composition'),
      import('./modules/editor-frame.module').then((m) => ({ module: m.editorFrameModule })),
    ),
  );
  let session: Promise<AuthSession> | null = null;
  let identity: Promise<IdentityRuntime> | null = null;
  // A failed load is forgotten (the next use tries again); a built session or runtime is the page's one.
  const forgetting = <T>(promise: Promise<T>, forget: () => void) =>
    promise.catch((error: unknown) => {
      forget();
      throw error;
    });
  const authSession: LiveRuntime['authSession'] = (store, cartSignedOut) =>
    (session ??= forgetting(
      auth
        .use((m) => ({
          session: m.createBrowserAuthSession(services, userStore(store), { assign: (url) => window.location.assign(url), cartSignedOut }),
        }))
        .then((box) => box.session),
      () => (session = null),
    ));

  return {
    peekStoredCart: (store) => peekStoredCart(cartStorage(store)),
    hasStoredUser: (store) => userStore(store).read().data !== null,
    customerId: () => customerOf(services),
    maintenanceFeed: ({ webID }) =>
      createMaintenanceFeed({ stream: container.get<MaintenanceStreamFactory>(TOKENS.MaintenanceStreamFactory)(webID) }),
    startCart: (options) => cart.use((m) => m.startBrowserCart(options, { storage: cartStorage, pixel, ids })),
    authSession,
    identity: (store, effects) =>
      (identity ??= forgetting(
        Promise.all([identityCode.use((m) => ({ create: m.createIdentityRuntime })), authSession(store, effects.cartSignedOut)]).then(
          ([code, built]) => code.create(services, userStore(store), effects, built),
        ),
        () => (identity = null),
      )),
    tracking: () =>
      tracking.use(
        (m) => (start) =>
          m.startBrowserTracking(
            {
              beacon: beacon(),
              ids,
              clock,
              logger,
              cookies: container.get<TrackingCookies>(TOKENS.TrackingCookies),
              device: container.get<DeviceInfoReader>(TOKENS.DeviceInfo),
              ipLookup: container.get<IpLookup>(TOKENS.IpLookup),
              geoLookup: container.get<GeoLookup>(TOKENS.GeoLookup),
            },
            start,
          ),
      ),
    ownerScripts: () =>
      ownerScripts.use(
        (m) => (store, live, page) =>
          m.startOwnerScripts(
            {
              injector: container.get<ScriptInjectorFactory>(TOKENS.ScriptInjectorFactory),
              delivery: container.get<PixelDeliveryFactory>(TOKENS.PixelDeliveryFactory),
              pixel,
              logger,
            },
            store,
            live,
            page,
          ),
      ),
    appUpdates: () =>
      appUpdates.use(
        (m) => (currentId) =>
          m.startAppUpdates(
            {
              builds: container.get<BuildInfoSource>(TOKENS.BuildInfo),
              memory: container.get<ReloadMemory>(TOKENS.ReloadMemory),
              clock,
              logger,
            },
            currentId,
          ),
      ),
    editorFrame: () =>
      editorFrame.use(
        (m) => (options) => m.startEditorFrame({ channel: container.get<FrameChannel>(TOKENS.FrameChannel), logger }, options),
      ),
    placeOrder: (request, idempotencyKey) => placeOrder({ orders: services.orders, pixel }, request, idempotencyKey),
    newOrderKey: () => `order.${crypto.randomUUID()}`,
  };
}
