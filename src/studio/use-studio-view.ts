/** Which studio page is open, kept in the address's hash so a reload (or a shared link) keeps it. */
import { useEffect, useState } from 'react';

export type StudioView = 'editor' | 'analytics' | 'orders' | 'customers' | 'discounts' | 'shipping' | 'messages' | 'settings';
export const ANALYTICS_HASH = '#analytics';
export const EDITOR_HASH = '#editor';
export const ORDERS_HASH = '#orders';
export const CUSTOMERS_HASH = '#customers';
export const DISCOUNTS_HASH = '#discounts';
export const SHIPPING_HASH = '#shipping';
export const SETTINGS_HASH = '#settings';
export const MESSAGES_HASH = '#messages';
/** One order's page: #orders/<id>. */
export const orderHash = (orderID: number) => `${ORDERS_HASH}/${orderID}`;
/** One message's page: #messages/<id>. */
export const messageHash = (messageID: number) => `${MESSAGES_HASH}/${messageID}`;

export function viewOf(hash: string): StudioView {
  if (hash === ANALYTICS_HASH) return 'analytics';
  if (hash === ORDERS_HASH || hash.startsWith(`${ORDERS_HASH}/`)) return 'orders';
  if (hash === CUSTOMERS_HASH) return 'customers';
  if (hash === DISCOUNTS_HASH) return 'discounts';
  if (hash === SHIPPING_HASH) return 'shipping';
  if (hash === SETTINGS_HASH) return 'settings';
  if (hash === MESSAGES_HASH || hash.startsWith(`${MESSAGES_HASH}/`)) return 'messages';
  return 'editor';
}

/** The order an #orders/<id> hash opens, or null for the list. */
export function orderIdOf(hash: string): number | null {
  const match = /^#orders\/(\d{1,9})$/.exec(hash);
  return match ? Number(match[1]) : null;
}

/** The message a #messages/<id> hash opens, or null for the list. */
export function messageIdOf(hash: string): number | null {
  const match = /^#messages\/(\d{1,9})$/.exec(hash);
  return match ? Number(match[1]) : null;
}

/** The address's hash, followed as it changes. */
export function useStudioHash(): string {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const follow = () => setHash(window.location.hash);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return hash;
}

export function useStudioView(): StudioView {
  return viewOf(useStudioHash());
}
