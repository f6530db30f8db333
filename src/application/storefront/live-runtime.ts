/**
 * What the storefront's live layer gets from its composition root (src/composition/live-root.ts),
 * in the application's words: the UI asks for a runtime here and never imports composition. The
 * root is a lazy boundary of its own (inversify and the adapters load with the live layer, never
 * with the first page), reached through the UI's holder (src/ui/app/services-holder.ts).
 */
import type { ActorRefFrom } from 'xstate';
import type { createCartMachine } from '../cart/cart.machine';
import type { AuthSession } from '../identity/auth-session';
import type { CartApi } from '../ports/cart-api.port';
import type { CustomerProfile, IdentityApi, SignUpRequest, WishlistState } from '../ports/identity-api.port';
import type { FramePageSetup } from '../editor/frame-page';
import type { FramedPageId } from '../../domain/editor/framed-page';
import type { MaintenanceFeed } from '../ports/maintenance-feed.port';
import type { PlaceOrderRequest } from '../ports/orders.port';
import type { UserStore } from '../ports/user-store.port';
import type { PlacedOrder } from '../../domain/orders/order-types';
import type { AddToCartAction, SiteScripts } from '../../domain/store/web-info';
import type { LiveConfig } from '../../domain/tracking/live-config';
import type { ToastType } from './shopper-notices';

export type CartActor = ActorRefFrom<ReturnType<typeof createCartMachine>>;

export interface BrowserCart {
  actor: CartActor;
  stop(): void;
}

export interface BrowserCartOptions {
  /** The store's name: its cart has its own storage key. */
  store: string;
  api: CartApi;
  /** The store's setting, and its currency: the abbreviation and the rate prices are shown at. */
  settings: { addToCartAction: AddToCartAction; currency: string; currencyRate: number };
  route: string | null;
  /** The customer the access token names, or null for a guest. */
  customerId: string | null;
  effects: { navigate(to: string): void; notify(message: string, level: ToastType): void };
}

export interface TrackingStart {
  webID: number;
  live: LiveConfig;
  pathname: string;
}

export interface BrowserTracking {
  /** Report the page the visitor is on (on arrival and after each route change); `at` for a page seen before tracking loaded. */
  navigated(location: { pathname: string; search: string; hash: string }, at?: number): void;
  stop(): void;
}

export interface OwnerScriptsRuntime {
  /** Reports a page view (arrival and each route change) to the pixels. */
  pageView(): void;
}

export interface AppUpdates {
  onUpdateAvailable(listener: () => void): void;
  reload(): void;
  dismiss(): void;
  stop(): void;
}

export interface IdentityEffects {
  /** The cart follows who is signed in. */
  cartSignedIn(userId: string): void;
  cartSignedOut(): void;
}

export type SignInResult = { kind: 'signed-in'; user: CustomerProfile } | { kind: 'pending'; message: string };

export interface IdentityRuntime {
  user: UserStore;
  isSignedIn(): boolean;
  signIn(login: string, password: string): Promise<SignInResult>;
  signUp(request: SignUpRequest): Promise<SignInResult>;
  signOut(): Promise<void>;
  /** Account calls behind the auth machine (refresh before, one retry after a 401). */
  secure: Omit<IdentityApi, 'refresh' | 'signIn' | 'signUp' | 'signOut' | 'forgotPassword' | 'resetPassword'>;
  open: Pick<IdentityApi, 'forgotPassword' | 'resetPassword'>;
  /** Keeps the stored user's wishlistCount in step with a wishlist answer. */
  noteWishlist(state: WishlistState): void;
}

export interface LiveRuntime {
  /** The cart saved in this browser at a glance (its item count), read without starting the cart. */
  peekStoredCart(store: string): { count: number };
  /** Whether this browser keeps a customer for the store (none where storage is refused), read without loading the identity code. */
  hasStoredUser(store: string): boolean;
  /** The customer the access token names, or null for a guest (read, not verified: the store API verifies). */
  customerId(): string | null;
  maintenanceFeed(options: { live?: LiveConfig | undefined; webID?: number }): MaintenanceFeed;
  startCart(options: BrowserCartOptions): Promise<BrowserCart>;
  /** The page's one auth session; `cartSignedOut` empties the customer's cart at a landing (the first caller's is kept). */
  authSession(store: string, cartSignedOut: () => void): Promise<AuthSession>;
  identity(store: string, effects: IdentityEffects): Promise<IdentityRuntime>;
  /**
   * Each resolves, once its code has loaded, to the function that starts it: a view that unmounted
   * meanwhile starts nothing (owner scripts, once inserted, cannot be taken back).
   */
  tracking(): Promise<(start: TrackingStart) => BrowserTracking | null>;
  ownerScripts(): Promise<
    (
      store: { scripts: SiteScripts },
      live: Pick<LiveConfig, 'ownerScripts'>,
      page: { pathname: string; search: string },
    ) => OwnerScriptsRuntime | null
  >;
  appUpdates(): Promise<(currentId: string) => AppUpdates>;
  /**
   * The editor frame's protocol on the real window and page (/editor and /preview only); the start
   * returns its stop. page: which page of the studio's picker the frame shows (decision 35); the home
   * page when left out.
   */
  editorFrame(): Promise<
    (options: { setup: FramePageSetup; allowlist: readonly string[]; pathname: string; page?: FramedPageId }) => () => void
  >;
  /** Places an order through the page's orders port and tracks the Purchase into the page's pixel queue. */
  placeOrder(request: PlaceOrderRequest, idempotencyKey: string): Promise<PlacedOrder>;
  /** A fresh idempotency key for one attempt at placing an order. */
  newOrderKey(): string;
}
