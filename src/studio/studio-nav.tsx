/** The studio's pages, as links in the address's hash; the open one is marked for screen readers too. */
import { UnreadBadge } from './messages/unread-messages';
import {
  ANALYTICS_HASH,
  CUSTOMERS_HASH,
  DISCOUNTS_HASH,
  EDITOR_HASH,
  MESSAGES_HASH,
  ORDERS_HASH,
  SETTINGS_HASH,
  SHIPPING_HASH,
  type StudioView,
} from './use-studio-view';

const PAGES: ReadonlyArray<{ view: StudioView; hash: string; label: string }> = [
  { view: 'editor', hash: EDITOR_HASH, label: 'Theme editor' },
  { view: 'orders', hash: ORDERS_HASH, label: 'Orders' },
  { view: 'customers', hash: CUSTOMERS_HASH, label: 'Customers' },
  { view: 'discounts', hash: DISCOUNTS_HASH, label: 'Discounts' },
  { view: 'shipping', hash: SHIPPING_HASH, label: 'Shipping and taxes' },
  { view: 'messages', hash: MESSAGES_HASH, label: 'Messages' },
  { view: 'analytics', hash: ANALYTICS_HASH, label: 'Analytics' },
  { view: 'settings', hash: SETTINGS_HASH, label: 'Settings' },
];

export function StudioNav({ current }: { current: StudioView }) {
  return (
    <nav aria-label="Studio" className="flex gap-1 text-sm">
      {PAGES.map((page) =>
        page.view === current ? (
          <a key={page.view} href={page.hash} aria-current="page" className="rounded bg-gray-900 px-2 py-1 font-medium text-white">
            {page.label}
            {page.view === 'messages' && <UnreadBadge />}
          </a>
        ) : (
          <a key={page.view} href={page.hash} className="rounded px-2 py-1 text-gray-700 hover:bg-gray-100">
            {page.label}
            {page.view === 'messages' && <UnreadBadge />}
          </a>
        ),
      )}
    </nav>
  );
}
