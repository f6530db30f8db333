/** The cart machine's context, events, emitted effects and input. */
import type { CartIntent } from '../../domain/cart/cart-intents';
import type { CartAddSnapshot } from '../../domain/cart/cart-item';
import type { CartStatusDialog, CartStatusPopup } from '../../domain/cart/cart-status';
import type { CartItem } from '../../domain/cart/cart-types';
import type { AddToCartAction } from '../../domain/store/web-info';
import type { ToastType } from '../storefront/shopper-notices';

export interface CartContext {
  /** The last cart the server agreed to; for a guest, the cart itself. */
  base: CartItem[];
  /** Changes not confirmed yet, oldest first; the head is the one being sent. */
  pending: CartIntent[];
  /** rebase(base, pending): what the shopper sees. */
  items: CartItem[];
  /** The cart sidebar. */
  visible: boolean;
  /** The customer this cart belongs to (null: a guest's cart). Changes to a customer's cart queue for the server. */
  owner: string | null;
  /** The token confirms `owner`; no customer call is made before. */
  signedIn: boolean;
  /** The last call failed for want of a network or server; changes are kept and retried. */
  offline: boolean;
  /** Failed tries of the head change, for the backoff. */
  attempt: number;
  /** Ids are idPrefix.seq: the prefix is fresh per actor, so keys never repeat across reloads or tabs. */
  idPrefix: string;
  seq: number;
  route: string | null;
  popups: CartStatusPopup[];
  dialog: CartStatusDialog | null;
  addToCartAction: AddToCartAction;
  currency: string;
}

export interface CartInput {
  /** A fresh unique id per actor (IdGenerator): the prefix of every idempotency key this actor makes. */
  idPrefix: string;
  addToCartAction: AddToCartAction;
  /** Currency abbreviation for the AddToCart pixel event. */
  currency: string;
  route?: string | null;
}

export type CartEvent =
  /** The stored cart text, sent by the storedCart actor as the actor starts (a test may send it itself). */
  | { type: 'RESTORE'; stored: string | null }
  /** `quiet`: a line taken over from the no-JavaScript cart cookie; no drawer, no navigation, no ad event (it was added earlier). */
  | ({ type: 'ADD'; category?: string; brand?: string; quiet?: boolean } & CartAddSnapshot)
  | { type: 'REMOVE'; key?: string; cartItemID?: string }
  | { type: 'REMOVE_ADDON'; key: string; cartAddonID: string }
  | { type: 'SET_QUANTITY'; key: string; quantity: string | number }
  | { type: 'INCREMENT'; key: string }
  | { type: 'DECREMENT'; key: string }
  | { type: 'SIGNED_IN'; userId: string }
  | { type: 'SIGNED_OUT' }
  /** The access token names no user (or '0'): a stored customer's cart must go. */
  | { type: 'TOKEN_GUEST' }
  /** An order was placed from this cart: its lines go, the owner stays (the server emptied a customer's stored cart). */
  | { type: 'ORDER_PLACED' }
  | { type: 'OPEN' }
  /** A view of the cart opened: read it again (guests: prices and stock checked). */
  | { type: 'REFRESH' }
  | { type: 'CLOSE' }
  | { type: 'ONLINE' }
  | { type: 'ROUTE_CHANGED'; name: string | null }
  | { type: 'DISMISS_POPUP'; id: string }
  /** The dialog's button: home when the cart is empty, else just close. */
  | { type: 'DIALOG_CONFIRM' }
  | { type: 'DISMISS_DIALOG' }
  | { type: 'POPUP_FADE'; id: string }
  | { type: 'POPUP_EXPIRE'; id: string };

export type CartEmitted = { type: 'navigate'; to: string } | { type: 'notify'; level: ToastType; message: string };
